/** SQL of the billing module: a user's subscriptions and plans, kept readable so it can be EXPLAINed as is. */

/** The subscription that counts, with its plan's allowance: an active or trialing one first, then the latest. */
export const CURRENT_SUBSCRIPTION_SQL = `
  SELECT s.status, s.plan, p.name AS plan_name, s.portal_link, p.active_events_allowed
  FROM subscriptions s
  JOIN plans p ON p.code = s.plan
  WHERE s.user_id = $1
  ORDER BY (s.status IN ('active', 'trialing')) DESC, s.updated DESC, s.id DESC
  LIMIT 1`;

export const INSERT_SUBSCRIPTION_SQL = `
  INSERT INTO subscriptions (user_id, status, plan, portal_link)
  VALUES ($1, $2, $3, $4)
  RETURNING id`;

/**
 * Puts a user on a plan: their latest subscription takes the plan and status (and the portal link when one is
 * given), or a first one is made. $1 user, $2 plan code, $3 status, $4 portal link or NULL (keep).
 */
export const ASSIGN_PLAN_SQL = `
  WITH latest AS (
    SELECT id FROM subscriptions WHERE user_id = $1 ORDER BY updated DESC, id DESC LIMIT 1
  ), updated AS (
    UPDATE subscriptions s
       SET plan = $2, status = $3, portal_link = coalesce($4, s.portal_link), updated = now()
      FROM latest
     WHERE s.id = latest.id
    RETURNING s.id
  )
  INSERT INTO subscriptions (user_id, status, plan, portal_link)
  SELECT $1, $3, $2, $4
  WHERE NOT EXISTS (SELECT 1 FROM updated)`;

/** Creates a plan or updates its name and allowance. $1 code, $2 name, $3 allowance or NULL (no limit). */
export const UPSERT_PLAN_SQL = `
  INSERT INTO plans (code, name, active_events_allowed)
  VALUES ($1, $2, $3)
  ON CONFLICT (code) DO UPDATE
    SET name = EXCLUDED.name, active_events_allowed = EXCLUDED.active_events_allowed, updated = now()
  RETURNING (xmax = 0) AS created`;

/** Makes a plan when it does not exist yet, leaving an existing one (a superuser may have changed it) alone. */
export const ENSURE_PLAN_SQL = `
  INSERT INTO plans (code, name, active_events_allowed)
  VALUES ($1, $2, $3)
  ON CONFLICT (code) DO NOTHING`;

export const FIND_PLAN_SQL = `
  SELECT code, name, active_events_allowed FROM plans WHERE code = $1`;
