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
