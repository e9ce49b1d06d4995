/**
 * SQL of the site analytics (issue 16), kept readable so each statement can be EXPLAINed as is. Days are the region's
 * calendar days, computed by the caller (analyticsToday) so tests can move the clock.
 */

/** The day's salt, made once: 32 random bytes from two random UUIDs. Waits for a concurrent maker, then does nothing. */
export const ENSURE_SALT_SQL = `
  INSERT INTO analytics_salts (day, salt)
  VALUES ($1::date, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
  ON CONFLICT (day) DO NOTHING`;

/**
 * Stores page views of many beacons (the write buffer's batch). Per view: $1 day, $2 the visitor's address and user
 * agent (hashed with that day's salt here, so the salt never leaves PostgreSQL), $3 path, $4 the venue id the path
 * names, $5 the event id the path names, $6 the time seen, $7 the page view id. A page naming a venue or an event that
 * does not exist is dropped; an event page counts for its venue; a page view id already stored counts no more. Its commit does not wait for the disk (synchronous_commit off for this
 * statement's transaction): a crash may lose the last moment of page views, which analytics can spare. Without a
 * day's salt the visitor is NULL and the insert fails (NOT NULL), so the caller makes the salt and tries again.
 */
export const INSERT_HITS_SQL = `
  WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
  INSERT INTO analytics_hits (day, visitor, path, venue_id, event_id, seen_at, page_view)
  SELECT h.day,
         sha256((SELECT s.salt FROM analytics_salts s WHERE s.day = h.day) || convert_to(h.visitor_key, 'UTF8')),
         h.path, COALESCE(v.id, e.venue_id), e.id, h.seen_at, h.page_view
  FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::int[], $6::timestamptz[], $7::uuid[])
       AS h(day, visitor_key, path, venue_ref, event_ref, seen_at, page_view)
  CROSS JOIN async_commit
  LEFT JOIN venues v ON v.id = h.venue_ref
  LEFT JOIN events e ON e.id = h.event_ref
  WHERE (h.venue_ref IS NULL OR v.id IS NOT NULL) AND (h.event_ref IS NULL OR e.id IS NOT NULL)
  ON CONFLICT (page_view) DO NOTHING`;

/** Views refused, counted per day and reason. $1 days, $2 reasons, $3 counts (the buffer's tallies). */
export const COUNT_DROPPED_SQL = `
  INSERT INTO analytics_dropped_daily AS d (day, reason, count)
  SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
  ON CONFLICT (day, reason) DO UPDATE SET count = d.count + EXCLUDED.count`;

/** Memory for the rollup's sorts, for its transaction only. */
export const ROLLUP_WORK_MEM_SQL = `SET LOCAL work_mem = '256MB'`;

/**
 * The rollup's working set: every stored hit numbered into sessions. A visitor's session ends where the gap to the
 * next view reaches $1 minutes; the visitor hash changes every day, so no session crosses a day.
 */
export const ROLLUP_HITS_SQL = `
  CREATE TEMP TABLE rollup_hits ON COMMIT DROP AS
  SELECT day, visitor, path, venue_id, seen_at,
         sum(starts) OVER (PARTITION BY day, visitor ORDER BY seen_at, id) AS session
  FROM (
    SELECT id, day, visitor, path, venue_id, seen_at,
           CASE WHEN seen_at - lag(seen_at) OVER (PARTITION BY day, visitor ORDER BY seen_at, id) < make_interval(mins => $1::int)
                THEN 0 ELSE 1 END AS starts
    FROM analytics_hits
  ) marked`;

/** One row per session of the working set: its views and its length (first to last view). */
export const ROLLUP_SESSIONS_SQL = `
  CREATE TEMP TABLE rollup_sessions ON COMMIT DROP AS
  SELECT day, visitor, session, count(*) AS views, extract(epoch FROM max(seen_at) - min(seen_at))::bigint AS seconds
  FROM rollup_hits
  GROUP BY day, visitor, session`;

/** The days the working set holds: their aggregates are recomputed whole from it. */
export const CLEAR_SITE_DAYS_SQL = `DELETE FROM analytics_site_daily WHERE day IN (SELECT DISTINCT day FROM rollup_hits)`;
export const CLEAR_PAGE_DAYS_SQL = `DELETE FROM analytics_page_daily WHERE day IN (SELECT DISTINCT day FROM rollup_hits)`;
export const CLEAR_VENUE_DAYS_SQL = `DELETE FROM analytics_venue_daily WHERE day IN (SELECT DISTINCT day FROM rollup_hits)`;

export const INSERT_SITE_DAYS_SQL = `
  INSERT INTO analytics_site_daily (day, views, visitors, sessions, session_seconds)
  SELECT day, sum(views), count(DISTINCT visitor), count(*), sum(seconds)
  FROM rollup_sessions
  GROUP BY day`;

/** Per page: its views, its visitors, the sessions that saw it and their whole length. */
export const INSERT_PAGE_DAYS_SQL = `
  INSERT INTO analytics_page_daily (day, path, views, visitors, sessions, session_seconds)
  SELECT h.day, h.path, sum(h.views), count(DISTINCT h.visitor), count(*), sum(s.seconds)
  FROM (SELECT day, path, visitor, session, count(*) AS views FROM rollup_hits GROUP BY day, path, visitor, session) h
  JOIN rollup_sessions s USING (day, visitor, session)
  GROUP BY h.day, h.path`;

/** Per venue: the views of its page and its events' pages, the visitors and sessions that saw one of them. */
export const INSERT_VENUE_DAYS_SQL = `
  INSERT INTO analytics_venue_daily (venue_id, day, views, visitors, sessions, session_seconds)
  SELECT h.venue_id, h.day, sum(h.views), count(DISTINCT h.visitor), count(*), sum(s.seconds)
  FROM (
    SELECT venue_id, day, visitor, session, count(*) AS views
    FROM rollup_hits WHERE venue_id IS NOT NULL
    GROUP BY venue_id, day, visitor, session
  ) h
  JOIN rollup_sessions s USING (day, visitor, session)
  GROUP BY h.venue_id, h.day`;

/**
 * The site's impressions per kind of today and yesterday ($1 = today), summed again from impression_daily: the days
 * before are final (impressions count into today's rows only).
 */
export const CLEAR_IMPRESSION_KINDS_SQL = `DELETE FROM analytics_impression_kinds_daily WHERE day >= $1::date - 1`;
export const INSERT_IMPRESSION_KINDS_SQL = `
  INSERT INTO analytics_impression_kinds_daily (day, kind, count)
  SELECT day, kind, sum(count) FROM impression_daily WHERE day >= $1::date - 1 GROUP BY day, kind`;

/** Hits and salts of the days that are over ($1 = today): their aggregates are final, the salts are forgotten. */
export const PRUNE_HITS_SQL = `DELETE FROM analytics_hits WHERE day < $1::date`;
export const PRUNE_SALTS_SQL = `DELETE FROM analytics_salts WHERE day < $1::date`;

/** The site's figures per day of a range ($1 to $2). */
export const SITE_DAYS_SQL = `
  SELECT day::text AS day, views, visitors, sessions, session_seconds::int AS session_seconds
  FROM analytics_site_daily
  WHERE day BETWEEN $1::date AND $2::date
  ORDER BY day`;

/** One venue's figures per day of a range ($1 venue, $2 to $3). */
export const VENUE_DAYS_SQL = `
  SELECT day::text AS day, views, visitors, sessions, session_seconds::int AS session_seconds
  FROM analytics_venue_daily
  WHERE venue_id = $1 AND day BETWEEN $2::date AND $3::date
  ORDER BY day`;

/** Page views per venue of a list ($1 venue ids) over a range ($2 to $3): the producer home's "this week". */
export const VENUES_VIEWS_SQL = `
  SELECT venue_id, sum(views)::int AS views
  FROM analytics_venue_daily
  WHERE venue_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date
  GROUP BY venue_id`;

/** The site's card and detail impressions per kind over a range ($1 to $2), as of the last rollup. */
export const SITE_IMPRESSIONS_SQL = `
  SELECT kind, sum(count)::int AS count
  FROM analytics_impression_kinds_daily
  WHERE day BETWEEN $1::date AND $2::date
  GROUP BY kind`;

/**
 * A venue's impressions and its events' per kind over a range ($1 venue, $2 to $3): two branches, each reading the
 * impressions primary key (kind, object, day) for its objects, instead of one OR that scans every row.
 */
export const VENUE_IMPRESSIONS_SQL = `
  SELECT kind, sum(count)::int AS count
  FROM (
    SELECT d.kind, d.count
    FROM impression_daily d
    WHERE d.kind IN ('poi_card', 'poi_detail') AND d.object_id = $1 AND d.day BETWEEN $2::date AND $3::date
    UNION ALL
    SELECT d.kind, d.count
    FROM events e
    JOIN impression_daily d ON d.kind IN ('event_card', 'event_detail') AND d.object_id = e.id AND d.day BETWEEN $2::date AND $3::date
    WHERE e.venue_id = $1
  ) seen
  GROUP BY kind`;

/** A venue's name, or nothing when it does not exist. */
export const VENUE_NAME_SQL = `SELECT id, name FROM venues WHERE id = $1`;

/** All-time card and detail impressions of the venue ($1). */
export const VENUE_ALL_TIME_SQL = `
  SELECT
    COALESCE(sum(count) FILTER (WHERE kind = 'poi_card'), 0)::int AS card,
    COALESCE(sum(count) FILTER (WHERE kind = 'poi_detail'), 0)::int AS detail
  FROM impression_daily
  WHERE kind IN ('poi_card', 'poi_detail') AND object_id = $1`;

/** All-time card and detail impressions of each event of the venue ($1), by name. */
export const VENUE_EVENTS_ALL_TIME_SQL = `
  SELECT e.id, e.name,
    COALESCE(sum(d.count) FILTER (WHERE d.kind = 'event_card'), 0)::int AS card,
    COALESCE(sum(d.count) FILTER (WHERE d.kind = 'event_detail'), 0)::int AS detail
  FROM events e
  LEFT JOIN impression_daily d ON d.kind IN ('event_card', 'event_detail') AND d.object_id = e.id
  WHERE e.venue_id = $1
  GROUP BY e.id, e.name
  ORDER BY e.name, e.id`;
