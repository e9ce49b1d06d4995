/**
 * SQL of the occurrence expansion (events module): series in, occurrences and search rows out.
 */

/** A series row as the expansion reads it: its rule and times, its event's venue and that venue's zone. */
const SERIES_WITH_ZONE = `
  SELECT d.id, d.event_id, d.frequency, d.date_recur,
         to_char(d.time_start, 'HH24:MI:SS') AS time_start, to_char(d.time_end, 'HH24:MI:SS') AS time_end,
         v.time_zone, e.venue_id
  FROM event_dates d
  JOIN events e ON e.id = d.event_id
  JOIN venues v ON v.id = e.venue_id`;

/** Series of the given events with their venue's zone. $1 int[] event ids. */
export const SERIES_FOR_EVENTS_SQL = `${SERIES_WITH_ZONE}
  WHERE d.event_id = ANY ($1::int[])
  ORDER BY d.event_id, d.id`;

/** One keyset page of every series that can still produce dates (the horizon job). $1 last id seen, $2 limit. */
export const SERIES_PAGE_SQL = `${SERIES_WITH_ZONE}
  WHERE d.id > $1
  ORDER BY d.id
  LIMIT $2`;

/** Forgets the occurrences of each event from its first day on. $1 int[] event ids, $2 date[] first days. */
export const DELETE_OCCURRENCES_FROM_SQL = `
  DELETE FROM event_occurrences o
  USING unnest($1::int[], $2::date[]) AS w(event_id, from_day)
  WHERE o.event_id = w.event_id AND o.local_day >= w.from_day`;

/**
 * Set-based insert of expanded occurrences; existing (series, start) pairs are kept.
 * $1 int[] event ids, $2 int[] series ids, $3 float8[] start (epoch s), $4 float8[] end (epoch s or NULL),
 * $5 date[] local days. Returns the events that got a new row.
 */
export const INSERT_OCCURRENCES_SQL = `
  INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
  SELECT r.event_id, r.event_date_id, to_timestamp(r.starts_s), to_timestamp(r.ends_s), r.local_day
  FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::date[])
       AS r(event_id, event_date_id, starts_s, ends_s, local_day)
  ON CONFLICT (event_date_id, starts_at) DO NOTHING
  RETURNING event_id`;

export const REFRESH_EVENT_SEARCH_SQL = `SELECT refresh_event_search($1::int[])`;

/**
 * The horizon job's name (occurrences.scheduler.ts) and lock name (DatabaseService.withJobLock): of the boot runs and
 * the job engine's run, one expands at a time, the others skip, never wait.
 */
export const HORIZON_JOB_NAME = 'occurrence-horizon';

/**
 * Every transaction that writes occurrences or search rows takes this lock first, so the job and event
 * writes never interleave their inserts (two transactions inserting the same keys in another order would
 * deadlock). The transactions are short: one batch or one page each.
 */
export const LOCK_OCCURRENCE_WRITES_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:occurrence-writes'))`;

export const READ_HORIZON_SQL = `SELECT expanded_through::text AS expanded_through FROM occurrence_horizon WHERE singleton`;

/** $1 date expanded through. */
export const WRITE_HORIZON_SQL = `
  INSERT INTO occurrence_horizon (singleton, expanded_through, updated) VALUES (true, $1::date, now())
  ON CONFLICT (singleton) DO UPDATE SET expanded_through = greatest(occurrence_horizon.expanded_through, EXCLUDED.expanded_through), updated = now()`;

/**
 * Drops search rows before each venue's local yesterday (the listing never searches the past); the
 * occurrences themselves stay as history. $1 the UTC date (no zone's yesterday is later), $2 now (the Clock's
 * instant, whose UTC date $1 is).
 */
export const PRUNE_EVENT_SEARCH_SQL = `
  DELETE FROM event_search s
  USING venues v
  WHERE s.day < $1::date AND v.id = s.venue_id
    AND s.day < ($2::timestamptz AT TIME ZONE v.time_zone)::date - 1`;

/** Venues of the given events. $1 int[] event ids. */
export const VENUES_OF_EVENTS_SQL = `SELECT DISTINCT venue_id FROM events WHERE id = ANY ($1::int[])`;
