/**
 * refresh_event_search_rows (catalogue migration, renamed by the card-columns one) as a migration leaves it: with or
 * without the cancelled events (m1764500100000), with or without each row's live_until and the latest live_until of
 * the event's earlier occurrences (m1764720000000). Migrations that change it build it here, so each one's `up`
 * and `down` state the function the same way.
 */
export function eventSearchRowsFunction(options: { readonly listCancelled: boolean; readonly liveColumns: boolean }): string {
  const live = options.liveColumns;
  return `
    CREATE OR REPLACE FUNCTION refresh_event_search_rows(ids integer[]) RETURNS void LANGUAGE sql AS $$
      DELETE FROM event_search WHERE event_id = ANY (ids);
      INSERT INTO event_search (day, prev_day, starts_at, occurrence_id, event_id, venue_id, lat, lon,
                                event_type_id, price_rank, age_bits, is_online, is_in_person, is_global, is_featured${live ? ',\n                                live_until, prev_live_until' : ''})
      SELECT o.local_day, o.prev_day, o.starts_at, o.id, e.id, v.id, v.lat, v.lon,
             e.event_type_id,
             array_position(ARRAY['free', 'low', 'medium', 'high'], e.price) - 1,
             (SELECT coalesce(sum(1 << (array_position(
                       ARRAY['all_ages','baby','toddler','child','preteen','teen','adult','senior'], g) - 1)), 0)
                FROM unnest(e.age_groups) g)::smallint,
             e.is_online, e.is_in_person, e.is_global, e.is_featured${live ? ',\n             o.live_until, o.prev_live_until' : ''}
      FROM (
        SELECT oc.*, lag(oc.local_day) OVER (PARTITION BY oc.event_id ORDER BY oc.starts_at, oc.id) AS prev_day${
          live
            ? `,
               coalesce(oc.ends_at, oc.starts_at + interval '1 hour') AS live_until,
               max(coalesce(oc.ends_at, oc.starts_at + interval '1 hour')) OVER (
                 PARTITION BY oc.event_id ORDER BY oc.starts_at, oc.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
               ) AS prev_live_until`
            : ''
        }
        FROM event_occurrences oc
        WHERE oc.event_id = ANY (ids)
      ) o
      JOIN events e ON e.id = o.event_id
      JOIN venues v ON v.id = e.venue_id
      WHERE e.published AND v.published${options.listCancelled ? '' : ' AND NOT e.is_cancelled'}
      ORDER BY o.local_day;
    $$`;
}
