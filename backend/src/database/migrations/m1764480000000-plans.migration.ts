import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription plans as rows: a code subscriptions refer to (subscriptions.plan), a name, and the active events each
 * managed venue may have (NULL = no limit). Until the claims and billing issue sells them, a superuser sets them with
 * `npm run plan:set` and puts users on them with `npm run plan:assign`.
 *
 * A subscription whose plan code has a row takes the row's allowance; one whose code has none (rows written before
 * plans existed, or by a test or tool that sets the allowance directly) keeps its own active_events_allowed. So
 * existing subscriptions and the code writing them keep working, and a plan row, once made, rules its subscribers.
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
    await q.query(`CREATE INDEX subscriptions_plan_idx ON subscriptions (plan)`);
    await q.query(`
      COMMENT ON COLUMN subscriptions.active_events_allowed IS
        'Allowance when plans has no row for this subscription''s plan code; a plans row''s allowance wins. NULL = no limit.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`COMMENT ON COLUMN subscriptions.active_events_allowed IS NULL`);
    await q.query(`DROP INDEX IF EXISTS subscriptions_plan_idx`);
    await q.query('DROP TABLE IF EXISTS plans');
  }
}
