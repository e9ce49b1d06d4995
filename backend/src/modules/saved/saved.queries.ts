/** SQL of the bookmarks (saved events and saved venues), kept readable so it can be EXPLAINed as is. */

/** An event can be bookmarked while it and its venue are published. $1 event id. */
export const BOOKMARKABLE_EVENT_SQL = `
  SELECT EXISTS (
    SELECT 1 FROM events e JOIN venues v ON v.id = e.venue_id
    WHERE e.id = $1 AND e.published AND v.published
  ) AS found`;

export const BOOKMARKABLE_VENUE_SQL = `SELECT EXISTS (SELECT 1 FROM venues v WHERE v.id = $1 AND v.published) AS found`;

export const IS_EVENT_SAVED_SQL = `SELECT EXISTS (SELECT 1 FROM saved_events WHERE user_id = $1 AND event_id = $2) AS saved`;
export const IS_VENUE_SAVED_SQL = `SELECT EXISTS (SELECT 1 FROM saved_pois WHERE user_id = $1 AND venue_id = $2) AS saved`;

export const SAVE_EVENT_SQL = `INSERT INTO saved_events (user_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;
export const SAVE_VENUE_SQL = `INSERT INTO saved_pois (user_id, venue_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

/** Removes a bookmark; answers whether there was one (a SELECT, so the driver hands back the row). */
export const UNSAVE_EVENT_SQL = `
  WITH removed AS (DELETE FROM saved_events WHERE user_id = $1 AND event_id = $2 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;
export const UNSAVE_VENUE_SQL = `
  WITH removed AS (DELETE FROM saved_pois WHERE user_id = $1 AND venue_id = $2 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;

/** Ids of the user's bookmarks, latest first. */
export const SAVED_EVENT_IDS_SQL = `SELECT event_id AS id FROM saved_events WHERE user_id = $1 ORDER BY created DESC, event_id DESC`;
export const SAVED_VENUE_IDS_SQL = `SELECT venue_id AS id FROM saved_pois WHERE user_id = $1 ORDER BY created DESC, venue_id DESC`;

/**
 * The saved events of user $1 that still have an occurrence to come at $2 (the product clock's now: one not ended;
 * an occurrence without an end lasts an hour), of published events at published venues; `nxt` is that next
 * occurrence. Shared by the page and the count.
 */
const UPCOMING_SAVED_EVENTS_FROM = `
  FROM saved_events s
  JOIN events e ON e.id = s.event_id AND e.published
  JOIN venues v ON v.id = e.venue_id AND v.published
  JOIN LATERAL (
    SELECT o.starts_at
    FROM event_occurrences o
    WHERE o.event_id = e.id
      AND o.starts_at >= $2::timestamptz - interval '3 days'
      AND coalesce(o.ends_at, o.starts_at + interval '1 hour') > $2::timestamptz
    ORDER BY o.starts_at, o.id
    LIMIT 1
  ) nxt ON true
  WHERE s.user_id = $1`;

/**
 * One page of a saved list as (item id, when saved): the rows of `from` (alias `s`) in an order, its limit and offset
 * the parameters after the list's `listParameters`.
 */
function savedPageSql(item: 'event_id' | 'venue_id', from: string, listParameters: number, orderBy: string): string {
  return `
    SELECT s.${item} AS id, s.created ${from}
    ORDER BY ${orderBy}
    LIMIT $${listParameters + 1} OFFSET $${listParameters + 2}`;
}

/**
 * One page of the user's upcoming saved events as (event id, when saved), per ordering of the saved events list.
 * $1 user id, $2 now, $3 limit, $4 offset; `distance` also $5 lat, $6 lon (online-only events last).
 */
export const UPCOMING_SAVED_EVENT_PAGE_SQL = {
  '-created': savedPageSql('event_id', UPCOMING_SAVED_EVENTS_FROM, 2, 's.created DESC, s.event_id DESC'),
  date: savedPageSql('event_id', UPCOMING_SAVED_EVENTS_FROM, 2, 'nxt.starts_at, s.event_id'),
  distance: savedPageSql(
    'event_id',
    UPCOMING_SAVED_EVENTS_FROM,
    2,
    `CASE WHEN e.is_in_person THEN earth_distance(ll_to_earth($5::float8, $6::float8), v.earth) END NULLS LAST,
             nxt.starts_at, s.event_id`,
  ),
} as const;

/** How many saved events of the user are still to come. $1 user id, $2 now. */
export const COUNT_UPCOMING_SAVED_EVENTS_SQL = `SELECT count(*)::int AS total ${UPCOMING_SAVED_EVENTS_FROM}`;

const SAVED_VENUES_FROM = `
  FROM saved_pois s
  JOIN venues v ON v.id = s.venue_id AND v.published
  WHERE s.user_id = $1`;

/**
 * One page of the user's saved (published) venues as (venue id, when saved). $1 user id, $2 limit, $3 offset;
 * `distance` also $4 lat, $5 lon.
 */
export const SAVED_VENUE_PAGE_SQL = {
  '-created': savedPageSql('venue_id', SAVED_VENUES_FROM, 1, 's.created DESC, s.venue_id DESC'),
  distance: savedPageSql('venue_id', SAVED_VENUES_FROM, 1, 'earth_distance(ll_to_earth($4::float8, $5::float8), v.earth), s.venue_id'),
} as const;

export const COUNT_SAVED_VENUES_SQL = `SELECT count(*)::int AS total ${SAVED_VENUES_FROM}`;
