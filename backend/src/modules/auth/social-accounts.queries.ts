/** SQL of social sign-in identities (provider, subject) linked to users, kept readable so it can be EXPLAINed as is. */

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

/** The social accounts linked to a user, as the account page lists them. $1 user id. */
export const SOCIAL_ACCOUNTS_OF_USER_SQL = `
  SELECT provider, email::text AS email, created
  FROM social_accounts
  WHERE user_id = $1
  ORDER BY provider, created`;

/** Unlinks every account of one provider from a user; answers how many. $1 user id, $2 provider. */
export const UNLINK_SOCIAL_PROVIDER_SQL = `
  WITH removed AS (DELETE FROM social_accounts WHERE user_id = $1 AND provider = $2 RETURNING 1)
  SELECT count(*)::int AS removed FROM removed`;

/**
 * A provider's verified sign-in takes over an account whose address was never proven (issue 25 N2: someone may have
 * registered the address first to wait for its owner): the unproven password and every other social link go, every
 * sign-in ends, pending address changes are dropped, and the address is confirmed. $1 user id, $2 now.
 */
export const TAKE_OVER_UNCONFIRMED_SQL = `
  WITH account AS (
         UPDATE users SET password_hash = NULL, email_confirmed_at = $2, updated = now()
         WHERE id = $1 AND email_confirmed_at IS NULL
         RETURNING id
       ),
       links AS (DELETE FROM social_accounts WHERE user_id IN (SELECT id FROM account) RETURNING 1),
       sessions AS (UPDATE refresh_tokens SET revoked_at = now() WHERE user_id IN (SELECT id FROM account) AND revoked_at IS NULL RETURNING 1),
       pending AS (DELETE FROM email_confirmations WHERE user_id IN (SELECT id FROM account) AND used_at IS NULL RETURNING 1)
  SELECT count(*)::int AS taken FROM account`;
