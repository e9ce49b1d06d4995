import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an edit last changed what a saved search can match of an event (issue 25): its days, its keywords (name,
 * description, venue, category), or a field the filters read (category, venue, price, ages, setting, cancelled).
 * NULL until such an edit. The alert digest takes events created or changed since a search's last digest as
 * candidates; an edit of anything else (a ticket link, price notes) leaves the column alone, so it costs no search.
 * The partial index holds only edited events, which the digest's read of changed events walks.
 */
export class EventMatchedFieldsChanged1764683000000 implements MigrationInterface {
  name = 'EventMatchedFieldsChanged1764683000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE events ADD COLUMN matched_fields_changed timestamptz');
    await q.query('CREATE INDEX events_matched_fields_changed_idx ON events (matched_fields_changed) WHERE matched_fields_changed IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX events_matched_fields_changed_idx');
    await q.query('ALTER TABLE events DROP COLUMN matched_fields_changed');
  }
}
