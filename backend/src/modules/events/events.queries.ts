import { CATALOGUE_GENERATION_SQL } from '../../common/cache/catalogue-generation.js';
import { EVENT_DETAIL_COLUMNS } from '../cards/event-card.read-model.js';
import { nextOccurrenceLateral, notEndedAt } from '../cards/occurrence.read-model.js';

/**
 * SQL of the events module (detail, a venue's events, live search), kept readable so it can be EXPLAINed as is. The
 * card columns and the next-occurrence rule come from the cards module's read model (event-card.read-model.ts,
 * occurrence.read-model.ts).
 */

/** One published event (of a published venue) as a detail row (a card row and more). $1 id, $2 now (the Clock's instant). */
export const PUBLISHED_EVENT_CARD_SQL = `
  SELECT ${EVENT_DETAIL_COLUMNS}
  FROM events e
  JOIN event_types t ON t.id = e.event_type_id
  JOIN venues v ON v.id = e.venue_id
  ${nextOccurrenceLateral('NULL', 'NULL', '$2::timestamptz')}
  WHERE e.id = $1 AND e.published AND v.published`;

/**
 * What an event's detail answer is made of, read before it (a validator, issue 28): the catalogue's generation, which
 * every write of the tables the detail reads moves, and how many of its occurrences have not ended. The clock only
 * ever takes occurrences away from that set (they end, or started more than three days ago), so the set is unchanged
 * exactly while its size is. $1 event id, $2 now.
 */
export const EVENT_DETAIL_VALIDATOR_SQL = `
  SELECT ${CATALOGUE_GENERATION_SQL} AS generation,
         (SELECT count(*)::int FROM event_occurrences o WHERE o.event_id = $1 AND ${notEndedAt('$2::timestamptz')}) AS upcoming`;

/** The occurrences of an event that have not ended yet, soonest first. $1 event id, $2 limit, $3 now. */
export const UPCOMING_OCCURRENCES_SQL = `
  SELECT o.starts_at, o.ends_at
  FROM event_occurrences o
  WHERE o.event_id = $1 AND ${notEndedAt('$3::timestamptz')}
  ORDER BY o.starts_at, o.id
  LIMIT $2`;

/**
 * A venue's published events (a cancelled one too, labelled, until its date) that have an occurrence not yet ended, soonest first: one page of ids plus the
 * exact total. $1 venue id, $2 limit, $3 offset, $4 now.
 */
export const UPCOMING_EVENT_IDS_FOR_VENUE_SQL = `
  SELECT e.id, count(*) OVER ()::int AS total
  FROM events e
  JOIN LATERAL (
    SELECT o.starts_at
    FROM event_occurrences o
    WHERE o.event_id = e.id AND ${notEndedAt('$4::timestamptz')}
    ORDER BY o.starts_at
    LIMIT 1
  ) nxt ON true
  WHERE e.venue_id = $1 AND e.published
  ORDER BY nxt.starts_at, e.id
  LIMIT $2 OFFSET $3`;

/** The total of UPCOMING_EVENT_IDS_FOR_VENUE_SQL past its last page. $1 venue id, $2 now. */
export const COUNT_UPCOMING_EVENTS_FOR_VENUE_SQL = `
  SELECT count(*)::int AS total
  FROM events e
  WHERE e.venue_id = $1 AND e.published
    AND EXISTS (
      SELECT 1 FROM event_occurrences o
      WHERE o.event_id = e.id AND ${notEndedAt('$2::timestamptz')})`;

/**
 * Live search with one or two characters: published events (of published venues) whose name (English or Spanish)
 * starts with the text, alphabetically; range scans of events_name_prefix_idx and events_name_es_prefix_idx. $1 lower-cased LIKE-escaped text, $2 limit.
 */
export const LIVE_SEARCH_EVENTS_BY_PREFIX_SQL = `
  SELECT e.id, e.name, e.name_es, e.slug
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE (lower(e.name) LIKE $1 || '%' OR (e.name_es <> '' AND lower(e.name_es) LIKE $1 || '%')) AND e.published AND v.published
  ORDER BY lower(e.name), e.id
  LIMIT $2`;

/**
 * Live search with three characters or more: names (English or Spanish) containing the text or resembling it (pg_trgm index),
 * best first: name prefix, then word prefix, then similarity. $1 text, $2 LIKE-escaped text, $3 limit.
 */
export const LIVE_SEARCH_EVENTS_SQL = `
  SELECT e.id, e.name, e.name_es, e.slug
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE (e.name ILIKE '%' || $2 || '%' OR e.name % $1
         OR (e.name_es <> '' AND (e.name_es ILIKE '%' || $2 || '%' OR e.name_es % $1))) AND e.published AND v.published
  ORDER BY (e.name ILIKE $2 || '%' OR e.name_es ILIKE $2 || '%') DESC, (e.name ILIKE '% ' || $2 || '%' OR e.name_es ILIKE '% ' || $2 || '%') DESC,
           greatest(similarity(e.name, $1), similarity(e.name_es, $1)) DESC, lower(e.name), e.id
  LIMIT $3`;

export const LIVE_SEARCH_EVENT_BY_ID_SQL = `
  SELECT e.id, e.name, e.name_es, e.slug
  FROM events e JOIN venues v ON v.id = e.venue_id
  WHERE e.id = $1 AND e.published AND v.published`;
