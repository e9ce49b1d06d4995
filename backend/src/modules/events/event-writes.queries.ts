import { notEndedAt } from '../cards/occurrence.read-model.js';

/**
 * SQL of the event write path (add, edit, delete) and of the producer's event list, kept readable so it can be
 * EXPLAINed as is. Every write runs inside one transaction that also rewrites the event's occurrences and search rows.
 */

/** The venue an event is written to, locked for the rest of the transaction (the quota count depends on it). $1 id. */
export const LOCK_VENUE_SQL = `
  SELECT v.id, v.name, v.time_zone, v.open_times
  FROM venues v
  WHERE v.id = $1
  FOR UPDATE`;

/** The venue's zone and hours, before the transaction (to check the dates). $1 id. */
export const FIND_VENUE_SQL = `
  SELECT v.id, v.name, v.time_zone, v.open_times
  FROM venues v
  WHERE v.id = $1`;

/** 1 when the category exists. $1 id. */
export const EVENT_TYPE_EXISTS_SQL = `SELECT 1 FROM event_types WHERE id = $1`;

/**
 * Active events of a venue besides the one being written: those with an occurrence that has not ended (or not
 * started, without an end) at the write's instant, as the quota counts them (producers.queries.ts
 * MANAGED_VENUES_SQL). $1 venue id, $2 the event written (0 for a new one), $3 now (the Clock's instant).
 */
export const COUNT_ACTIVE_EVENTS_SQL = `
  SELECT count(*)::int AS active
  FROM events e
  WHERE e.venue_id = $1 AND e.id <> $2
    AND EXISTS (SELECT 1 FROM event_occurrences o
                 WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at) >= $3::timestamptz)`;

/**
 * A new event; its slug is the name's with the new id appended, so it is unique without a retry.
 * $1 slug stem, $2 name, ... (see EventsWriteRepository.insertEvent), $22 the Clock's instant, which the alert
 * digests compare `created` with. Returns the id.
 */
export const INSERT_EVENT_SQL = `
  WITH next AS (SELECT nextval(pg_get_serial_sequence('events', 'id'))::int AS id)
  INSERT INTO events (id, slug, name, url, event_type_id, venue_id, is_in_person, is_online, online_url, is_global,
                      description, price, price_information, ticket_url, age_groups, use_poi_times, date_start,
                      date_end, status, recertify, name_es, description_es, created, updated)
  SELECT next.id, $1 || '-' || next.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[], $15,
         $16::date, $17::date, $18, $19, $20, $21, $22::timestamptz, $22::timestamptz
  FROM next
  RETURNING id`;

/**
 * The event's row, locked for the rest of the transaction, with what a saved search can match of it (its keyword
 * vector and the filters' fields: matched-fields.ts). $1 id.
 */
export const LOCK_EVENT_SQL = `
  SELECT e.id, e.venue_id, e.recertify, e.use_poi_times, e.date_start::text AS date_start,
         e.search_vector::text AS keywords, e.event_type_id, e.is_in_person, e.is_online, e.is_global, e.price,
         e.age_groups, e.status
  FROM events e
  WHERE e.id = $1
  FOR UPDATE`;

/**
 * Replaces an event's fields; the slug follows the name. $1 id, $2 slug stem, then as INSERT_EVENT_SQL. Returns the
 * keyword vector its trigger computed, to compare with the stored one.
 */
export const UPDATE_EVENT_SQL = `
  UPDATE events SET
    slug = $2 || '-' || id, name = $3, url = $4, event_type_id = $5, venue_id = $6, is_in_person = $7, is_online = $8,
    online_url = $9, is_global = $10, description = $11, price = $12, price_information = $13, ticket_url = $14,
    age_groups = $15::text[], use_poi_times = $16, date_start = $17::date, date_end = $18::date, status = $19,
    recertify = $20, name_es = $21, description_es = $22, updated = now()
  WHERE id = $1
  RETURNING search_vector::text AS keywords`;

/** The local days an event is on (its occurrences), ascending, as one text to compare. $1 event id. */
export const EVENT_DAYS_SQL = `
  SELECT coalesce(array_agg(DISTINCT o.local_day ORDER BY o.local_day), '{}')::text AS days
  FROM event_occurrences o
  WHERE o.event_id = $1`;

/**
 * An edit changed what a saved search can match of event $1 (matched-fields.ts): the alert digest takes it as a
 * candidate again from $2 (the Clock's instant) on.
 */
export const MARK_MATCHED_FIELDS_CHANGED_SQL = `UPDATE events SET matched_fields_changed = $2::timestamptz WHERE id = $1`;

/** The date entries of events as stored, by event. $1 event ids (int[]). */
export const EVENT_DATES_SQL = `
  SELECT d.id, d.event_id, d.frequency, d.date_recur,
         to_char(d.time_start, 'HH24:MI') AS time_start, to_char(d.time_end, 'HH24:MI') AS time_end
  FROM event_dates d
  WHERE d.event_id = ANY ($1::int[])
  ORDER BY d.event_id, d.id`;

/** Drops the entries the payload no longer has (their occurrences go with them). $1 event id, $2 int[] kept ids. */
export const DELETE_EVENT_DATES_EXCEPT_SQL = `
  DELETE FROM event_dates WHERE event_id = $1 AND NOT (id = ANY ($2::int[]))`;

/**
 * Rewrites kept entries. $1 event id, $2 int[] ids, $3 text[] frequencies, $4 text[] rules, $5 time[] starts,
 * $6 time[] ends (NULL = no end).
 */
export const UPDATE_EVENT_DATES_SQL = `
  UPDATE event_dates d
  SET frequency = r.frequency, date_recur = r.date_recur, time_start = r.time_start, time_end = r.time_end, updated = now()
  FROM unnest($2::int[], $3::text[], $4::text[], $5::time[], $6::time[]) AS r(id, frequency, date_recur, time_start, time_end)
  WHERE d.id = r.id AND d.event_id = $1`;

/** Adds entries. $1 event id, $2 text[] frequencies, $3 text[] rules, $4 time[] starts, $5 time[] ends. */
export const INSERT_EVENT_DATES_SQL = `
  INSERT INTO event_dates (event_id, frequency, date_recur, time_start, time_end)
  SELECT $1, r.frequency, r.date_recur, r.time_start, r.time_end
  FROM unnest($2::text[], $3::text[], $4::time[], $5::time[]) AS r(frequency, date_recur, time_start, time_end)`;

/** Deletes an event (its dates, occurrences and search rows cascade). $1 id. Returns its venue. */
export const DELETE_EVENT_SQL = `DELETE FROM events WHERE id = $1 RETURNING venue_id`;

/** Events as the form reads them, each with its venue's name and zone. $1 ids (int[]). */
export const FORM_EVENTS_SQL = `
  SELECT e.id, e.slug, e.name, e.name_es, e.url, e.event_type_id, e.venue_id, e.is_in_person, e.is_online, e.online_url,
         e.is_global, e.description, e.description_es, e.use_poi_times, e.date_start::text AS date_start, e.date_end::text AS date_end,
         e.price, e.ticket_url, e.price_information, e.age_groups, e.status, e.recertify,
         e.image_primary, e.image_thumbnail, v.name AS venue_name, v.time_zone
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE e.id = ANY ($1::int[])`;

/**
 * Who sees which events in the list: the events of the venues the user manages ($1 the user), or every event
 * ($1 NULL, zeditors and superusers).
 */
const MANAGED_SCOPE = `($1::int IS NULL OR e.venue_id IN (SELECT m.venue_id FROM venue_managers m WHERE m.user_id = $1::int))`;

/** The editors' filters: $k keyword (part of the name, case-insensitive) or NULL, $v venue id or NULL. */
const managedFilters = (k: number, v: number): string =>
  `($${k}::text IS NULL OR strpos(lower(e.name), lower($${k}::text)) > 0) AND ($${v}::int IS NULL OR e.venue_id = $${v}::int)`;

/** An occurrence of `e` that has not ended at `now` (a timestamptz placeholder), as the detail page reads it. */
const upcomingOccurrence = (now: string): string => `o.event_id = e.id AND ${notEndedAt(now)}`;

/**
 * The list's totals: every event in scope, and those with an occurrence still to come. $1 user or NULL, $2 keyword,
 * $3 venue, $4 now (the Clock's instant).
 */
export const MANAGED_EVENT_TOTALS_SQL = `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM event_occurrences o WHERE ${upcomingOccurrence('$4::timestamptz')}))::int AS upcoming
  FROM events e
  WHERE ${MANAGED_SCOPE} AND ${managedFilters(2, 3)}`;

/** One page of the list in an order; the next occurrence is read only for the page's rows when ordering by created. */
function managedEventsPage(order: string): string {
  return `
  SELECT e.id, e.name, e.slug, e.image_primary, e.image_thumbnail, e.status, e.published, e.created,
         v.id AS venue_id, v.name AS venue_name, v.time_zone,
         nxt.starts_at AS next_starts_at, nxt.ends_at AS next_ends_at, nxt.local_day::text AS next_local_day
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  LEFT JOIN LATERAL (
    SELECT o.starts_at, o.ends_at, o.local_day
    FROM event_occurrences o
    WHERE ${upcomingOccurrence('$6::timestamptz')}
    ORDER BY o.starts_at, o.id
    LIMIT 1
  ) nxt ON true
  WHERE ${MANAGED_SCOPE} AND ${managedFilters(4, 5)}
  ORDER BY ${order}
  LIMIT $2 OFFSET $3`;
}

/** Last added first. $1 user or NULL, $2 limit, $3 offset, $4 keyword or NULL, $5 venue or NULL, $6 now. */
export const MANAGED_EVENTS_BY_CREATED_SQL = managedEventsPage('e.created DESC, e.id DESC');

/** Next date first, events without one last (newest first among them). $1 user or NULL, $2 limit, $3 offset, $4 to $6 as above. */
export const MANAGED_EVENTS_BY_DATE_SQL = managedEventsPage('nxt.starts_at ASC NULLS LAST, e.created DESC, e.id DESC');
