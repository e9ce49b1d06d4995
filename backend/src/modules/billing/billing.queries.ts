/** SQL of the billing module: a user's subscriptions and plans, kept readable so it can be EXPLAINed as is. */

/** The subscription that counts: an active or trialing one first, then the latest. */
export const CURRENT_SUBSCRIPTION_SQL = `
  SELECT status, plan, portal_link, active_events_allowed
  FROM subscriptions
  WHERE user_id = $1
  ORDER BY (status IN ('active', 'trialing')) DESC, updated DESC, id DESC
  LIMIT 1`;

export const INSERT_SUBSCRIPTION_SQL = `
  INSERT INTO subscriptions (user_id, status, plan, portal_link, active_events_allowed)
  VALUES ($1, $2, $3, $4, $5)
  RETURNING id`;
