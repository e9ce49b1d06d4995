import { CATALOGUE_GENERATION_SQL } from '../../common/cache/catalogue-generation.js';
import { VENUE_CARD_COLUMNS } from '../cards/venue-card.read-model.js';

/**
 * SQL of the venues module, kept readable so it can be EXPLAINed as is. The card columns come from the cards module's
 * read model (venue-card.read-model.ts).
 */

/** One published venue with everything its detail page shows. $1 id. */
export const PUBLISHED_VENUE_DETAIL_SQL = `
  SELECT ${VENUE_CARD_COLUMNS},
         v.description, v.description_es, v.website, v.phone, v.email, v.alternate_times, v.region, v.poi_type,
         v.wikipedia_url, v.facebook_url, v.instagram_url, v.twitter_url, v.published
  FROM venues v
  WHERE v.id = $1 AND v.published`;

/**
 * What a venue's detail answer is made of, read before it (a validator, issue 28): the catalogue's generation, since
 * the detail reads one venues row and nothing the clock changes (its count of future events is stored).
 */
export const VENUE_DETAIL_VALIDATOR_SQL = `SELECT ${CATALOGUE_GENERATION_SQL} AS generation`;

export const PUBLISHED_VENUE_EXISTS_SQL = `SELECT EXISTS (SELECT 1 FROM venues WHERE id = $1 AND published) AS found`;

/**
 * Live search with one or two characters: published, listed venues whose name (English or Spanish) starts with the text,
 * alphabetically (venues_name_prefix_idx, venues_name_es_prefix_idx). $1 lower-cased LIKE-escaped text, $2 limit.
 */
export const LIVE_SEARCH_VENUES_BY_PREFIX_SQL = `
  SELECT v.id, v.name, v.name_es, v.slug
  FROM venues v
  WHERE (lower(v.name) LIKE $1 || '%' OR (v.name_es <> '' AND lower(v.name_es) LIKE $1 || '%')) AND v.published AND NOT v.hide_from_listing
  ORDER BY lower(v.name), v.id
  LIMIT $2`;

/**
 * Live search with three characters or more: names (English or Spanish) containing the text or resembling it (pg_trgm), best
 * first: name prefix, word prefix, similarity, then venues with more events. $1 text, $2 LIKE-escaped, $3 limit.
 */
export const LIVE_SEARCH_VENUES_SQL = `
  SELECT v.id, v.name, v.name_es, v.slug
  FROM venues v
  WHERE (v.name ILIKE '%' || $2 || '%' OR v.name % $1
         OR (v.name_es <> '' AND (v.name_es ILIKE '%' || $2 || '%' OR v.name_es % $1))) AND v.published AND NOT v.hide_from_listing
  ORDER BY (v.name ILIKE $2 || '%' OR v.name_es ILIKE $2 || '%') DESC, (v.name ILIKE '% ' || $2 || '%' OR v.name_es ILIKE '% ' || $2 || '%') DESC,
           greatest(similarity(v.name, $1), similarity(v.name_es, $1)) DESC, v.num_events_future DESC, lower(v.name), v.id
  LIMIT $3`;

export const LIVE_SEARCH_VENUE_BY_ID_SQL = `
  SELECT v.id, v.name, v.name_es, v.slug FROM venues v WHERE v.id = $1 AND v.published`;

/**
 * Recounts venues.num_events_future: distinct published events with an occurrence from the venue's local
 * today on, today being that of `now` (a timestamptz expression). $1 int[] venue ids, or NULL for every venue.
 * Only changed rows are written.
 */
function refreshFutureEventCountsSql(now: string): string {
  return `
  WITH counted AS (
    SELECT v.id, (
      SELECT count(*)::int
      FROM events e
      WHERE e.venue_id = v.id AND e.published
        AND EXISTS (
          SELECT 1 FROM event_occurrences o
          WHERE o.event_id = e.id
            -- no occurrence of the venue's today starts before now - 24 h; the range keeps it an index probe
            AND o.starts_at >= ${now} - interval '2 days'
            AND o.local_day >= (${now} AT TIME ZONE v.time_zone)::date)
    ) AS n
    FROM venues v
    WHERE $1::int[] IS NULL OR v.id = ANY ($1::int[])
  )
  UPDATE venues v SET num_events_future = counted.n
  FROM counted
  WHERE v.id = counted.id AND v.num_events_future IS DISTINCT FROM counted.n`;
}

/** The recount at the Clock's instant: $1 as above, $2 now. */
export const REFRESH_FUTURE_EVENT_COUNTS_AT_SQL = refreshFutureEventCountsSql('$2::timestamptz');

