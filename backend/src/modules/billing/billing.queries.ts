/** SQL of the billing module: plans and per-venue subscriptions, kept readable so it can be EXPLAINed as is. */

/**
 * The allowance of a subscription: its plan's when the plan code has a row in plans, else the subscription's own
 * (written before plans existed).
 */
const ALLOWANCE = `CASE WHEN p.code IS NULL THEN s.active_events_allowed ELSE p.active_events_allowed END`;

/**
 * The venues a user manages, each with the subscription that pays for it: the venue's own, else an account-wide row of
 * the user (venue_id NULL: written by tools that know no venue). $1 user.
 */
export const MANAGED_VENUE_SUBSCRIPTIONS_SQL = `
  SELECT v.id AS venue_id, v.name AS venue_name, m.is_billing_contact,
         s.id AS subscription_id, s.status, s.plan, coalesce(p.name, s.plan) AS plan_name, s.portal_link,
         s.past_due_since, s.updated, s.stripe_customer_id, ${ALLOWANCE} AS active_events_allowed
  FROM venue_managers m
  JOIN venues v ON v.id = m.venue_id
  LEFT JOIN LATERAL (
    SELECT * FROM subscriptions s
    WHERE s.venue_id = m.venue_id OR (s.venue_id IS NULL AND s.user_id = m.user_id)
    ORDER BY (s.venue_id IS NOT NULL) DESC, (s.status IN ('active', 'trialing')) DESC, s.updated DESC, s.id DESC
    LIMIT 1
  ) s ON true
  LEFT JOIN plans p ON p.code = s.plan
  WHERE m.user_id = $1
  ORDER BY v.name, v.id`;

/** One venue's own subscription with its allowance. $1 venue. */
export const VENUE_SUBSCRIPTION_SQL = `
  SELECT s.id AS subscription_id, s.status, s.plan, coalesce(p.name, s.plan) AS plan_name, s.portal_link,
         s.past_due_since, s.updated, s.stripe_customer_id, ${ALLOWANCE} AS active_events_allowed
  FROM subscriptions s
  LEFT JOIN plans p ON p.code = s.plan
  WHERE s.venue_id = $1`;

/**
 * How a status write moves past_due_since: set to `now` (the product clock's instant, which the grace period is
 * counted on) when it becomes past_due, kept while it stays, cleared otherwise.
 */
const PAST_DUE_SINCE = (status: string, now: string) =>
  `CASE WHEN ${status} = 'past_due' THEN coalesce(CASE WHEN s.status = 'past_due' THEN s.past_due_since END, ${now}::timestamptz) END`;

/**
 * Sets a venue's plan and status (manual billing, the demo seed): its subscription changes, or one is made with the
 * billing contact $2. $1 venue, $2 user, $3 plan, $4 status, $5 the product clock's now.
 */
export const UPSERT_VENUE_SUBSCRIPTION_SQL = `
  INSERT INTO subscriptions AS s (venue_id, user_id, plan, status, past_due_since, updated)
  VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'past_due' THEN $5::timestamptz END, $5)
  ON CONFLICT (venue_id) WHERE venue_id IS NOT NULL DO UPDATE
    SET plan = EXCLUDED.plan, status = EXCLUDED.status, updated = EXCLUDED.updated,
        past_due_since = ${PAST_DUE_SINCE('EXCLUDED.status', '$5')}`;

/**
 * The venues a plan assignment of a user covers: those they are billing contact of, or every venue they manage when
 * they are billing contact of none. $1 user.
 */
export const BILLED_VENUES_SQL = `
  SELECT m.venue_id FROM venue_managers m
  WHERE m.user_id = $1
    AND (m.is_billing_contact OR NOT EXISTS (SELECT 1 FROM venue_managers b WHERE b.user_id = $1 AND b.is_billing_contact))
  ORDER BY m.venue_id`;

/**
 * An account-wide subscription for a user managing no venue yet: their latest venue-less row takes the plan and
 * status (and the portal link when one is given), or a first one is made. $1 user, $2 plan, $3 status, $4 link or NULL,
 * $5 the product clock's now.
 */
export const ASSIGN_ACCOUNT_PLAN_SQL = `
  WITH latest AS (
    SELECT id FROM subscriptions WHERE user_id = $1 AND venue_id IS NULL ORDER BY updated DESC, id DESC LIMIT 1
  ), updated AS (
    UPDATE subscriptions s
       SET plan = $2, status = $3, portal_link = coalesce($4, s.portal_link), updated = $5,
           past_due_since = ${PAST_DUE_SINCE('$3', '$5')}
      FROM latest
     WHERE s.id = latest.id
    RETURNING s.id
  )
  INSERT INTO subscriptions (user_id, status, plan, portal_link, updated)
  SELECT $1, $3, $2, $4, $5
  WHERE NOT EXISTS (SELECT 1 FROM updated)`;

/** The portal link of a venue's subscription, when one is given. $1 venue, $2 link. */
export const SET_PORTAL_LINK_SQL = `UPDATE subscriptions SET portal_link = $2 WHERE venue_id = $1`;

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

export const LIST_PLANS_SQL = `
  SELECT code, name, active_events_allowed FROM plans ORDER BY active_events_allowed NULLS LAST, code`;

/** Records a Stripe event; no row back when it was recorded before (a replay). $1 id, $2 type, $3 created. */
export const RECORD_STRIPE_EVENT_SQL = `
  INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, $3)
  ON CONFLICT (id) DO NOTHING
  RETURNING id`;

/**
 * Checkout completed: the venue's subscription takes the Stripe ids, the plan and the status, unless a newer event
 * has already set it. $1 venue, $2 billing contact, $3 plan, $4 status, $5 customer, $6 Stripe subscription, $7 event time,
 * $8 the product clock's now.
 */
export const APPLY_CHECKOUT_SQL = `
  INSERT INTO subscriptions AS s (venue_id, user_id, plan, status, stripe_customer_id, stripe_subscription_id, last_event_at, updated)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (venue_id) WHERE venue_id IS NOT NULL DO UPDATE
    SET plan = EXCLUDED.plan, status = EXCLUDED.status, user_id = EXCLUDED.user_id,
        stripe_customer_id = EXCLUDED.stripe_customer_id, stripe_subscription_id = EXCLUDED.stripe_subscription_id,
        last_event_at = EXCLUDED.last_event_at, updated = EXCLUDED.updated,
        past_due_since = ${PAST_DUE_SINCE('EXCLUDED.status', '$8')}
    WHERE s.last_event_at IS NULL OR s.last_event_at <= EXCLUDED.last_event_at
  RETURNING s.id`;

/**
 * A Stripe subscription's new status (and plan, when known), unless a newer event has already set it. $1 Stripe
 * subscription, $2 status, $3 plan or NULL (keep), $4 event time, $5 the product clock's now.
 */
export const APPLY_STRIPE_STATUS_SQL = `
  UPDATE subscriptions s
     SET status = $2, plan = coalesce($3, s.plan), last_event_at = $4, updated = $5,
         past_due_since = ${PAST_DUE_SINCE('$2', '$5')}
   WHERE s.stripe_subscription_id = $1
     AND (s.last_event_at IS NULL OR s.last_event_at <= $4)`;

/** The manager a venue's subscription bills: its billing contact, else its first manager. $1 venue. */
export const VENUE_BILLING_CONTACT_SQL = `
  SELECT m.user_id FROM venue_managers m
  WHERE m.venue_id = $1
  ORDER BY m.is_billing_contact DESC, m.created, m.user_id
  LIMIT 1`;

export const VENUE_EXISTS_SQL = `SELECT 1 FROM venues WHERE id = $1`;
