import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription plans as rows: a code subscriptions refer to, a name, and the active events each managed venue may
 * have (NULL = no limit). Until the claims and billing issue sells them, a superuser sets them with `npm run plan:set`
 * and puts users on them with `npm run plan:assign`. The allowance moves from each subscription to its plan: existing
 * subscriptions keep their plan code (a blank one becomes `default`), and each code becomes a plan with the allowance
 * of its most recently updated subscription.
 */
export class Plans1764480000000 implements MigrationInterface {
  name = 'Plans1764480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plans (
        code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
        -- Active events allowed per managed venue; NULL = no limit.
        active_events_allowed integer CHECK (active_events_allowed >= 0),
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`UPDATE subscriptions SET plan = 'default' WHERE plan = ''`);
    await q.query(`
      INSERT INTO plans (code, name, active_events_allowed)
      SELECT DISTINCT ON (plan) plan, plan, active_events_allowed
      FROM subscriptions
      WHERE plan ~ '^[a-z0-9][a-z0-9_-]{0,63}$'
      ORDER BY plan, updated DESC, id DESC`);
    // A code the plan pattern refuses (never written by this code base) lands on the default plan, kept without a limit.
    await q.query(`
      UPDATE subscriptions SET plan = 'default'
      WHERE plan NOT IN (SELECT code FROM plans)`);
    await q.query(`
      INSERT INTO plans (code, name, active_events_allowed)
      SELECT 'default', 'Default', NULL
      WHERE EXISTS (SELECT 1 FROM subscriptions WHERE plan = 'default')
      ON CONFLICT (code) DO NOTHING`);
    await q.query(`ALTER TABLE subscriptions ALTER COLUMN plan DROP DEFAULT`);
    await q.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan_fk FOREIGN KEY (plan) REFERENCES plans (code) ON UPDATE CASCADE`);
    await q.query(`CREATE INDEX subscriptions_plan_idx ON subscriptions (plan)`);
    await q.query(`ALTER TABLE subscriptions DROP COLUMN active_events_allowed`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions ADD COLUMN active_events_allowed integer CHECK (active_events_allowed >= 0)`);
    await q.query(`UPDATE subscriptions s SET active_events_allowed = p.active_events_allowed FROM plans p WHERE p.code = s.plan`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_plan_fk`);
    await q.query(`DROP INDEX IF EXISTS subscriptions_plan_idx`);
    await q.query(`ALTER TABLE subscriptions ALTER COLUMN plan SET DEFAULT ''`);
    await q.query('DROP TABLE IF EXISTS plans');
  }
}
