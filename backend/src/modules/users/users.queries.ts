/**
 * SQL of the users module: the account row itself (login, password hash, details, deletion), kept readable
 * so it can be EXPLAINed as is.
 */

const USER_COLUMNS = `
  u.id, u.username::text AS username, u.email::text AS email, u.password_hash, u.first_name, u.last_name,
  u.distance_units, u.is_superuser, u.is_staff, u.is_editor, u.is_zeditor, u.is_active,
  EXISTS (SELECT 1 FROM venue_managers m WHERE m.user_id = u.id) AS is_producer,
  u.email_confirmed_at IS NOT NULL AS email_confirmed, u.language`;

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

/**
 * $1.. $9 the account, $10 the product clock's now (sign-up reports file accounts under its region day), $11 true when
 * the address is proven already (confirmed at $10), $12 the language it was made in (null: none said).
 */
export const INSERT_USER_SQL = `
  INSERT INTO users (username, email, password_hash, first_name, last_name, is_superuser, is_staff, is_editor, is_zeditor, created, email_confirmed_at, language)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11::boolean THEN $10::timestamptz END, $12)
  RETURNING id`;

export const UPDATE_PASSWORD_HASH_SQL = `UPDATE users SET password_hash = $2, updated = now() WHERE id = $1`;

export const RECORD_LOGIN_SQL = `UPDATE users SET last_login = now() WHERE id = $1`;

export const COUNT_USERS_SQL = `SELECT count(*)::int AS total FROM users`;

/** Serialises the demo accounts between backend instances starting at the same time. */
export const LOCK_DEMO_ACCOUNTS_SQL = `SELECT pg_advisory_xact_lock(hashtext('events:seed:demo_accounts'))`;

/** Account details (PATCH /account/): every column written as the service computed it. $1 user id. */
export const UPDATE_ACCOUNT_SQL = `
  UPDATE users
  SET first_name = $2, last_name = $3, email = $4, username = $5, distance_units = $6, language = $7, updated = now()
  WHERE id = $1`;

/** The language control's choice of a signed-in user (issue 31). $1 user id, $2 a language code. */
export const SET_LANGUAGE_SQL = `UPDATE users SET language = $2, updated = now() WHERE id = $1`;

/**
 * Deletes an account. Its address book, saved events, venues and searches, social links, sign-ins, reset
 * links, venue management and subscriptions go with it (ON DELETE CASCADE). $1 user id.
 */
export const DELETE_USER_SQL = `
  WITH removed AS (DELETE FROM users WHERE id = $1 RETURNING 1)
  SELECT count(*) > 0 AS removed FROM removed`;

/** Whether account u matches $1, a search already escaped for LIKE (empty: every account). */
const ACCOUNT_MATCHES = `
  ($1 = '' OR u.email::text ILIKE '%' || $1 || '%' OR u.username::text ILIKE '%' || $1 || '%'
   OR (u.first_name || ' ' || u.last_name) ILIKE '%' || $1 || '%')`;

/** A superuser's account search: the page ($2 limit, $3 offset) of the accounts matching $1, newest first. */
export const SEARCH_ACCOUNTS_SQL = `
  SELECT ${USER_COLUMNS}, u.created, u.last_login
  FROM users u
  WHERE ${ACCOUNT_MATCHES}
  ORDER BY u.created DESC, u.id DESC
  LIMIT $2 OFFSET $3`;

/** One account as the search lists it. $1 user id. */
export const FIND_ACCOUNT_LISTING_SQL = `SELECT ${USER_COLUMNS}, u.created, u.last_login FROM users u WHERE u.id = $1`;

export const COUNT_ACCOUNTS_SQL = `SELECT count(*)::int AS total FROM users u WHERE ${ACCOUNT_MATCHES}`;

/** $1 user id, $2.. $5 the role flags. */
export const SET_ROLE_FLAGS_SQL = `
  UPDATE users SET is_superuser = $2, is_staff = $3, is_editor = $4, is_zeditor = $5, updated = now() WHERE id = $1`;

/** $1 user id, $2 whether the account may sign in (its sessions stop at their next request when false). */
export const SET_ACTIVE_SQL = `UPDATE users SET is_active = $2, updated = now() WHERE id = $1`;
