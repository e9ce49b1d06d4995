/** SQL of the claims module: venue claims, their history, and what a verified claim grants. */

/** The venue a claim is for, locked so two claims of it run one after the other. $1 venue. */
export const LOCK_VENUE_SQL = `
  SELECT id, name, slug, website, email, published FROM venues WHERE id = $1 FOR UPDATE`;

/** 1 when someone other than the user manages the venue or holds a verified claim of it. $1 venue, $2 user. */
export const CLAIMED_BY_OTHER_SQL = `
  SELECT 1 FROM venue_managers WHERE venue_id = $1 AND user_id <> $2
  UNION ALL
  SELECT 1 FROM venue_claims WHERE venue_id = $1 AND user_id <> $2 AND status = 'verified'
  LIMIT 1`;

export const MANAGES_VENUE_SQL = `SELECT 1 FROM venue_managers WHERE venue_id = $1 AND user_id = $2`;

export const OPEN_CLAIM_SQL = `
  SELECT id FROM venue_claims WHERE venue_id = $1 AND user_id = $2 AND status IN ('claimed', 'new', 'verifying')`;

/** $1 venue, $2 claimant, $3 the product clock's now (the time from claim to decision is counted on it). */
export const INSERT_CLAIM_SQL = `
  INSERT INTO venue_claims (venue_id, user_id, status, created, updated) VALUES ($1, $2, 'claimed', $3, $3) RETURNING id, created`;

/** $1 claim, $2 who (NULL: the automatic step), $3 status, $4 message. */
export const INSERT_HISTORY_SQL = `
  INSERT INTO venue_claim_history (claim_id, user_id, status, message) VALUES ($1, $2, $3, $4)`;

/** $1 claim, $2 status, $3 notes, $4 the product clock's now. */
export const UPDATE_CLAIM_SQL = `
  UPDATE venue_claims SET status = $2, notes = $3, updated = $4 WHERE id = $1`;

/** A claim with its claimant and venue, locked for a status change. $1 claim. */
export const LOCK_CLAIM_SQL = `
  SELECT c.id, c.venue_id, c.user_id, c.status, c.notes, c.created,
         u.email AS user_email, u.username AS user_username, v.name AS venue_name
  FROM venue_claims c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN venues v ON v.id = c.venue_id
  WHERE c.id = $1
  FOR UPDATE OF c`;

export const DELETE_CLAIM_SQL = `DELETE FROM venue_claims WHERE id = $1`;

/** A verified claim's user manages the venue (billing contact when the venue has none), which makes them a producer. $1 user, $2 venue. */
export const GRANT_VENUE_SQL = `
  INSERT INTO venue_managers (user_id, venue_id, is_billing_contact)
  VALUES ($1, $2, NOT EXISTS (SELECT 1 FROM venue_managers WHERE venue_id = $2 AND is_billing_contact))
  ON CONFLICT (user_id, venue_id) DO NOTHING`;

/** A claim leaving verified takes the venue back. $1 user, $2 venue. */
export const REVOKE_VENUE_SQL = `DELETE FROM venue_managers WHERE user_id = $1 AND venue_id = $2`;

const CLAIM_COLUMNS = `
  SELECT c.id, c.status, c.notes, c.created, c.updated,
         v.id AS venue_id, v.name AS venue_name, v.slug AS venue_slug, v.published AS venue_published,
         u.id AS user_id, u.username, u.email, u.email_confirmed_at IS NOT NULL AS email_confirmed,
         s.status AS subscription_status, s.plan AS subscription_plan, coalesce(p.name, s.plan) AS subscription_plan_name,
         coalesce((
           SELECT json_agg(json_build_object('user', hu.username, 'status', h.status, 'message', h.message, 'created', h.created)
                           ORDER BY h.created DESC, h.id DESC)
           FROM venue_claim_history h LEFT JOIN users hu ON hu.id = h.user_id
           WHERE h.claim_id = c.id), '[]') AS history
  FROM venue_claims c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN venues v ON v.id = c.venue_id
  LEFT JOIN subscriptions s ON s.venue_id = c.venue_id
  LEFT JOIN plans p ON p.code = s.plan`;

/**
 * The moderation list: claims whose status is in $1 (NULL: all), newest first by $2 ('created' or 'updated'), $3
 * per page from offset $4, each with its venue, claimant, the venue's subscription and its whole history (newest
 * first), and the total count. $5 true: only claimants whose e-mail address is unconfirmed.
 */
export const LIST_CLAIMS_SQL = `
  ${CLAIM_COLUMNS.replace('SELECT c.id,', 'SELECT count(*) OVER ()::int AS total, c.id,')}
  WHERE ($1::text[] IS NULL OR c.status = ANY ($1::text[]))
    AND (NOT $5::boolean OR u.email_confirmed_at IS NULL)
  ORDER BY CASE WHEN $2 = 'updated' THEN c.updated ELSE c.created END DESC, c.id DESC
  LIMIT $3 OFFSET $4`;

/**
 * How many claims have a status in $1 (NULL: all), of claimants with an unconfirmed address only when $2: the total of
 * a page past the last one, which has no rows to carry it.
 */
export const COUNT_CLAIMS_SQL = `
  SELECT count(*)::int AS total FROM venue_claims c
  JOIN users u ON u.id = c.user_id
  WHERE ($1::text[] IS NULL OR c.status = ANY ($1::text[]))
    AND (NOT $2::boolean OR u.email_confirmed_at IS NULL)`;

/**
 * My Claims: every claim of the user $1, whatever its status, with its venue (none when the venue is gone), newest
 * first. Only the user's own rows: the user comes from the session, never from the request.
 */
export const OWN_CLAIMS_SQL = `
  SELECT c.id, c.status, c.notes, c.created, c.updated, v.id AS venue_id, v.name AS venue_name, v.slug AS venue_slug
  FROM venue_claims c
  LEFT JOIN venues v ON v.id = c.venue_id
  WHERE c.user_id = $1
  ORDER BY c.created DESC, c.id DESC`;

/** Whether the user $1 has claimed a venue, whatever the claim's status (the account menu shows My Claims). */
export const HAS_CLAIMS_SQL = `SELECT EXISTS (SELECT 1 FROM venue_claims WHERE user_id = $1) AS has_claims`;

/** Whether the claimant proved their e-mail address (the automatic step trusts only a proven one). $1 user. */
export const CLAIMANT_CONFIRMED_SQL = `SELECT email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = $1`;

/** One claim as the list shows it. $1 claim. */
export const CLAIM_BY_ID_SQL = `${CLAIM_COLUMNS}
  WHERE c.id = $1`;

/**
 * Demo claims (SEED_DEMO): when there are none yet and the demo accounts exist, the demo user claims three venues
 * nobody manages (left new, being verified, rejected) and the demo producer's first venue gets its verified claim,
 * each with its history. The demo user's claims take the last unmanaged published venues, so the first ones stay
 * free to claim. Their times lie before $1, the product clock's now, as the desk's ages are read on that clock.
 */
export const SEED_DEMO_CLAIMS_SQL = `
  WITH una AS (SELECT id FROM users WHERE email = 'user@example.org'),
       pat AS (SELECT id FROM users WHERE email = 'producer@example.org'),
       editor AS (SELECT id FROM users WHERE email = 'editor@example.org'),
       free AS (
         SELECT v.id, row_number() OVER (ORDER BY v.id DESC) AS n FROM venues v
         WHERE v.published AND NOT EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)
         ORDER BY v.id DESC LIMIT 3
       ),
       wanted (n, status, notes) AS (
         VALUES (1::bigint, 'new', ''), (2::bigint, 'verifying', ''),
                (3::bigint, 'rejected', 'We could not confirm that you work for this venue. Reply from an address on its website.')
       ),
       una_claims AS (
         INSERT INTO venue_claims (venue_id, user_id, status, notes, created, updated)
         SELECT free.id, una.id, wanted.status, wanted.notes, $1::timestamptz - (wanted.n || ' days')::interval, $1::timestamptz - (wanted.n || ' hours')::interval
         FROM free JOIN wanted USING (n) CROSS JOIN una
         WHERE NOT EXISTS (SELECT 1 FROM venue_claims)
         RETURNING id, status, notes, created, user_id
       ),
       pat_claim AS (
         INSERT INTO venue_claims (venue_id, user_id, status, created, updated)
         SELECT m.venue_id, pat.id, 'verified', $1::timestamptz - interval '20 days', $1::timestamptz - interval '19 days'
         FROM pat JOIN LATERAL (SELECT venue_id FROM venue_managers WHERE user_id = pat.id ORDER BY venue_id LIMIT 1) m ON true
         WHERE NOT EXISTS (SELECT 1 FROM venue_claims)
         RETURNING id, status, notes, created, user_id
       ),
       made AS (SELECT * FROM una_claims UNION ALL SELECT * FROM pat_claim)
  INSERT INTO venue_claim_history (claim_id, user_id, status, message, created)
  SELECT made.id, step.user_id, step.status, step.message, made.created + step.after
  FROM made
  CROSS JOIN LATERAL (
    SELECT made.user_id, 'claimed' AS status, 'Claim requested.' AS message, interval '0' AS after
    UNION ALL SELECT NULL, 'new', 'No automatic match (e-mail domain or venue e-mail); waiting for an editor.', interval '1 second'
    UNION ALL SELECT (SELECT id FROM editor), made.status,
                     CASE WHEN made.status = 'rejected' THEN made.notes ELSE 'Status changed from new to ' || made.status || '.' END,
                     interval '1 hour'
    WHERE made.status <> 'new'
  ) step`;
