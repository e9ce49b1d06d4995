/** SQL of the venues' fediverse presence, kept readable so it can be EXPLAINed as is. */

/** A published venue's id, slug and name, by id ($1) or by slug ($2); the actor dispatcher and WebFinger read it. */
export const PUBLISHED_VENUE_ACTOR_SQL = `
  SELECT v.id, v.slug FROM venues v WHERE (v.id = $1 OR v.slug = $2) AND v.published LIMIT 1`;

/** Venue $1's key pairs. */
export const ACTOR_KEYS_SQL = `
  SELECT rsa_public, rsa_private, ed25519_public, ed25519_private FROM federation_actor_keys WHERE venue_id = $1`;

/** Stores venue $1's first key pairs; when another instance stored its own meanwhile, keeps those (read again after). */
export const INSERT_ACTOR_KEYS_SQL = `
  INSERT INTO federation_actor_keys (venue_id, rsa_public, rsa_private, ed25519_public, ed25519_private)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (venue_id) DO NOTHING`;

/** Actor $2 follows venue $1 through Follow $5, delivered to $3 (its inbox) or $4 (its server's shared inbox). */
export const UPSERT_FOLLOWER_SQL = `
  INSERT INTO federation_followers (venue_id, actor_uri, inbox, shared_inbox, follow_uri, domain, created)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (venue_id, actor_uri) DO UPDATE
    SET inbox = EXCLUDED.inbox, shared_inbox = EXCLUDED.shared_inbox, follow_uri = EXCLUDED.follow_uri, domain = EXCLUDED.domain`;

/** Actor $2 no longer follows venue $1. */
export const DELETE_FOLLOWER_SQL = `DELETE FROM federation_followers WHERE venue_id = $1 AND actor_uri = $2`;

export const COUNT_FOLLOWERS_SQL = `SELECT count(*)::int AS total FROM federation_followers WHERE venue_id = $1`;

/**
 * One page of venue $1's followers in the order they came, after the follower of cursor ($2 its time, $3 its actor;
 * both null for the first page), $4 at most. Walks the primary key's venue prefix.
 */
export const FOLLOWERS_PAGE_SQL = `
  SELECT actor_uri, inbox, shared_inbox, created
  FROM federation_followers
  WHERE venue_id = $1 AND ($2::timestamptz IS NULL OR (created, actor_uri) > ($2::timestamptz, $3::text))
  ORDER BY created, actor_uri
  LIMIT $4`;

/** Every follower of venue $1, for a delivery to all of them. */
export const ALL_FOLLOWERS_SQL = `SELECT actor_uri, inbox, shared_inbox FROM federation_followers WHERE venue_id = $1`;

/** What NodeInfo reports: published venues (the actors) and their published events (the posts). */
export const NODEINFO_USAGE_SQL = `
  SELECT (SELECT count(*)::int FROM venues WHERE published) AS venues,
         (SELECT count(*)::int FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.published AND v.published) AS events`;

/** Whether any of domains $1 (a host and the domains it belongs to) is blocked. */
export const DOMAIN_BLOCKED_SQL = `SELECT EXISTS (SELECT 1 FROM federation_blocked_domains WHERE domain = ANY($1::text[])) AS blocked`;

/** Every blocked domain, the last blocked first. */
export const BLOCKED_DOMAINS_SQL = `
  SELECT domain, followers_removed, created FROM federation_blocked_domains ORDER BY created DESC, domain`;

/**
 * Blocks domain $1 for staff member $2 at $3, removing its followers (of a host of that domain or a subdomain) in the
 * same statement; blocking it again keeps the first block. Answers the block.
 */
export const BLOCK_DOMAIN_SQL = `
  WITH removed AS (
    DELETE FROM federation_followers WHERE domain = $1 OR domain LIKE '%.' || $1 OR split_part(domain, ':', 1) = $1
    RETURNING 1
  ), inserted AS (
    INSERT INTO federation_blocked_domains (domain, followers_removed, created_by, created)
    SELECT $1, (SELECT count(*)::int FROM removed), $2, $3
    ON CONFLICT (domain) DO UPDATE SET followers_removed = federation_blocked_domains.followers_removed + EXCLUDED.followers_removed
    RETURNING domain, followers_removed, created
  )
  SELECT domain, followers_removed, created FROM inserted`;

export const UNBLOCK_DOMAIN_SQL = `DELETE FROM federation_blocked_domains WHERE domain = $1 RETURNING domain`;

/** The oldest changed events (at most $1), each once, with the last change's id. */
export const CHANGED_EVENTS_SQL = `
  SELECT event_id, max(id) AS last_change FROM federation_event_changes GROUP BY event_id ORDER BY min(id) LIMIT $1`;

/** Forgets event $1's changes up to change $2 (a change made meanwhile stays for the next run). */
export const FORGET_CHANGES_SQL = `DELETE FROM federation_event_changes WHERE event_id = $1 AND id <= $2`;

/** What the followers were last sent of event $1. */
export const SENT_EVENT_SQL = `SELECT event_id, venue_id, slug, fingerprint FROM federation_sent_events WHERE event_id = $1`;

export const UPSERT_SENT_EVENT_SQL = `
  INSERT INTO federation_sent_events (event_id, venue_id, slug, fingerprint, updated) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (event_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, slug = EXCLUDED.slug, fingerprint = EXCLUDED.fingerprint, updated = EXCLUDED.updated`;

export const DELETE_SENT_EVENT_SQL = `DELETE FROM federation_sent_events WHERE event_id = $1`;
