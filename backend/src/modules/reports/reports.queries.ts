import { REGION_TIME_ZONE } from '../../common/region/region-time.js';

/**
 * SQL of the staff reports (issue 16), kept readable so each can be EXPLAINed as is. Ranges are of the region's days
 * ($1 to $2, inclusive).
 */

const LOCAL_DAY = (column: string) => `(${column} AT TIME ZONE '${REGION_TIME_ZONE}')::date`;

/** Sign-ups per day of the range. */
export const SIGNUPS_BY_DAY_SQL = `
  SELECT ${LOCAL_DAY('created')}::text AS key, count(*)::int AS count
  FROM users
  WHERE ${LOCAL_DAY('created')} BETWEEN $1::date AND $2::date
  GROUP BY 1 ORDER BY 1`;

/** Sign-ups per ISO week (yyyy-Www) of the range. */
export const SIGNUPS_BY_WEEK_SQL = `
  SELECT to_char(${LOCAL_DAY('created')}, 'IYYY-"W"IW') AS key, count(*)::int AS count
  FROM users
  WHERE ${LOCAL_DAY('created')} BETWEEN $1::date AND $2::date
  GROUP BY 1 ORDER BY 1`;

/** Sign-ups of the range by how the account was made: its first social account's provider, else e-mail. */
export const SIGNUPS_BY_METHOD_SQL = `
  SELECT COALESCE(
           (SELECT s.provider FROM social_accounts s WHERE s.user_id = u.id ORDER BY s.created, s.id LIMIT 1),
           'email') AS key,
         count(*)::int AS count
  FROM users u
  WHERE ${LOCAL_DAY('u.created')} BETWEEN $1::date AND $2::date
  GROUP BY 1 ORDER BY 2 DESC, 1`;

/** Every account now, by role (a producer manages at least one venue). */
export const ACCOUNTS_BY_ROLE_SQL = `
  SELECT count(*)::int AS users,
         (SELECT count(DISTINCT m.user_id)::int FROM venue_managers m) AS producers,
         count(*) FILTER (WHERE is_editor)::int AS editors,
         count(*) FILTER (WHERE is_zeditor)::int AS zeditors,
         count(*) FILTER (WHERE is_staff)::int AS staff,
         count(*) FILTER (WHERE is_superuser)::int AS superusers
  FROM users`;

/** Subscriptions now by status and plan. */
export const SUBSCRIPTIONS_SQL = `
  SELECT status, plan, count(*)::int AS count
  FROM subscriptions
  GROUP BY status, plan ORDER BY status, plan`;

/**
 * Per actor of the staff-actions record in the range: each action counted, and the median time from a claim's
 * creation (detail.claimCreated) to this editor's accept or reject.
 */
export const EDITOR_REPORT_SQL = `
  SELECT a.actor_id AS user_id, u.username::text AS username,
    count(*) FILTER (WHERE a.action = 'claim_start')::int AS claims_started,
    count(*) FILTER (WHERE a.action = 'claim_accept')::int AS claims_accepted,
    count(*) FILTER (WHERE a.action = 'claim_reject')::int AS claims_rejected,
    count(*) FILTER (WHERE a.action = 'venue_publish')::int AS venues_published,
    count(*) FILTER (WHERE a.action = 'venue_merge')::int AS venues_merged,
    count(*) FILTER (WHERE a.action = 'venue_reject')::int AS venues_rejected,
    count(*) FILTER (WHERE a.action = 'venue_create')::int AS venues_created,
    count(*) FILTER (WHERE a.action = 'venue_edit')::int AS venues_edited,
    count(*) FILTER (WHERE a.action = 'event_create')::int AS events_created,
    count(*) FILTER (WHERE a.action = 'event_edit')::int AS events_edited,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.created - (a.detail->>'claimCreated')::timestamptz))
      FILTER (WHERE a.action IN ('claim_accept', 'claim_reject')
                AND a.detail->>'claimCreated' ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})$') AS median_seconds
  FROM staff_actions a
  JOIN users u ON u.id = a.actor_id
  WHERE ${LOCAL_DAY('a.created')} BETWEEN $1::date AND $2::date
  GROUP BY a.actor_id, u.username
  ORDER BY u.username`;

/**
 * Every venue with what the POI QA checks read: its opening hours, an occurrence in the $1 days from $3 (the product
 * clock's now), and the similar names (pg_trgm similarity over 0.5) within $2 metres (GiST on earth).
 */
export const POI_QA_VENUES_SQL = `
  SELECT v.id, v.name, v.city, v.state, v.postal_code, v.country, v.lat, v.lon, v.time_zone, v.recertify,
    EXISTS (SELECT 1 FROM venue_open_times t WHERE t.venue_id = v.id) AS has_hours,
    EXISTS (
      SELECT 1 FROM events e JOIN event_occurrences o ON o.event_id = e.id
      WHERE e.venue_id = v.id AND o.starts_at >= $3::timestamptz AND o.starts_at < $3::timestamptz + make_interval(days => $1::int)
    ) AS has_upcoming,
    (SELECT string_agg(d.name || ' (#' || d.id || ')', ', ' ORDER BY d.id)
       FROM venues d
      WHERE d.id <> v.id
        AND earth_box(v.earth, $2::float8) @> d.earth
        AND earth_distance(v.earth, d.earth) < $2::float8
        AND similarity(d.name, v.name) > 0.5) AS duplicates
  FROM venues v
  ORDER BY v.name, v.id`;
