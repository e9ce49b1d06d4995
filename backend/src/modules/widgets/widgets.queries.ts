import type { WidgetOrdering } from '@events/contracts/widgets';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';

/**
 * SQL of the widgets module, kept readable so it can be EXPLAINed as is: the producers' calendars, the raw hits and
 * their rollup, and the metrics read. Days are the region's calendar days (common/region/region-time.ts).
 */

/** A calendar with the name of its saved search and its owner's distance unit (the search's radius is in it). */
const WIDGET_COLUMNS = `w.id, w.user_id, w.title, w.search_id, s.search_name, u.distance_units, w.created, w.updated`;
const WIDGET_FROM = `widgets w JOIN saved_searches s ON s.id = w.search_id JOIN users u ON u.id = w.user_id`;

export const OWN_WIDGET_SQL = `
  SELECT ${WIDGET_COLUMNS}
  FROM ${WIDGET_FROM}
  WHERE w.user_id = $1 AND w.id = $2`;

/** Any calendar by id, for its public page (the owner is read to check their subscription). */
export const WIDGET_BY_ID_SQL = `
  SELECT ${WIDGET_COLUMNS}
  FROM ${WIDGET_FROM}
  WHERE w.id = $1`;

const ORDER: Record<WidgetOrdering, string> = {
  '-updated': 'w.updated DESC, w.id DESC',
  '-created': 'w.created DESC, w.id DESC',
};

/** $1 user, $2 limit, $3 offset. */
export const WIDGET_PAGE_SQL: Record<WidgetOrdering, string> = {
  '-updated': `SELECT ${WIDGET_COLUMNS} FROM ${WIDGET_FROM}
    WHERE w.user_id = $1 ORDER BY ${ORDER['-updated']} LIMIT $2 OFFSET $3`,
  '-created': `SELECT ${WIDGET_COLUMNS} FROM ${WIDGET_FROM}
    WHERE w.user_id = $1 ORDER BY ${ORDER['-created']} LIMIT $2 OFFSET $3`,
};

export const COUNT_WIDGETS_SQL = `SELECT count(*)::int AS total FROM widgets WHERE user_id = $1`;

/** $1 user, $2 search (must be the user's own: the insert selects it from their searches), $3 title. */
export const INSERT_WIDGET_SQL = `
  INSERT INTO widgets (user_id, search_id, title)
  SELECT $1, s.id, $3 FROM saved_searches s WHERE s.id = $2 AND s.user_id = $1
  RETURNING id`;

/** $1 user, $2 widget, $3 search (the user's own), $4 title; answers a row when the widget was the user's. */
export const UPDATE_WIDGET_SQL = `
  UPDATE widgets w SET search_id = $3, title = $4, updated = now()
  WHERE w.user_id = $1 AND w.id = $2 AND EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = $3 AND s.user_id = $1)
  RETURNING w.id`;

export const DELETE_WIDGET_SQL = `DELETE FROM widgets WHERE user_id = $1 AND id = $2 RETURNING id`;

export const OWN_SEARCH_EXISTS_SQL = `SELECT EXISTS (SELECT 1 FROM saved_searches WHERE user_id = $1 AND id = $2) AS found`;

/** Kind codes of widget_hits_raw. */
export const HIT_KIND_CODE = { widget: 1, event: 2 } as const;

/**
 * Appends hits in one statement: $1 widget ids int[], $2 kinds smallint[], $3 event ids int[] (null for widget
 * hits), $4 hosts text[]. Hits naming a widget that does not exist (or an event that does not) are dropped. Answers
 * the number stored.
 */
export const INSERT_HITS_SQL = `
  WITH stored AS (
    INSERT INTO widget_hits_raw (widget_id, kind, event_id, host)
    SELECT h.widget_id, h.kind, h.event_id, h.host
    FROM unnest($1::int[], $2::smallint[], $3::int[], $4::text[]) AS h(widget_id, kind, event_id, host)
    WHERE EXISTS (SELECT 1 FROM widgets w WHERE w.id = h.widget_id)
      AND (h.event_id IS NULL OR EXISTS (SELECT 1 FROM events e WHERE e.id = h.event_id))
    RETURNING 1
  )
  SELECT count(*)::int AS stored FROM stored`;

/**
 * Rolls up the raw hits that arrived after the last rollup and are at least $1 seconds old into per widget, region
 * day and host counts, and moves the watermark to that cut-off (the state row is locked for the statement, so two
 * rollups can never add the same hits). Hits of widgets deleted meanwhile are left out. With no new raw hit it
 * writes nothing at all. Answers the hits counted.
 */
export const ROLL_UP_HITS_SQL = `
  WITH bounds AS (
    SELECT rolled_up_to AS after, now() - make_interval(secs => $1::int) AS upto
    FROM widget_hits_rollup_state WHERE singleton FOR UPDATE
  ), grouped AS (
    SELECT r.widget_id, (r.hit_at AT TIME ZONE '${REGION_TIME_ZONE}')::date AS day, r.host,
           count(*) FILTER (WHERE r.kind = ${HIT_KIND_CODE.widget}) AS widget_hit_ct,
           count(*) FILTER (WHERE r.kind = ${HIT_KIND_CODE.event}) AS event_hit_ct
    FROM widget_hits_raw r, bounds b
    WHERE r.hit_at > b.after AND r.hit_at <= b.upto
      AND EXISTS (SELECT 1 FROM widgets w WHERE w.id = r.widget_id)
    GROUP BY 1, 2, 3
  ), added AS (
    INSERT INTO widget_hits_daily AS d (widget_id, day, host, widget_hit_ct, event_hit_ct)
    SELECT widget_id, day, host, widget_hit_ct, event_hit_ct FROM grouped
    ORDER BY widget_id, day, host
    ON CONFLICT (widget_id, day, host) DO UPDATE
      SET widget_hit_ct = d.widget_hit_ct + EXCLUDED.widget_hit_ct, event_hit_ct = d.event_hit_ct + EXCLUDED.event_hit_ct
    RETURNING 1
  ), moved AS (
    UPDATE widget_hits_rollup_state s SET rolled_up_to = b.upto FROM bounds b
    WHERE s.singleton AND EXISTS (SELECT 1 FROM widget_hits_raw r WHERE r.hit_at > b.after AND r.hit_at <= b.upto)
    RETURNING 1
  )
  SELECT (SELECT coalesce(sum(widget_hit_ct + event_hit_ct), 0)::bigint FROM grouped) AS hits,
         (SELECT count(*)::int FROM added) AS groups,
         (SELECT count(*)::int FROM moved) AS moved`;

/** Deletes raw hits that are rolled up and older than $1 hours; answers how many. */
export const PRUNE_HITS_SQL = `
  WITH gone AS (
    DELETE FROM widget_hits_raw
    WHERE hit_at <= (SELECT rolled_up_to FROM widget_hits_rollup_state WHERE singleton)
      AND hit_at < now() - make_interval(hours => $1::int)
    RETURNING 1
  )
  SELECT count(*)::int AS pruned FROM gone`;

/**
 * The rollup rows of one widget: $1 widget, $2 first day or null (all time), $3 last day or null. Per day and host,
 * so the service sums days, months and hosts (excluded hosts stay in the host table) from one read.
 */
export const WIDGET_DAILY_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, host, widget_hit_ct::int AS widget_hit_ct, event_hit_ct::int AS event_hit_ct
  FROM widget_hits_daily
  WHERE widget_id = $1
    AND ($2::date IS NULL OR day >= $2::date)
    AND ($3::date IS NULL OR day <= $3::date)
  ORDER BY day`;
