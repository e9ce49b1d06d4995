/**
 * SQL of the users module (accounts, linked social accounts, and the minimal billing a producer needs),
 * kept readable so it can be EXPLAINed as is.
 */

const USER_COLUMNS = `
  u.id, u.username::text AS username, u.email::text AS email, u.password_hash, u.first_name, u.last_name,
  u.distance_units, u.is_superuser, u.is_staff, u.is_editor, u.is_zeditor, u.is_active,
  EXISTS (SELECT 1 FROM venue_managers m WHERE m.user_id = u.id) AS is_producer`;

export const FIND_USER_BY_ID_SQL = `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`;

export const FIND_USER_BY_EMAIL_SQL = `SELECT ${USER_COLUMNS} FROM users u WHERE u.email = $1::citext`;

/** $1 a username or an e-mail (case-insensitive); an e-mail match wins over a username match. */
export const FIND_USER_BY_LOGIN_SQL = `
  SELECT ${USER_COLUMNS}
  FROM users u
  WHERE u.email = $1::citext OR u.username = $1::citext
  ORDER BY (u.email = $1::citext) DESC
  LIMIT 1`;

export const USERNAME_OR_EMAIL_TAKEN_SQL = `
  SELECT EXISTS (SELECT 1 FROM users WHERE email = $1::citext) AS email_taken,
         EXISTS (SELECT 1 FROM users WHERE username = $2::citext) AS username_taken`;

/** The usernames among $1 (text[]) that are taken. */
export const TAKEN_USERNAMES_SQL = `SELECT username::text AS username FROM users WHERE username = ANY ($1::citext[])`;

export const INSERT_USER_SQL = `
  INSERT INTO users (username, email, password_hash, first_name, last_name, is_superuser, is_staff, is_editor, is_zeditor)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  RETURNING id`;

export const UPDATE_PASSWORD_HASH_SQL = `UPDATE users SET password_hash = $2, updated = now() WHERE id = $1`;

export const RECORD_LOGIN_SQL = `UPDATE users SET last_login = now() WHERE id = $1`;

export const COUNT_USERS_SQL = `SELECT count(*)::int AS total FROM users`;

/** Serialises the demo accounts between backend instances starting at the same time. */
export const LOCK_DEMO_ACCOUNTS_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:seed:demo_accounts'))`;

export const FIND_SOCIAL_ACCOUNT_SQL = `
  SELECT s.user_id, s.email::text AS email
  FROM social_accounts s
  WHERE s.provider = $1 AND s.subject = $2`;

/** Links (provider, subject) to a user; an existing link of the same user is refreshed, another user's is kept. */
export const LINK_SOCIAL_ACCOUNT_SQL = `
  INSERT INTO social_accounts (provider, subject, user_id, email, last_login)
  VALUES ($1, $2, $3, $4, now())
  ON CONFLICT (provider, subject) DO UPDATE SET email = EXCLUDED.email, last_login = now()
    WHERE social_accounts.user_id = EXCLUDED.user_id
  RETURNING user_id`;

export const SOCIAL_PROVIDERS_OF_USER_SQL = `SELECT provider FROM social_accounts WHERE user_id = $1 ORDER BY provider`;

/** The subscription that counts: an active or trialing one first, then the latest. */
export const CURRENT_SUBSCRIPTION_SQL = `
  SELECT status, plan, portal_link, active_events_allowed
  FROM subscriptions
  WHERE user_id = $1
  ORDER BY (status IN ('active', 'trialing')) DESC, updated DESC, id DESC
  LIMIT 1`;

/**
 * The venues a user manages with the number of their events still to come (an occurrence that has not
 * ended, or not started when it has no end).
 */
export const MANAGED_VENUES_SQL = `
  SELECT v.id, v.name, m.is_billing_contact,
         (SELECT count(*)::int
            FROM events e
           WHERE e.venue_id = v.id
             AND EXISTS (SELECT 1 FROM event_occurrences o
                          WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at) >= now())) AS upcoming_events
  FROM venue_managers m
  JOIN venues v ON v.id = m.venue_id
  WHERE m.user_id = $1
  ORDER BY v.name, v.id`;

export const ADD_VENUE_MANAGER_SQL = `
  INSERT INTO venue_managers (user_id, venue_id, is_billing_contact)
  VALUES ($1, $2, $3)
  ON CONFLICT (user_id, venue_id) DO UPDATE SET is_billing_contact = EXCLUDED.is_billing_contact`;

export const INSERT_SUBSCRIPTION_SQL = `
  INSERT INTO subscriptions (user_id, status, plan, portal_link, active_events_allowed)
  VALUES ($1, $2, $3, $4, $5)
  RETURNING id`;

/** Published venues for demo producers: the first ones nobody manages yet, then any. $1 how many. */
export const VENUES_FOR_DEMO_PRODUCER_SQL = `
  SELECT v.id, v.name
  FROM venues v
  WHERE v.published
  ORDER BY EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id), v.id
  LIMIT $1`;

/** The social accounts linked to a user, as the account page lists them. $1 user id. */
export const SOCIAL_ACCOUNTS_OF_USER_SQL = `
  SELECT provider, email::text AS email, created
  FROM social_accounts
  WHERE user_id = $1
  ORDER BY provider, created`;

/** Account details (PATCH /account/): every column written as the service computed it. $1 user id. */
export const UPDATE_ACCOUNT_SQL = `
  UPDATE users
  SET first_name = $2, last_name = $3, email = $4, username = $5, distance_units = $6, updated = now()
  WHERE id = $1`;

/** Unlinks every account of one provider from a user; answers how many. $1 user id, $2 provider. */
export const UNLINK_SOCIAL_PROVIDER_SQL = `
  WITH removed AS (DELETE FROM social_accounts WHERE user_id = $1 AND provider = $2 RETURNING 1)
  SELECT count(*)::int AS removed FROM removed`;

/**
 * Deletes an account. Its address book, saved events, venues and searches, social links, sign-ins, reset
 * links, venue management and subscriptions go with it (ON DELETE CASCADE). $1 user id.
 */
export const DELETE_USER_SQL = `
  WITH removed AS (DELETE FROM users WHERE id = $1 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;
