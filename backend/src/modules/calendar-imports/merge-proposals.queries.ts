/**
 * The proposed merges' statements (issue 30), checked in under backend/sql-snapshots/calendar-imports/.
 */

/** A source's pending proposals, keyed as the feed names their events. $1 source. */
export const SOURCE_PROPOSALS_SQL = `SELECT p.id, p.uid, p.fingerprint, p.proposal->'refusal' AS refusal FROM merge_proposals p WHERE p.source_id = $1`;

/**
 * A new proposal: the feed's event $3/$4 of source $1 looks like listed event $2. $5 its first start, $6 what the
 * import read of it, $7 now. One per feed event: a proposal already waiting stays as it is.
 */
export const INSERT_PROPOSAL_SQL = `
  INSERT INTO merge_proposals (source_id, event_id, uid, fingerprint, starts_at, proposal, created)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
  ON CONFLICT DO NOTHING`;

/** Drops a source's proposals whose feed events the last sync no longer found. $1 source, $2 the ones still found (int[]). */
export const DROP_STALE_PROPOSALS_SQL = `DELETE FROM merge_proposals WHERE source_id = $1 AND NOT (id = ANY ($2::int[]))`;

/**
 * One page of the desk's proposals, oldest first, each with its source, venue and the listed event's date nearest
 * the feed event's start (the one it looks like). $1 limit, $2 offset.
 */
export const PROPOSALS_PAGE_SQL = `
  SELECT p.id, p.starts_at, p.proposal, p.created,
         s.id AS source_id, s.address, s.calendar_name,
         v.id AS venue_id, v.name AS venue_name, v.time_zone,
         e.id AS event_id, e.slug, e.name, e.description, e.url, e.status,
         (SELECT o.starts_at FROM event_occurrences o WHERE o.event_id = e.id
          ORDER BY abs(extract(epoch FROM o.starts_at - p.starts_at)), o.starts_at LIMIT 1) AS listed_starts_at,
         count(*) OVER ()::int AS total
  FROM merge_proposals p
  JOIN calendar_sources s ON s.id = p.source_id
  JOIN venues v ON v.id = s.venue_id
  JOIN events e ON e.id = p.event_id
  ORDER BY p.created, p.id
  LIMIT $1 OFFSET $2`;

/** How many proposals wait (for a page past the last). */
export const COUNT_PROPOSALS_SQL = `SELECT count(*)::int AS total FROM merge_proposals`;

/** One proposal, to decide it. $1 id. */
export const PROPOSAL_SQL = `SELECT p.id, p.source_id, p.event_id, p.uid, p.fingerprint, p.proposal FROM merge_proposals p WHERE p.id = $1`;

/** A decided proposal leaves the desk. $1 id. */
export const DELETE_PROPOSAL_SQL = `DELETE FROM merge_proposals WHERE id = $1`;

/**
 * Drops a decided event's entry from its source's refused list, so the source page stops reporting it (a feed
 * answering "not modified" keeps the last list). $1 source, $2 the refused entry (name and reason) as jsonb.
 */
export const FORGET_REFUSAL_SQL = `
  UPDATE calendar_sources s SET refused = s.refused - (
    SELECT (f.n - 1)::int FROM jsonb_array_elements(s.refused) WITH ORDINALITY AS f (entry, n) WHERE f.entry = $2::jsonb ORDER BY f.n LIMIT 1)
  WHERE s.id = $1 AND s.refused @> jsonb_build_array($2::jsonb)`;
