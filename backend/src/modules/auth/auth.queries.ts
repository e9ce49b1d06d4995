/**
 * SQL of the auth module: session refresh tokens, password reset tokens (both stored as SHA-256 hashes),
 * and the user a session belongs to. Readable so it can be EXPLAINed as is.
 */

/**
 * The user of an access token, read on every authenticated request: active, and the sign-in (refresh token
 * family) not revoked by logout, reuse detection or a password reset. $1 user id, $2 family.
 */
export const FIND_SESSION_USER_SQL = `
  SELECT u.id, u.username::text AS username, u.email::text AS email, u.first_name, u.last_name,
         u.is_superuser, u.is_staff, u.is_editor, u.is_zeditor,
         EXISTS (SELECT 1 FROM venue_managers m WHERE m.user_id = u.id) AS is_producer, u.language
  FROM users u
  WHERE u.id = $1
    AND u.is_active
    AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family = $2::uuid AND r.revoked_at IS NOT NULL)`;

export const IS_USER_ACTIVE_SQL = `SELECT is_active FROM users WHERE id = $1`;

export const INSERT_REFRESH_TOKEN_SQL = `
  INSERT INTO refresh_tokens (user_id, family, token_hash, expires_at)
  VALUES ($1, $2::uuid, $3, now() + make_interval(secs => $4))
  RETURNING id`;

/** Locks the token row for the rotation. $1 token hash. */
export const LOCK_REFRESH_TOKEN_SQL = `
  SELECT id, user_id, family::text AS family, expires_at <= now() AS expired, used_at IS NOT NULL AS used,
         revoked_at IS NOT NULL AS revoked
  FROM refresh_tokens
  WHERE token_hash = $1
  FOR UPDATE`;

/** The sign-in of a refresh token, whatever its state (a refresh call's CSRF check comes before the rotation). $1 token hash. */
export const FAMILY_OF_REFRESH_TOKEN_SQL = `SELECT family::text AS family FROM refresh_tokens WHERE token_hash = $1`;

export const MARK_REFRESH_TOKEN_USED_SQL = `UPDATE refresh_tokens SET used_at = now(), replaced_by = $2 WHERE id = $1`;

export const REVOKE_FAMILY_SQL = `UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1::uuid AND revoked_at IS NULL`;

/** Revokes every sign-in of a user (password reset): families with at least one live token get a revoked row. */
export const REVOKE_USER_TOKENS_SQL = `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`;

/** Tokens past their expiry by a day are of no use, not even for reuse detection. */
export const DELETE_EXPIRED_REFRESH_TOKENS_SQL = `DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < now() - interval '1 day'`;

export const INSERT_RESET_TOKEN_SQL = `
  INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
  VALUES ($1, $2, now() + make_interval(secs => $3))`;

/** A reset token with its user. $1 token hash. */
export const FIND_RESET_TOKEN_SQL = `
  SELECT t.user_id, u.email::text AS email, u.username::text AS username,
         t.used_at IS NOT NULL AS used, t.expires_at <= now() AS expired, u.is_active
  FROM password_reset_tokens t
  JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1`;

export const SET_PASSWORD_HASH_SQL = `UPDATE users SET password_hash = $2, updated = now() WHERE id = $1`;

/** A used link spends every other outstanding link of the user too. */
export const SPEND_RESET_TOKENS_SQL = `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`;

export const DELETE_OLD_RESET_TOKENS_SQL = `DELETE FROM password_reset_tokens WHERE user_id = $1 AND expires_at < now() - interval '1 day'`;
