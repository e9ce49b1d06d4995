/**
 * SQL of the venue write path (add, suggest, edit, delete, the edit form's read), kept readable so it can be
 * EXPLAINed as is. Every statement runs inside the one transaction of its write.
 */

/** The columns the form writes, in the order of the $n parameters of INSERT_VENUE_SQL and UPDATE_VENUE_SQL. */
export const VENUE_WRITE_COLUMNS = [
  'name', 'website', 'phone', 'email', 'description', 'alternate_times', 'show_date_time_picker', 'show_alternate_times',
  'street', 'city', 'state', 'postal_code', 'country', 'lat', 'lon', 'time_zone', 'region', 'poi_type',
  'wikipedia_url', 'facebook_url', 'instagram_url', 'twitter_url', 'osm_type', 'osm_id', 'wikidata_id', 'notes',
  'hide_from_listing', 'recertify', 'name_es', 'description_es',
] as const;
export type VenueWriteColumn = (typeof VENUE_WRITE_COLUMNS)[number];

const COLUMN_LIST = VENUE_WRITE_COLUMNS.join(', ');
/** The parameters of the written columns, numbered from `first`. */
const valueList = (first: number): string => VENUE_WRITE_COLUMNS.map((_, i) => `$${i + first}`).join(', ');

/**
 * A new venue; the slug is unique (venues_slug_key), so a taken one inserts nothing and the caller retries with
 * the id appended. $1 slug, $2 published, $3.. VENUE_WRITE_COLUMNS.
 */
export const INSERT_VENUE_SQL = `
  INSERT INTO venues (slug, published, ${COLUMN_LIST})
  VALUES ($1, $2, ${valueList(3)})
  ON CONFLICT ON CONSTRAINT venues_slug_key DO NOTHING
  RETURNING id`;

/** The next venue id, for a slug with the id appended (`colonial-theatre-42`). */
export const NEXT_VENUE_ID_SQL = `SELECT nextval(pg_get_serial_sequence('venues', 'id'))::int AS id`;

/** A new venue under a slug that holds its own id (so it cannot be taken). $1 id, $2 slug, $3 published, $4.. columns. */
export const INSERT_VENUE_WITH_ID_SQL = `
  INSERT INTO venues (id, slug, published, ${COLUMN_LIST})
  VALUES ($1, $2, $3, ${valueList(4)})
  RETURNING id`;

/**
 * Rewrites the form's columns; answers the position and zone before the write, so the caller knows whether the
 * listings' copies must be rebuilt. The row is locked first, so two edits of one venue take turns.
 * $1 id, $2.. VENUE_WRITE_COLUMNS.
 */
export const UPDATE_VENUE_SQL = `
  WITH old AS (SELECT id, lat, lon, time_zone FROM venues WHERE id = $1 FOR UPDATE)
  UPDATE venues v SET (${COLUMN_LIST}, updated) = (${valueList(2)}, now())
  FROM old
  WHERE v.id = old.id
  RETURNING old.lat AS old_lat, old.lon AS old_lon, old.time_zone AS old_time_zone`;

export const DELETE_OPEN_TIMES_SQL = `DELETE FROM venue_open_times WHERE venue_id = $1`;

/**
 * Opening hours from parallel arrays (Monday = 0); the statement triggers of venue_open_times rebuild the card's
 * venues.open_times. $1 venue id, $2 smallint[] days, $3 bool[] closed, $4 time[] starts, $5 time[] ends.
 */
export const INSERT_OPEN_TIMES_SQL = `
  INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end)
  SELECT $1, r.day_of_week, r.closed, r.time_start, r.time_end
  FROM unnest($2::smallint[], $3::bool[], $4::time[], $5::time[]) AS r(day_of_week, closed, time_start, time_end)`;

/**
 * Who submitted an unpublished venue and how ('add' or 'suggest'): the editor desk's queue shows it and mails them
 * its decision. $1 venue id, $2 user id, $3 kind.
 */
export const MARK_SUBMISSION_SQL = `UPDATE venues SET submitted_by = $2, submission_kind = $3 WHERE id = $1`;

/** The submitting producer manages the new venue. $1 user id, $2 venue id. */
export const ADD_VENUE_MANAGER_SQL = `
  INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

/**
 * The lock every transaction that writes search rows takes first (the same key as the events module's
 * occurrence writes), so a venue write and the occurrence job never interleave their rows.
 */
export const LOCK_SEARCH_ROW_WRITES_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:occurrence-writes'))`;

/** Rebuilds the search rows of every event of the venue (they copy its position). $1 venue id. */
export const REFRESH_VENUE_EVENT_SEARCH_SQL = `
  SELECT refresh_event_search(coalesce(array_agg(e.id), '{}')) FROM events e WHERE e.venue_id = $1`;

/**
 * A venue that changes its zone keeps its events' wall-clock times (the series are local times), so each stored
 * occurrence moves to the same local date and time in the new zone: what expanding the series again would give.
 * First every occurrence is moved a century on, so the second step never meets a row not moved yet under the
 * (series, start) unique key. $1 venue id, $2 old zone, $3 new zone.
 */
export const PARK_VENUE_OCCURRENCES_SQL = `
  UPDATE event_occurrences o
  SET starts_at = o.starts_at + interval '100 years', ends_at = o.ends_at + interval '100 years'
  FROM events e
  WHERE e.venue_id = $1 AND o.event_id = e.id`;

export const REZONE_VENUE_OCCURRENCES_SQL = `
  UPDATE event_occurrences o
  SET starts_at = ((o.starts_at - interval '100 years') AT TIME ZONE $2) AT TIME ZONE $3,
      ends_at = ((o.ends_at - interval '100 years') AT TIME ZONE $2) AT TIME ZONE $3
  FROM events e
  WHERE e.venue_id = $1 AND o.event_id = e.id`;

/** Removes a venue; its events, occurrences, search rows, hours, managers and bookmarks go with it (ON DELETE CASCADE). */
export const DELETE_VENUE_SQL = `DELETE FROM venues WHERE id = $1 RETURNING id`;

/** One venue, published or not, with every field of the form and its hours (Monday = 0, 24-hour HH:MM). $1 id. */
export const VENUE_FORM_ROW_SQL = `
  SELECT v.id, v.slug, v.published, v.image_primary, v.image_thumbnail, ${VENUE_WRITE_COLUMNS.map((c) => `v.${c}`).join(', ')},
         coalesce((
           SELECT json_agg(json_build_object(
                    'day_of_week', ot.day_of_week, 'closed', ot.closed,
                    'time_start', to_char(ot.time_start, 'HH24:MI'), 'time_end', to_char(ot.time_end, 'HH24:MI'))
                  ORDER BY ot.day_of_week, ot.time_start NULLS FIRST, ot.id)
           FROM venue_open_times ot WHERE ot.venue_id = v.id), '[]'::json) AS open_times
  FROM venues v
  WHERE v.id = $1`;
