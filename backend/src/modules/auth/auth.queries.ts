/**
 * SQL of the auth module: session refresh tokens, password reset tokens (both stored as SHA-256 hashes),
 * the user a session belongs to, and the rate limiter's counters. Readable so it can be EXPLAINed as is.
 */

/**
 * The user of an access token, read on every authenticated request: active, and the sign-in (refresh token
 * family) not revoked by logout, reuse detection or a password reset. $1 user id, $2 family.
 */
export const FIND_SESSION_USER_SQL = `
  SELECT u.id, u.username::text AS username, u.email::text AS email, u.first_name, u.last_name,
         u.is_superuser, u.is_staff, u.is_editor, u.is_zeditor,
         EXISTS (SELECT 1 FROM venue_managers m WHERE m.user_id = u.id) AS is_producer
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

/**
 * One hit of a fixed-window rate limit. A window that has ended starts again at 1; the key is blocked for
 * $4 ms once hits exceed $3. $1 key, $2 window (ms).
 */
export const THROTTLE_HIT_SQL = `
  INSERT INTO throttle_counters AS t (key, hits, expires_at, blocked_until)
  VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0),
          CASE WHEN 1 > $3 THEN now() + make_interval(secs => $4 / 1000.0) END)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN t.expires_at <= now() THEN 1 ELSE t.hits + 1 END,
    expires_at = CASE WHEN t.expires_at <= now() THEN now() + make_interval(secs => $2 / 1000.0) ELSE t.expires_at END,
    blocked_until = CASE
      WHEN t.blocked_until > now() THEN t.blocked_until
      WHEN (CASE WHEN t.expires_at <= now() THEN 1 ELSE t.hits + 1 END) > $3 THEN now() + make_interval(secs => $4 / 1000.0)
    END
  RETURNING hits,
            greatest(ceil(extract(epoch FROM expires_at - now())), 0)::int AS time_to_expire,
            coalesce(blocked_until > now(), false) AS is_blocked,
            greatest(coalesce(ceil(extract(epoch FROM blocked_until - now())), 0), 0)::int AS time_to_block_expire`;

export const DELETE_STALE_THROTTLE_COUNTERS_SQL = `
  DELETE FROM throttle_counters
  WHERE expires_at < now() - interval '1 minute' AND (blocked_until IS NULL OR blocked_until < now())`;
