import type { MigrationInterface, QueryRunner } from 'typeorm';

/** refresh_event_search_rows (catalogue migration) with or without the cancelled events. */
function searchRowsFunction(listCancelled: boolean): string {
  return `
    CREATE OR REPLACE FUNCTION refresh_event_search_rows(ids integer[]) RETURNS void LANGUAGE sql AS $$
      DELETE FROM event_search WHERE event_id = ANY (ids);
      INSERT INTO event_search (day, prev_day, starts_at, occurrence_id, event_id, venue_id, lat, lon,
                                event_type_id, price_rank, age_bits, is_online, is_in_person, is_global, is_featured)
      SELECT o.local_day, o.prev_day, o.starts_at, o.id, e.id, v.id, v.lat, v.lon,
             e.event_type_id,
             array_position(ARRAY['free', 'low', 'medium', 'high'], e.price) - 1,
             (SELECT coalesce(sum(1 << (array_position(
                       ARRAY['all_ages','baby','toddler','child','preteen','teen','adult','senior'], g) - 1)), 0)
                FROM unnest(e.age_groups) g)::smallint,
             e.is_online, e.is_in_person, e.is_global, e.is_featured
      FROM (
        SELECT oc.*, lag(oc.local_day) OVER (PARTITION BY oc.event_id ORDER BY oc.starts_at, oc.id) AS prev_day
        FROM event_occurrences oc
        WHERE oc.event_id = ANY (ids)
      ) o
      JOIN events e ON e.id = o.event_id
      JOIN venues v ON v.id = e.venue_id
      WHERE e.published AND v.published${listCancelled ? '' : ' AND NOT e.is_cancelled'}
      ORDER BY o.local_day;
    $$`;
}

/**
 * A cancelled event leaves the listings (issue 13: cancelling removes it from listings; its page stays, marked
 * cancelled, and its calendar file says STATUS:CANCELLED): the search rows are built for events that are not
 * cancelled, and the rows of events cancelled already go.
 */
export class CancelledEventsUnlisted1764500100000 implements MigrationInterface {
  name = 'CancelledEventsUnlisted1764500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(searchRowsFunction(false));
    await q.query('DELETE FROM event_search s USING events e WHERE e.id = s.event_id AND e.is_cancelled');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(searchRowsFunction(true));
    await q.query('SELECT refresh_event_search(ARRAY(SELECT id FROM events WHERE is_cancelled))');
  }
}
