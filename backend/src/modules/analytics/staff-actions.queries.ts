/** SQL of the staff-actions record (the staff_actions table). */

export const INSERT_STAFF_ACTION_SQL = `
  INSERT INTO staff_actions (action, actor_id, venue_id, claim_id, event_id, detail)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

/** The latest actions of one actor, newest first. $1 actor, $2 limit. */
export const RECENT_STAFF_ACTIONS_SQL = `
  SELECT id, action, actor_id, venue_id, claim_id, event_id, detail, created
  FROM staff_actions
  WHERE actor_id = $1
  ORDER BY created DESC, id DESC
  LIMIT $2`;
