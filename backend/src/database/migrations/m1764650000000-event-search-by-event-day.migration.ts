import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alert digest's listing runs on a search's candidate events (issue 18): for each candidate it looks up that
 * event's search rows in the search's days. This index answers each lookup from the index alone (the columns the
 * listing's filters and order read are included), so a search costs one short probe per candidate instead of a
 * scan of every row in its days or a heap visit per occurrence.
 */
export class EventSearchByEventDay1764650000000 implements MigrationInterface {
  name = 'EventSearchByEventDay1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX event_search_event_day_idx ON event_search (event_id, day)
      INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, is_featured, starts_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX event_search_event_day_idx');
  }
}
