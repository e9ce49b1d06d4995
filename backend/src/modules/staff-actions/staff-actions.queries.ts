/** SQL of the staff-actions record (the staff_actions table). */

/**
 * $1 action, $2 actor, $3 venue, $4 claim, $5 event, $6 detail, $7 the product clock's now: the editors' report files
 * actions under its region days.
 */
export const INSERT_STAFF_ACTION_SQL = `
  INSERT INTO staff_actions (action, actor_id, venue_id, claim_id, event_id, detail, created)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`;

/** The latest actions of one actor, newest first. $1 actor, $2 limit. */
export const RECENT_STAFF_ACTIONS_SQL = `
  SELECT id, action, actor_id, venue_id, claim_id, event_id, detail, created
  FROM staff_actions
  WHERE actor_id = $1
  ORDER BY created DESC, id DESC
  LIMIT $2`;
