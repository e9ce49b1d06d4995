import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The product's own record of staff work (libs/contracts/src/staff-actions.ts): one row per claim move, moderation
 * decision or staff write, with who did it. Venue, claim and event ids carry no foreign key on purpose: the record
 * outlives a merged or deleted venue. The Editor Report reads it by time and by actor.
 */
export class StaffActions1764590000000 implements MigrationInterface {
  name = 'StaffActions1764590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_actions (
        id bigserial PRIMARY KEY,
        action text NOT NULL,
        actor_id integer REFERENCES users (id) ON DELETE SET NULL,
        venue_id integer,
        claim_id integer,
        event_id integer,
        detail jsonb NOT NULL DEFAULT '{}',
        created timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX staff_actions_created_idx ON staff_actions (created)');
    await q.query('CREATE INDEX staff_actions_actor_idx ON staff_actions (actor_id, created)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS staff_actions');
  }
}
