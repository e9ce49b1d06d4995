import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the events and venues listings read (modules/search/search.queries.ts), measured on the stress catalogue
 * (100,000 events, 1.4 million occurrences; see the bench in src/bench):
 *
 * - `span`: the gap in days to the event's previous occurrence (exact up to 35 days, then bucketed; 367 = no
 *   previous one). "First occurrence of the event inside [a, b]" (`day BETWEEN a AND b AND prev_day < a`) becomes,
 *   per span value, the index range `span = g AND day BETWEEN a AND least(b, a + g - 1)`: the scan touches only
 *   the rows it counts (36k for 30 days) instead of every occurrence in the range (100k).
 * - `ux, uy, uz`: the venue's point as a unit vector. The radius test is one dot product
 *   (`ux*px + uy*py + uz*pz >= cos(radius / earth radius)`, the same sphere as earthdistance), no trigonometry
 *   per row.
 * - event_search_first_idx: (span, day) covering every filter column: the exact total and the windowed pages are
 *   index-only scans that never touch the heap or the wide tables.
 * - event_search_count_idx: the same key with only the point: totals with no filter but the radius
 *   (most searches) scan a quarter less per row.
 * - event_search_order_idx: (price_rank, is_featured, starts_at, event_id) covering the filters: the featured,
 *   date and price orderings read their page as 8 short ordered index scans (LIMIT page end each) instead of
 *   sorting every match.
 * - event_search_venue_idx: (venue_id, day) covering the event filters: "does this venue have a matching event in
 *   the range" is one index probe, and the distance-ordered events page walks venues nearest first (venues_earth_idx
 *   KNN) and reads their rows from here, stopping at the page end instead of sorting every match.
 * - venues: the same unit vector, and partial covering indexes of the listable venues (published, not hidden): by id
 *   (the count), by name and by future event count (the ordered pages), and the few unlisted ones (excluded from
 *   the venues of matching events).
 * - Autovacuum on event_search after 2 % changed or inserted rows, so the visibility map stays set and the
 *   index-only scans do not fall back to the heap after the occurrence job rewrites rows.
 */
export class SearchIndexes1763942600000 implements MigrationInterface {
  name = 'SearchIndexes1763942600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION event_search_span(day date, prev_day date) RETURNS smallint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE
          WHEN prev_day IS NULL OR day - prev_day > 366 THEN 367
          WHEN day - prev_day <= 35 THEN day - prev_day
          WHEN day - prev_day <= 42 THEN 42
          WHEN day - prev_day <= 49 THEN 49
          WHEN day - prev_day <= 63 THEN 63
          WHEN day - prev_day <= 91 THEN 91
          WHEN day - prev_day <= 122 THEN 122
          WHEN day - prev_day <= 183 THEN 183
          WHEN day - prev_day <= 244 THEN 244
          ELSE 366 END)::smallint
      $$`);
    await q.query(`
      ALTER TABLE event_search
        ADD COLUMN span smallint GENERATED ALWAYS AS (event_search_span(day, prev_day)) STORED,
        ADD COLUMN ux double precision GENERATED ALWAYS AS (cosd(lat) * cosd(lon)) STORED,
        ADD COLUMN uy double precision GENERATED ALWAYS AS (cosd(lat) * sind(lon)) STORED,
        ADD COLUMN uz double precision GENERATED ALWAYS AS (sind(lat)) STORED`);
    await q.query(`
      CREATE INDEX event_search_first_idx ON event_search (span, day)
      INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person,
               is_featured, starts_at, event_id, venue_id)`);
    await q.query(`
      CREATE INDEX event_search_count_idx ON event_search (span, day) INCLUDE (prev_day, is_global, ux, uy, uz)`);
    await q.query(`
      CREATE INDEX event_search_order_idx ON event_search (price_rank, is_featured, starts_at, event_id)
      INCLUDE (day, prev_day, is_global, ux, uy, uz, event_type_id, age_bits, is_online, is_in_person)`);
    await q.query(`
      CREATE INDEX event_search_venue_idx ON event_search (venue_id, day)
      INCLUDE (prev_day, is_global, ux, uy, uz, event_type_id, price_rank, age_bits, is_online, is_in_person, starts_at, event_id)`);
    await q.query(`
      ALTER TABLE event_search SET (
        autovacuum_vacuum_scale_factor = 0.02,
        autovacuum_vacuum_insert_scale_factor = 0.02,
        autovacuum_analyze_scale_factor = 0.05)`);

    await q.query(`
      ALTER TABLE venues
        ADD COLUMN ux double precision GENERATED ALWAYS AS (cosd(lat) * cosd(lon)) STORED,
        ADD COLUMN uy double precision GENERATED ALWAYS AS (cosd(lat) * sind(lon)) STORED,
        ADD COLUMN uz double precision GENERATED ALWAYS AS (sind(lat)) STORED`);
    await q.query(`
      CREATE INDEX venues_listing_idx ON venues (id) INCLUDE (ux, uy, uz)
      WHERE published AND NOT hide_from_listing`);
    await q.query('CREATE INDEX venues_unlisted_idx ON venues (id) WHERE hide_from_listing OR NOT published');
    await q.query(`
      CREATE INDEX venues_listing_name_idx ON venues (name, id) INCLUDE (ux, uy, uz)
      WHERE published AND NOT hide_from_listing`);
    await q.query(`
      CREATE INDEX venues_listing_events_idx ON venues (num_events_future DESC, name, id) INCLUDE (ux, uy, uz)
      WHERE published AND NOT hide_from_listing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS venues_listing_events_idx');
    await q.query('DROP INDEX IF EXISTS venues_listing_name_idx');
    await q.query('DROP INDEX IF EXISTS venues_unlisted_idx');
    await q.query('DROP INDEX IF EXISTS venues_listing_idx');
    await q.query('ALTER TABLE venues DROP COLUMN IF EXISTS ux, DROP COLUMN IF EXISTS uy, DROP COLUMN IF EXISTS uz');
    await q.query('ALTER TABLE event_search RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor, autovacuum_analyze_scale_factor)');
    await q.query('DROP INDEX IF EXISTS event_search_venue_idx');
    await q.query('DROP INDEX IF EXISTS event_search_order_idx');
    await q.query('DROP INDEX IF EXISTS event_search_count_idx');
    await q.query('DROP INDEX IF EXISTS event_search_first_idx');
    await q.query(`
      ALTER TABLE event_search DROP COLUMN IF EXISTS span, DROP COLUMN IF EXISTS ux, DROP COLUMN IF EXISTS uy,
        DROP COLUMN IF EXISTS uz`);
    await q.query('DROP FUNCTION IF EXISTS event_search_span(date, date)');
  }
}
