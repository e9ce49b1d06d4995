/**
 * The calendar sources' statements (issue 30), checked in under backend/sql-snapshots/calendar-imports/.
 */

const SOURCE_COLUMNS = `
  s.id, s.venue_id, s.kind, s.address, s.calendar_name, s.owner_id, s.paused, s.etag, s.last_modified, s.last_synced_at,
  s.last_counts, s.last_error, s.refused, s.over_quota, s.failing_since, s.failures,
  (SELECT count(*)::int FROM calendar_source_events x WHERE x.source_id = s.id) AS event_count`;

/** A venue's sources, oldest first. $1 venue. */
export const VENUE_SOURCES_SQL = `SELECT ${SOURCE_COLUMNS} FROM calendar_sources s WHERE s.venue_id = $1 ORDER BY s.id`;

/** One source. $1 id. */
export const SOURCE_SQL = `SELECT ${SOURCE_COLUMNS} FROM calendar_sources s WHERE s.id = $1`;

/** A file source's text. $1 id. */
export const SOURCE_FILE_SQL = `SELECT file_content FROM calendar_sources WHERE id = $1`;

/** A new source; a feed already connected to the venue answers no row. $1 venue, $2 kind, $3 address, $4 file text, $5 owner. */
export const INSERT_SOURCE_SQL = `
  INSERT INTO calendar_sources (venue_id, kind, address, file_content, owner_id)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (venue_id, address) WHERE kind = 'feed' DO NOTHING
  RETURNING id`;

/**
 * Claims a source for one sync across instances: no other sync of it is under way (or one has been for 10 minutes,
 * so an instance that died mid-sync does not hold it for ever) and, for the job ($3 true), it is still due, so a
 * feed another instance has just synced is not synced again. $1 id, $2 now. No row: leave it.
 */
export const CLAIM_SOURCE_SQL = `
  UPDATE calendar_sources SET syncing_since = $2
  WHERE id = $1 AND (syncing_since IS NULL OR syncing_since < $2::timestamptz - interval '10 minutes')
    AND (NOT $3::boolean OR (NOT paused AND (next_sync_at IS NULL OR next_sync_at <= $2)))
  RETURNING id`;

/** A sync that went through (which restarts a feed paused for failing). $1 id, $2 now, $3 counts, $4 refused, $5 over quota, $6 calendar name, $7 etag, $8 last-modified, $9 next sync. */
export const RECORD_SYNC_SQL = `
  UPDATE calendar_sources SET
    paused = paused AND failing_since IS NULL, last_synced_at = $2, last_counts = $3::jsonb, refused = $4::jsonb, over_quota = $5, calendar_name = coalesce($6, calendar_name),
    etag = $7, last_modified = $8, next_sync_at = $9, last_error = NULL, failing_since = NULL, failures = 0, syncing_since = NULL
  WHERE id = $1`;

/**
 * A sync that failed: the error in plain words, the time the failures began, the next try after a backoff, and the
 * pause once it has failed long enough. $1 id, $2 now, $3 error, $4 next try, $5 pause after (interval text).
 * Answers whether this failure paused it.
 */
export const RECORD_FAILURE_SQL = `
  UPDATE calendar_sources SET
    last_error = $3, failing_since = coalesce(failing_since, $2), failures = failures + 1, next_sync_at = $4,
    paused = paused OR coalesce(failing_since, $2) <= $2::timestamptz - $5::interval, syncing_since = NULL
  WHERE id = $1
  RETURNING paused AND NOT (SELECT s.paused FROM calendar_sources s WHERE s.id = $1) AS newly_paused`;

/** Lets go of a claimed source without recording a sync (an unexpected error). $1 id. */
export const RELEASE_SOURCE_SQL = `UPDATE calendar_sources SET syncing_since = NULL WHERE id = $1`;

/** Pauses or resumes a feed; a resumed feed is due at once. $1 id, $2 paused. */
export const SET_PAUSED_SQL = `
  UPDATE calendar_sources SET paused = $2, next_sync_at = CASE WHEN $2 THEN next_sync_at ELSE NULL END WHERE id = $1`;

/** Removes a source; its links to events go with it. $1 id. */
export const DELETE_SOURCE_SQL = `DELETE FROM calendar_sources WHERE id = $1`;

/** The feeds due for a sync at $1, soonest due first, at most $2. */
export const DUE_FEEDS_SQL = `
  SELECT s.id FROM calendar_sources s
  WHERE s.kind = 'feed' AND NOT s.paused AND (s.next_sync_at IS NULL OR s.next_sync_at <= $1)
  ORDER BY s.next_sync_at NULLS FIRST, s.id
  LIMIT $2`;

/**
 * The events a source imported, with what it last wrote of each and whether a date of theirs is still to come at
 * $2 (an event the feed no longer lists is cancelled only then: feeds drop their past events). $1 source.
 */
export const SOURCE_EVENTS_SQL = `
  SELECT x.event_id, x.uid, x.fingerprint, x.imported, x.local_fields, e.status,
         (x.imported->>'eventUpdated')::timestamptz IS NOT DISTINCT FROM e.updated AS untouched,
         EXISTS (SELECT 1 FROM event_occurrences o
                 WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at + interval '1 hour') > $2::timestamptz) AS upcoming
  FROM calendar_source_events x JOIN events e ON e.id = x.event_id
  WHERE x.source_id = $1`;

/**
 * Records what a sync wrote of an event, with the event's `updated` as it now stands (eventUpdated): while it stays
 * so, no one has edited the event since. $1 source, $2 event, $3 uid, $4 fingerprint, $5 imported, $6 local fields.
 */
export const UPSERT_SOURCE_EVENT_SQL = `
  INSERT INTO calendar_source_events (source_id, event_id, uid, fingerprint, imported, local_fields)
  VALUES ($1, $2, $3, $4, $5::jsonb || jsonb_build_object('eventUpdated', (SELECT e.updated FROM events e WHERE e.id = $2)), $6::text[])
  ON CONFLICT (source_id, event_id) DO UPDATE SET
    uid = EXCLUDED.uid, fingerprint = EXCLUDED.fingerprint, imported = EXCLUDED.imported, local_fields = EXCLUDED.local_fields`;

/**
 * Records the events one bulk create added (no field of theirs local yet), each with its `updated` as
 * UPSERT_SOURCE_EVENT_SQL does. $1 source; $2 events (int[]), $3 uids, $4 fingerprints, $5 imported (text[] of JSON).
 */
export const INSERT_NEW_SOURCE_EVENTS_SQL = `
  INSERT INTO calendar_source_events (source_id, event_id, uid, fingerprint, imported)
  SELECT $1, a.event_id, a.uid, a.fingerprint, a.imported::jsonb || jsonb_build_object('eventUpdated', e.updated)
  FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS a (event_id, uid, fingerprint, imported)
  JOIN events e ON e.id = a.event_id`;

/** The events of sources $1 (int[]) with fields kept as edited here, by source. */
export const LOCAL_EDITS_SQL = `
  SELECT x.source_id, x.event_id, e.name, x.local_fields
  FROM calendar_source_events x JOIN events e ON e.id = x.event_id
  WHERE x.source_id = ANY ($1::int[]) AND cardinality(x.local_fields) > 0
  ORDER BY x.source_id, e.name, x.event_id`;

/** Unpublishes the events a source imported (removing it with "unpublish"). $1 source. Answers them with their venues. */
export const UNPUBLISH_SOURCE_EVENTS_SQL = `
  UPDATE events e SET published = false, updated = now()
  FROM calendar_source_events x
  WHERE x.source_id = $1 AND x.event_id = e.id AND e.published
  RETURNING e.id, e.venue_id`;

/** What an import needs of the venue. $1 id. */
export const IMPORT_VENUE_SQL = `SELECT v.id, v.time_zone, v.website FROM venues v WHERE v.id = $1`;

/** The categories by name, to map a feed's CATEGORIES. */
export const EVENT_TYPE_NAMES_SQL = `SELECT id, name::text AS name FROM event_types ORDER BY id`;

/**
 * An event already at the venue, not from this source, that a new import is likely a duplicate of: a similar name
 * (trigram similarity, pg_trgm) with a date starting within the same hour. Read from the listing's rows by venue and
 * day (event_search_venue_idx), so it costs what the venue's events of those days cost, not all of its events.
 * $1 venue, $2 start, $3 name, $4 source, $5 the start's local day.
 */
export const LIKELY_DUPLICATE_SQL = `
  SELECT e.id, e.name
  FROM event_search s
  JOIN events e ON e.id = s.event_id
  WHERE s.venue_id = $1 AND s.day BETWEEN $5::date - 1 AND $5::date + 1
    AND s.starts_at > $2::timestamptz - interval '1 hour' AND s.starts_at < $2::timestamptz + interval '1 hour'
    AND similarity(lower(e.name), lower($3)) >= 0.6
    AND NOT EXISTS (SELECT 1 FROM calendar_source_events x WHERE x.event_id = e.id AND x.source_id = $4)
  ORDER BY similarity(lower(e.name), lower($3)) DESC, e.id
  LIMIT 1`;

/** Rebuilds the search rows of events $1 (int[]): an unpublished event leaves the listings. */
export const REFRESH_EVENT_SEARCH_SQL = `SELECT refresh_event_search($1::int[])`;

/** The first event still to come at venue $1 after $2, with its start: what the demo calendar lists again. */
export const NEXT_VENUE_EVENT_SQL = `
  SELECT e.name, s.starts_at
  FROM event_search s JOIN events e ON e.id = s.event_id
  WHERE s.venue_id = $1 AND s.starts_at > $2
  ORDER BY s.starts_at, e.id
  LIMIT 1`;
