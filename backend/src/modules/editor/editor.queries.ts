/**
 * SQL of the editor desk: the venue moderation queue (with each item's likely duplicates), its decisions, and the
 * editor profile. Kept readable so each statement can be EXPLAINed as is.
 */
import { DUPLICATE_NAME_SIMILARITY, DUPLICATE_RADIUS_METRES } from '@events/contracts/editor';

/** What brought a venue to the queue (contracts QUEUE_KINDS), from its columns. */
const KIND = `CASE WHEN v.published THEN 'recertify' WHEN v.submission_kind = 'suggest' THEN 'suggestion' ELSE 'submission' END`;

/**
 * One page of the queue: unpublished or recertify venues (venues_moderation_idx), each with up to 3 likely
 * duplicates: another venue within DUPLICATE_RADIUS_METRES whose name is similar (pg_trgm), nearest first.
 * $1 kind or NULL, $2 town (case-insensitive) or NULL, $3 limit, $4 offset.
 */
function queuePage(order: 'ASC' | 'DESC'): string {
  return `
  WITH queued AS (
    SELECT v.*, ${KIND} AS kind
    FROM venues v
    WHERE (NOT v.published OR v.recertify)
  ), page AS (
    SELECT q.*, count(*) OVER () AS total
    FROM queued q
    WHERE ($1::text IS NULL OR q.kind = $1) AND ($2::text IS NULL OR lower(q.city) = lower($2))
    ORDER BY q.created ${order}, q.id ${order}
    LIMIT $3 OFFSET $4
  )
  SELECT p.id, p.kind, p.name, p.street, p.city, p.state, p.postal_code, p.website, p.phone, p.email, p.lat, p.lon,
         p.published, p.created, p.total::int AS total,
         u.id AS user_id, u.username::text AS username, u.email::text AS user_email,
         coalesce(dup.items, '[]'::json) AS duplicates
  FROM page p
  LEFT JOIN users u ON u.id = p.submitted_by
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'id', d.id, 'name', d.name, 'published', d.published, 'distance', d.distance, 'lat', d.lat, 'lon', d.lon,
             'street', d.street, 'city', d.city, 'state', d.state, 'postal_code', d.postal_code,
             'website', d.website, 'phone', d.phone, 'email', d.email) ORDER BY d.distance, d.id) AS items
    FROM (
      SELECT o.*, round(earth_distance(o.earth, p.earth))::int AS distance
      FROM venues o
      WHERE o.id <> p.id
        AND earth_box(p.earth, ${DUPLICATE_RADIUS_METRES}) @> o.earth
        AND earth_distance(o.earth, p.earth) <= ${DUPLICATE_RADIUS_METRES}
        AND similarity(o.name, p.name) >= ${DUPLICATE_NAME_SIMILARITY}
      ORDER BY earth_distance(o.earth, p.earth), o.id
      LIMIT 3
    ) d
  ) dup ON true
  ORDER BY p.created ${order}, p.id ${order}`;
}

export const QUEUE_OLDEST_FIRST_SQL = queuePage('ASC');
export const QUEUE_NEWEST_FIRST_SQL = queuePage('DESC');

/**
 * How many venues the queue holds under a filter, for a page past the last one (which has no row to carry the
 * total). $1 kind or NULL, $2 town (case-insensitive) or NULL.
 */
export const QUEUE_COUNT_SQL = `
  SELECT count(*)::int AS total
  FROM (SELECT v.city, ${KIND} AS kind FROM venues v WHERE (NOT v.published OR v.recertify)) q
  WHERE ($1::text IS NULL OR q.kind = $1) AND ($2::text IS NULL OR lower(q.city) = lower($2))`;

/** A queued venue, locked for its decision, with its submitter. $1 id. */
export const LOCK_QUEUED_VENUE_SQL = `
  SELECT v.id, v.name, v.published, v.slug, v.city, ${KIND} AS kind, u.email::text AS submitter_email, u.first_name AS submitter_first_name
  FROM venues v
  LEFT JOIN users u ON u.id = v.submitted_by
  WHERE v.id = $1 AND (NOT v.published OR v.recertify)
  FOR UPDATE OF v`;

/** A venue merged into: it must exist; locked so it is not deleted under the merge. $1 id. */
export const LOCK_VENUE_SQL = `SELECT id, name, slug, published FROM venues WHERE id = $1 FOR UPDATE`;

export const PUBLISH_VENUE_SQL = `UPDATE venues SET published = true, recertify = false, updated = now() WHERE id = $1`;

export const CLEAR_RECERTIFY_SQL = `UPDATE venues SET recertify = false, updated = now() WHERE id = $1`;

/** The duplicate's events move to the kept venue. $1 duplicate, $2 kept. */
export const MOVE_EVENTS_SQL = `UPDATE events SET venue_id = $2, updated = now() WHERE venue_id = $1`;

/** Bookmarks of the duplicate become bookmarks of the kept venue (one per user). $1 duplicate, $2 kept. */
export const MOVE_SAVED_VENUES_SQL = `
  INSERT INTO saved_pois (user_id, venue_id, created)
  SELECT user_id, $2, created FROM saved_pois WHERE venue_id = $1
  ON CONFLICT (user_id, venue_id) DO NOTHING`;

/** Managers of the duplicate manage the kept venue (billing contacts stay those of the kept venue). $1, $2 as above. */
export const MOVE_MANAGERS_SQL = `
  INSERT INTO venue_managers (user_id, venue_id, created)
  SELECT user_id, $2, created FROM venue_managers WHERE venue_id = $1
  ON CONFLICT (user_id, venue_id) DO NOTHING`;

export const DELETE_VENUE_SQL = `DELETE FROM venues WHERE id = $1`;

/** The editor's profile row. $1 user id. */
export const EDITOR_PROFILE_SQL = `SELECT display_name, towns, notify_new FROM editor_profiles WHERE user_id = $1`;

/** $1 user id, $2 display name, $3 text[] towns, $4 notify. */
export const UPSERT_EDITOR_PROFILE_SQL = `
  INSERT INTO editor_profiles (user_id, display_name, towns, notify_new)
  VALUES ($1, $2, $3::text[], $4)
  ON CONFLICT (user_id) DO UPDATE
  SET display_name = EXCLUDED.display_name, towns = EXCLUDED.towns, notify_new = EXCLUDED.notify_new, updated = now()`;

/**
 * The editors to mail about a new item in a town: active zeditors or superusers who asked for the mails and cover
 * the town (case-insensitive). $1 town.
 */
export const EDITORS_FOR_TOWN_SQL = `
  SELECT u.id, u.email::text AS email, coalesce(nullif(p.display_name, ''), u.first_name, u.username::text) AS name
  FROM editor_profiles p
  JOIN users u ON u.id = p.user_id
  WHERE p.notify_new AND u.is_active AND (u.is_zeditor OR u.is_superuser)
    AND lower($1) = ANY (SELECT lower(t) FROM unnest(p.towns) AS t)
  ORDER BY u.id`;

/** A venue as a notification names it. $1 id. */
export const NOTIFY_VENUE_SQL = `
  SELECT v.id, v.name, v.street, v.city, v.state, v.submission_kind, u.username::text AS submitter
  FROM venues v LEFT JOIN users u ON u.id = v.submitted_by
  WHERE v.id = $1`;

/** The venue of a claim (table venue_claims, the claims part). $1 claim id. */
export const NOTIFY_CLAIM_SQL = `
  SELECT c.id AS claim_id, v.id, v.name, v.street, v.city, v.state, u.username::text AS submitter
  FROM venue_claims c
  JOIN venues v ON v.id = c.venue_id
  LEFT JOIN users u ON u.id = c.user_id
  WHERE c.id = $1`;
