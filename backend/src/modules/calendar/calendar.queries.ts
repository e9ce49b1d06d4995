/**
 * SQL of the calendar module, kept readable so it can be EXPLAINed as is.
 */
import { CALENDAR_EVENT_ROWS, SPANISH_EVENT_TEXT_COLUMNS } from './calendar-event.read-model.js';

/** A published event at a published venue, with what a calendar entry shows. $1 event id. */
export const FIND_CALENDAR_EVENT_SQL = `${CALENDAR_EVENT_ROWS}
  WHERE e.id = $1 AND e.published AND v.published`;

/** The producer's Spanish texts of event $1 and its venue's Spanish name ('' where none), which a Spanish file shows (issue 31). */
export const FIND_SPANISH_TEXTS_SQL = `
  SELECT ${SPANISH_EVENT_TEXT_COLUMNS}
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE e.id = $1`;

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
