/**
 * SQL of the calendar module, kept readable so it can be EXPLAINed as is.
 */

/** A published event at a published venue, with what a calendar entry shows. $1 event id. */
export const FIND_CALENDAR_EVENT_SQL = `
  SELECT e.id, e.slug, e.name, e.description,
         e.is_in_person, e.is_online, e.online_url, e.is_cancelled, e.is_postponed, e.updated,
         v.name AS venue_name, v.street, v.city, v.state, v.postal_code, v.lat, v.lon, v.time_zone
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE e.id = $1 AND e.published AND v.published`;

/**
 * The event's occurrences whose local day (venue's time zone) lies in [$2, $3], earliest first, at most $4.
 * Two series of one event starting at the same instant give one entry. Range scan on
 * event_occurrences_event_start_idx (event_id, starts_at).
 */
export const LIST_OCCURRENCES_IN_RANGE_SQL = `
  SELECT DISTINCT ON (o.starts_at) o.starts_at, o.ends_at
  FROM event_occurrences o
  WHERE o.event_id = $1
    AND o.local_day BETWEEN $2::date AND $3::date
  ORDER BY o.starts_at, o.ends_at DESC NULLS LAST
  LIMIT $4`;
