import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventSearchRowsFunction } from './event-search-rows-function.js';

/** The search indexes whose INCLUDE lists gain the live columns, as [name, definition before, definition after]. */
const WIDENED_INDEXES: readonly (readonly [string, string, string])[] = [
  [
    'event_search_first_idx',
    `(span, day) INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person,
       is_featured, starts_at, event_id, venue_id)`,
    `(span, day) INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person,
       is_featured, starts_at, event_id, venue_id, live_until)`,
  ],
  ['event_search_count_idx', '(span, day) INCLUDE (prev_day, is_global, ux, uy, uz)', '(span, day) INCLUDE (prev_day, is_global, ux, uy, uz, live_until)'],
  [
    'event_search_order_idx',
    `(price_rank, is_featured, starts_at, event_id)
     INCLUDE (day, prev_day, is_global, ux, uy, uz, event_type_id, age_bits, is_online, is_in_person)`,
    `(price_rank, is_featured, starts_at, event_id)
     INCLUDE (day, prev_day, is_global, ux, uy, uz, event_type_id, age_bits, is_online, is_in_person, live_until, prev_live_until)`,
  ],
  [
    'event_search_venue_idx',
    `(venue_id, day)
     INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, starts_at, event_id)`,
    `(venue_id, day)
     INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, starts_at, event_id,
              live_until, prev_live_until)`,
  ],
  [
    'event_search_event_day_idx',
    `(event_id, day)
     INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, is_featured, starts_at)`,
    `(event_id, day)
     INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, is_featured, starts_at,
              live_until, prev_live_until)`,
  ],
];

/**
 * Ended occurrences leave the upcoming listings (issue 27, "Time as a visitor lives it"): a listing that starts today
 * counts, for each event, its first occurrence in range that has not ended at the Clock's instant (an occurrence
 * without an end lasts an hour, as on the cards). Each search row carries when it ends (`live_until`) and the latest
 * end of the event's earlier occurrences (`prev_live_until`), so "first not ended" is a test on the row itself
 * (first-in-range.queries.ts). The listing indexes include both, so their scans stay index-only, and
 * event_search_resumed_idx finds the rows that follow an occurrence ended earlier today.
 */
export class EndedOccurrencesUnlisted1764720000000 implements MigrationInterface {
  name = 'EndedOccurrencesUnlisted1764720000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name] of WIDENED_INDEXES) await q.query(`DROP INDEX ${name}`);
    await q.query('ALTER TABLE event_search ADD COLUMN live_until timestamptz, ADD COLUMN prev_live_until timestamptz');
    await q.query(eventSearchRowsFunction({ listCancelled: false, liveColumns: true }));
    await q.query('SELECT refresh_event_search_rows(ARRAY(SELECT DISTINCT event_id FROM event_search))');
    await q.query('ALTER TABLE event_search ALTER COLUMN live_until SET NOT NULL');
    for (const [name, , after] of WIDENED_INDEXES) await q.query(`CREATE INDEX ${name} ON event_search ${after}`);
    await q.query(`
      CREATE INDEX event_search_resumed_idx ON event_search (prev_day, prev_live_until)
      INCLUDE (live_until, day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person,
               is_featured, starts_at, event_id, venue_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX event_search_resumed_idx');
    for (const [name] of WIDENED_INDEXES) await q.query(`DROP INDEX ${name}`);
    await q.query(eventSearchRowsFunction({ listCancelled: false, liveColumns: false }));
    await q.query('ALTER TABLE event_search DROP COLUMN live_until, DROP COLUMN prev_live_until');
    for (const [name, before] of WIDENED_INDEXES) await q.query(`CREATE INDEX ${name} ON event_search ${before}`);
  }
}
