import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proposed merges (issue 30): a calendar's event that looks like one already at the venue waits here, beside it,
 * for an editor to merge or keep both, instead of being listed twice. `proposal` holds what the import read of the
 * feed's event (its values and dates as a series), so "keep both" adds it as the import would have. A proposal goes
 * with its source or its listed event, and a sync that no longer finds the feed's event drops it.
 */
export class MergeProposals1764750000000 implements MigrationInterface {
  name = 'MergeProposals1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE merge_proposals (
        id serial PRIMARY KEY,
        source_id integer NOT NULL REFERENCES calendar_sources (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        uid text,
        fingerprint text NOT NULL,
        starts_at timestamptz NOT NULL,
        proposal jsonb NOT NULL,
        created timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX merge_proposals_uid_idx ON merge_proposals (source_id, uid) WHERE uid IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX merge_proposals_fingerprint_idx ON merge_proposals (source_id, fingerprint) WHERE uid IS NULL');
    await q.query('CREATE INDEX merge_proposals_event_idx ON merge_proposals (event_id)');
    await q.query('CREATE INDEX merge_proposals_created_idx ON merge_proposals (created, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE merge_proposals');
  }
}
