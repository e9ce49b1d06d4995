import type { WidgetOrdering } from '@events/contracts/widgets';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { SAVED_SEARCH_COLUMNS } from '../saved-searches/saved-search.read-model.js';

/**
 * SQL of the widgets module, kept readable so it can be EXPLAINed as is: the producers' calendars, the raw hits and
 * their rollup, and the metrics read. Days are the region's calendar days (common/region/region-time.ts).
 */

/** A calendar with the name of its saved search and its owner's distance unit (the search's radius is in it). */
const WIDGET_COLUMNS = `w.id, w.user_id, w.title, w.search_id, s.search_name, u.distance_units, w.default_view, w.show_views, w.show_categories,
  w.show_subscribe, w.language, w.created, w.updated`;
const WIDGET_FROM = `widgets w JOIN saved_searches s ON s.id = w.search_id JOIN users u ON u.id = w.user_id`;

export const OWN_WIDGET_SQL = `
  SELECT ${WIDGET_COLUMNS}
  FROM ${WIDGET_FROM}
  WHERE w.user_id = $1 AND w.id = $2`;

/**
 * Everything a widget page needs before its listing, in one statement ($1 widget): the saved search's own columns
 * (SavedSearchRow), the calendar's, the subscription that pays for each venue its owner manages (picked as the billing
 * module picks it; BillingService.isPublishing judges them) and the render generation its cached pages are keyed on.
 */
export const WIDGET_PAGE_STATE_SQL = `
  SELECT ss.*, w.id AS widget_id, w.user_id AS widget_user_id, w.title AS widget_title, w.updated AS widget_updated,
         w.default_view, w.show_views, w.show_categories, w.show_subscribe, w.language,
         u.distance_units,
         (SELECT generation FROM widget_render_generation WHERE singleton)::text AS render_generation,
         ARRAY(
           SELECT json_build_object('status', s.status, 'pastDueSince', s.past_due_since, 'updated', s.updated)
           FROM venue_managers m
           JOIN LATERAL (
             SELECT * FROM subscriptions s
             WHERE s.venue_id = m.venue_id OR (s.venue_id IS NULL AND s.user_id = m.user_id)
             ORDER BY (s.venue_id IS NOT NULL) DESC, (s.status IN ('active', 'trialing')) DESC, s.updated DESC, s.id DESC
             LIMIT 1
           ) s ON true
           WHERE m.user_id = w.user_id
         ) AS subscriptions
  FROM widgets w
  JOIN users u ON u.id = w.user_id
  JOIN LATERAL (
    SELECT ${SAVED_SEARCH_COLUMNS}
    FROM saved_searches s
    LEFT JOIN search_addresses a ON a.id = s.address_id
    WHERE s.id = w.search_id
  ) ss ON true
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

/**
 * $1 user, $2 search (must be the user's own: the insert selects it from their searches), $3 title, then the view
 * and controls: $4 default_view, $5 show_views, $6 show_categories, $7 show_subscribe; $8 whether the language is
 * given, $9 the language (null: the reader's).
 */
export const INSERT_WIDGET_SQL = `
  INSERT INTO widgets (user_id, search_id, title, default_view, show_views, show_categories, show_subscribe, language)
  SELECT $1, s.id, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN $9::varchar ELSE NULL END
  FROM saved_searches s WHERE s.id = $2 AND s.user_id = $1
  RETURNING id`;

/**
 * $1 user, $2 widget, $3 search (the user's own), $4 title, $5-$10 as INSERT_WIDGET_SQL's $4-$9 (a language not
 * given keeps the calendar's); a row when it was the user's.
 */
export const UPDATE_WIDGET_SQL = `
  UPDATE widgets w SET search_id = $3, title = $4, default_view = $5, show_views = $6, show_categories = $7, show_subscribe = $8,
         language = CASE WHEN $9::boolean THEN $10::varchar ELSE w.language END, updated = now()
  WHERE w.user_id = $1 AND w.id = $2 AND EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = $3 AND s.user_id = $1)
  RETURNING w.id`;

export const DELETE_WIDGET_SQL = `DELETE FROM widgets WHERE user_id = $1 AND id = $2 RETURNING id`;

export const OWN_SEARCH_EXISTS_SQL = `SELECT EXISTS (SELECT 1 FROM saved_searches WHERE user_id = $1 AND id = $2) AS found`;

/** Kind codes of widget_hits_raw. */
export const HIT_KIND_CODE = { widget: 1, event: 2 } as const;

/**
 * Appends hits in one statement: $1 widget ids int[], $2 kinds smallint[], $3 event ids int[] (null for widget
 * hits), $4 hosts text[], $5 when they arrived (the Clock's instant: the rollup files them under its region day and
 * compares them with its own instant). Hits naming a widget that does not exist (or an event that does not) are
 * dropped. Answers the number stored.
 */
export const INSERT_HITS_SQL = `
  WITH stored AS (
    INSERT INTO widget_hits_raw (widget_id, kind, event_id, host, hit_at)
    SELECT h.widget_id, h.kind, h.event_id, h.host, $5::timestamptz
    FROM unnest($1::int[], $2::smallint[], $3::int[], $4::text[]) AS h(widget_id, kind, event_id, host)
    WHERE EXISTS (SELECT 1 FROM widgets w WHERE w.id = h.widget_id)
      AND (h.event_id IS NULL OR EXISTS (SELECT 1 FROM events e WHERE e.id = h.event_id))
    RETURNING 1
  )
  SELECT count(*)::int AS stored FROM stored`;

/**
 * Rolls up the raw hits that arrived after the last rollup and are at least $1 seconds old at $2 (the Clock's
 * instant, the source of hit_at) into per widget, region
 * day and host counts, and moves the watermark to that cut-off (the state row is locked for the statement, so two
 * rollups can never add the same hits). Hits of widgets deleted meanwhile are left out. With no new raw hit it
 * writes nothing at all. Answers the hits counted.
 */
export const ROLL_UP_HITS_SQL = `
  WITH bounds AS (
    SELECT rolled_up_to AS after, $2::timestamptz - make_interval(secs => $1::int) AS upto
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

/** Deletes raw hits that are rolled up and older than $1 hours at $2 (the Clock's instant); answers how many. */
export const PRUNE_HITS_SQL = `
  WITH gone AS (
    DELETE FROM widget_hits_raw
    WHERE hit_at <= (SELECT rolled_up_to FROM widget_hits_rollup_state WHERE singleton)
      AND hit_at < $2::timestamptz - make_interval(hours => $1::int)
    RETURNING 1
  )
  SELECT count(*)::int AS pruned FROM gone`;

/**
 * The metrics answer of one widget, summed in the database from its rollup rows (served by
 * widget_hits_daily_widget_day_idx): $1 widget, $2 first day or null (all time: from its first day with traffic),
 * $3 last day or null, $4 the last day of the day axis (today when $3 is null), $5 hosts left out of the summary,
 * days and months (the host table still lists them, so the page can put them back), $6 the user asking: `owned` is
 * false (and nothing is read) when the widget is not theirs. Every day of the range is a key, zeros included, so the
 * chart's axis is continuous.
 */
export const WIDGET_METRICS_SQL = `
  WITH owner AS (
    SELECT EXISTS (SELECT 1 FROM widgets WHERE id = $1 AND user_id = $6) AS owned
  ), r AS (
    SELECT day, host, widget_hit_ct, event_hit_ct, host <> ALL ($5::text[]) AS kept
    FROM widget_hits_daily
    WHERE widget_id = $1 AND (SELECT owned FROM owner)
      AND ($2::date IS NULL OR day >= $2::date)
      AND ($3::date IS NULL OR day <= $3::date)
  ), axis AS (
    SELECT d::date AS day FROM generate_series(coalesce($2::date, (SELECT min(day) FROM r)), $4::date, interval '1 day') AS d
  ), counted AS (
    SELECT day, sum(widget_hit_ct) FILTER (WHERE kept) AS w, sum(event_hit_ct) FILTER (WHERE kept) AS e
    FROM r GROUP BY day
  ), days AS (
    SELECT coalesce(a.day, c.day) AS day, coalesce(c.w, 0) AS w, coalesce(c.e, 0) AS e
    FROM axis a FULL JOIN counted c ON c.day = a.day
  ), months AS (
    SELECT to_char(day, 'YYYY-MM') AS month, sum(w) AS w, sum(e) AS e FROM days GROUP BY 1
  ), hosts AS (
    SELECT host, sum(widget_hit_ct) AS w, sum(event_hit_ct) AS e FROM r GROUP BY host
  )
  SELECT
    (SELECT owned FROM owner) AS owned,
    (SELECT json_build_object('widgetHitCt', coalesce(sum(w), 0), 'eventHitCt', coalesce(sum(e), 0)) FROM days) AS summary,
    (SELECT coalesce(json_object_agg(to_char(day, 'YYYY-MM-DD'), json_build_object('widgetHitCt', w, 'eventHitCt', e) ORDER BY day), '{}')
     FROM days) AS by_day,
    (SELECT coalesce(json_object_agg(month, json_build_object('widgetHitCt', w, 'eventHitCt', e) ORDER BY month), '{}')
     FROM months) AS by_month,
    (SELECT coalesce(json_agg(json_build_object('host', host, 'widgetHitCt', w, 'eventHitCt', e) ORDER BY w DESC, e DESC, host COLLATE "C"), '[]')
     FROM hosts) AS by_host`;
