/**
 * SQL of the venues module, kept readable so it can be EXPLAINed as is.
 */

/**
 * The card columns of a venue aliased `v` (see VenueCardRow in venue-card.mapper.ts). Open times as `HH:MM:SS`: the
 * first 8 characters of the time's text (`HH:MM:SS[.ffffff]`), the same as to_char(t, 'HH24:MI:SS') at a fraction
 * of its cost (about 80 us of PostgreSQL per listing page of 20 venues).
 */
export const VENUE_CARD_COLUMNS = `
  v.id, v.name, v.slug, v.street, v.city, v.state, v.postal_code, v.country, v.lat, v.lon, v.time_zone,
  v.image_primary, v.image_thumbnail, v.claimed, v.num_events_future,
  coalesce((
    SELECT json_agg(json_build_object(
             'dayOfWeek', ot.day_of_week, 'closed', ot.closed,
             'timeStart', left(ot.time_start::text, 8), 'timeEnd', left(ot.time_end::text, 8))
           ORDER BY ot.day_of_week, ot.time_start NULLS FIRST, ot.id)
    FROM venue_open_times ot WHERE ot.venue_id = v.id), '[]'::json) AS open_times`;

/** The venue as embedded in an event card (no open times, counts or distance), as one json value. */
export function venueSummaryJson(alias: string): string {
  return `json_build_object(
    'id', ${alias}.id, 'name', ${alias}.name, 'slug', ${alias}.slug, 'street', ${alias}.street, 'city', ${alias}.city,
    'state', ${alias}.state, 'postal_code', ${alias}.postal_code, 'country', ${alias}.country, 'lat', ${alias}.lat,
    'lon', ${alias}.lon, 'time_zone', ${alias}.time_zone, 'image_primary', ${alias}.image_primary,
    'image_thumbnail', ${alias}.image_thumbnail, 'claimed', ${alias}.claimed)`;
}

/**
 * Distance from the search point ($lat, $lon) in the search's units ($metersPerUnit), or NULL without a point.
 * The placeholders are passed in so the fragment fits any statement's numbering.
 */
export function distanceSql(alias: string, lat: string, lon: string, metersPerUnit: string): string {
  return `CASE WHEN ${lat}::float8 IS NULL OR ${lon}::float8 IS NULL THEN NULL
    ELSE earth_distance(ll_to_earth(${lat}::float8, ${lon}::float8), ${alias}.earth) / ${metersPerUnit}::float8 END`;
}

/** Venue cards for the given ids, in the given order. $1 int[] ids, $2 lat, $3 lon, $4 meters per unit. */
export const VENUE_CARDS_BY_IDS_SQL = `
  SELECT ${VENUE_CARD_COLUMNS},
         ${distanceSql('v', '$2', '$3', '$4')} AS distance
  FROM unnest($1::int[]) WITH ORDINALITY AS wanted(id, ord)
  JOIN venues v ON v.id = wanted.id
  ORDER BY wanted.ord`;

/** One published venue with everything its detail page shows. $1 id. */
export const PUBLISHED_VENUE_DETAIL_SQL = `
  SELECT ${VENUE_CARD_COLUMNS},
         v.description, v.website, v.phone, v.email, v.alternate_times, v.region, v.poi_type,
         v.wikipedia_url, v.facebook_url, v.instagram_url, v.twitter_url, v.published
  FROM venues v
  WHERE v.id = $1 AND v.published`;

export const PUBLISHED_VENUE_EXISTS_SQL = `SELECT EXISTS (SELECT 1 FROM venues WHERE id = $1 AND published) AS found`;

/**
 * Live search with one or two characters: published, listed venues whose name starts with the text,
 * alphabetically (venues_name_prefix_idx). $1 lower-cased LIKE-escaped text, $2 limit.
 */
export const LIVE_SEARCH_VENUES_BY_PREFIX_SQL = `
  SELECT v.id, v.name, v.slug
  FROM venues v
  WHERE lower(v.name) LIKE $1 || '%' AND v.published AND NOT v.hide_from_listing
  ORDER BY lower(v.name), v.id
  LIMIT $2`;

/**
 * Live search with three characters or more: names containing the text or resembling it (pg_trgm), best
 * first: name prefix, word prefix, similarity, then venues with more events. $1 text, $2 LIKE-escaped, $3 limit.
 */
export const LIVE_SEARCH_VENUES_SQL = `
  SELECT v.id, v.name, v.slug
  FROM venues v
  WHERE (v.name ILIKE '%' || $2 || '%' OR v.name % $1) AND v.published AND NOT v.hide_from_listing
  ORDER BY (v.name ILIKE $2 || '%') DESC, (v.name ILIKE '% ' || $2 || '%') DESC,
           similarity(v.name, $1) DESC, v.num_events_future DESC, lower(v.name), v.id
  LIMIT $3`;

export const LIVE_SEARCH_VENUE_BY_ID_SQL = `
  SELECT v.id, v.name, v.slug FROM venues v WHERE v.id = $1 AND v.published`;

/**
 * Recounts venues.num_events_future: distinct published events with an occurrence from the venue's local
 * today on. $1 int[] venue ids, or NULL for every venue. Only changed rows are written.
 */
export const REFRESH_FUTURE_EVENT_COUNTS_SQL = `
  WITH counted AS (
    SELECT v.id, (
      SELECT count(*)::int
      FROM events e
      WHERE e.venue_id = v.id AND e.published
        AND EXISTS (
          SELECT 1 FROM event_occurrences o
          WHERE o.event_id = e.id
            -- no occurrence of the venue's today starts before now - 24 h; the range keeps it an index probe
            AND o.starts_at >= now() - interval '2 days'
            AND o.local_day >= (now() AT TIME ZONE v.time_zone)::date)
    ) AS n
    FROM venues v
    WHERE $1::int[] IS NULL OR v.id = ANY ($1::int[])
  )
  UPDATE venues v SET num_events_future = counted.n
  FROM counted
  WHERE v.id = counted.id AND v.num_events_future IS DISTINCT FROM counted.n`;
