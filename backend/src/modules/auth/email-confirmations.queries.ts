/**
 * SQL of e-mail confirmation links (issue 25 N1): each row is a mailed link (its SHA-256 hash) proving one address
 * of one account: the account's own after registration, or the new one of an e-mail change. Times are the product
 * clock's, passed in.
 */

/** A new link replaces the user's outstanding ones. $1 user. */
export const DROP_OPEN_CONFIRMATIONS_SQL = `DELETE FROM email_confirmations WHERE user_id = $1 AND used_at IS NULL`;

/** $1 user, $2 address, $3 token hash, $4 now, $5 lifetime in seconds. */
export const INSERT_CONFIRMATION_SQL = `
  INSERT INTO email_confirmations (user_id, email, token_hash, created, expires_at)
  VALUES ($1, $2, $3, $4, $4::timestamptz + make_interval(secs => $5))`;

/** The new address an outstanding, unexpired link of the user would change to (not the current one). $1 user, $2 now. */
export const PENDING_EMAIL_SQL = `
  SELECT c.email::text AS email
  FROM email_confirmations c
  JOIN users u ON u.id = c.user_id
  WHERE c.user_id = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND c.email <> u.email
  ORDER BY c.id DESC
  LIMIT 1`;

/** A link with its account, both locked for the confirmation. $1 token hash, $2 now. */
export const LOCK_CONFIRMATION_SQL = `
  SELECT c.user_id, c.email::text AS email, c.used_at IS NOT NULL AS used, c.expires_at <= $2 AS expired,
         u.email::text AS current_email, u.username::text AS username, u.is_active
  FROM email_confirmations c
  JOIN users u ON u.id = c.user_id
  WHERE c.token_hash = $1
  FOR UPDATE OF c, u`;

/** The account's own address is proven (kept from the first time). $1 user, $2 now. */
export const CONFIRM_OWN_EMAIL_SQL = `UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, $2) WHERE id = $1`;

/** A confirmed change: the new address (and the username that follows it) takes effect, proven. $1 user, $2 e-mail, $3 username, $4 now. */
export const CHANGE_TO_CONFIRMED_EMAIL_SQL = `
  UPDATE users SET email = $2, username = $3, email_confirmed_at = $4, updated = now() WHERE id = $1`;

/** A used link spends every other outstanding link of the user. $1 user, $2 now. */
export const SPEND_CONFIRMATIONS_SQL = `UPDATE email_confirmations SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`;
