/**
 * SQL of the ads module, kept readable so it can be EXPLAINed as is. "Today" for ad schedules and counts is the
 * region's date by the product's clock, which the caller passes as a parameter (a date), never PostgreSQL's now().
 */

/**
 * The best-targeted ads running today for a search. $1 searched event type ids (int[] or NULL), $2 keyword
 * (text or NULL), $3 today. An ad is eligible when its event types overlap the searched ones, or one of its keywords
 * (a word or phrase, stemmed English) occurs in the keyword, or it targets nothing. Score = number of
 * targeting kinds matched; only the top score is returned (the caller picks one by weight).
 */
export const FIND_BEST_SEARCH_ADS_SQL = `
  WITH scored AS (
    SELECT a.id, a.title, a.description, a.image, a.url, a.button_text, a.weight,
           cardinality(a.event_type_ids) > 0 AND a.event_type_ids && coalesce($1::int[], '{}') AS type_match,
           cardinality(a.keywords) > 0 AND $2::text IS NOT NULL AND EXISTS (
             SELECT 1
             FROM unnest(a.keywords) AS k(keyword)
             WHERE btrim(k.keyword) <> ''
               AND to_tsvector('english', $2::text) @@ phraseto_tsquery('english', k.keyword)
           ) AS keyword_match,
           cardinality(a.event_type_ids) = 0 AND cardinality(a.keywords) = 0 AS untargeted
    FROM search_ads a
    WHERE a.active
      AND (a.starts_on IS NULL OR a.starts_on <= $3::date)
      AND (a.ends_on IS NULL OR a.ends_on >= $3::date)
  ),
  eligible AS (
    SELECT *, type_match::int + keyword_match::int AS score
    FROM scored
    WHERE type_match OR keyword_match OR untargeted
  )
  SELECT id, title, description, image, url, button_text, weight
  FROM eligible
  WHERE score = (SELECT max(score) FROM eligible)
  ORDER BY id`;

/** Counts one impression of ad $1 on day $2, today (upsert); no row when the ad does not exist. */
export const RECORD_AD_IMPRESSION_SQL = `
  INSERT INTO search_ad_impressions (ad_id, day, impressions)
  SELECT a.id, $2::date, 1
  FROM search_ads a
  WHERE a.id = $1
  ON CONFLICT (ad_id, day) DO UPDATE SET impressions = search_ad_impressions.impressions + 1
  RETURNING impressions`;

/** The editors' list and one ad: the ad, whether it runs on day $1 (today), and its total counts. */
const ADMIN_AD_COLUMNS = `
  a.id, a.title, a.description, a.image, a.url, a.button_text, to_char(a.starts_on, 'YYYY-MM-DD') AS starts_on,
  to_char(a.ends_on, 'YYYY-MM-DD') AS ends_on, a.active, a.created,
  a.active AND (a.starts_on IS NULL OR a.starts_on <= $1::date) AND (a.ends_on IS NULL OR a.ends_on >= $1::date) AS live,
  coalesce((SELECT sum(i.impressions) FROM search_ad_impressions i WHERE i.ad_id = a.id), 0)::int AS impressions,
  coalesce((SELECT sum(i.clicks) FROM search_ad_impressions i WHERE i.ad_id = a.id), 0)::int AS clicks`;

export const ADMIN_ADS_SQL = `SELECT ${ADMIN_AD_COLUMNS} FROM search_ads a ORDER BY a.created DESC, a.id DESC`;

/** Ad $2 (today $1). */
export const ADMIN_AD_SQL = `SELECT ${ADMIN_AD_COLUMNS} FROM search_ads a WHERE a.id = $2`;

/** $1 title, $2 description, $3 url, $4 button text, $5 starts_on, $6 ends_on, $7 active. */
export const INSERT_AD_SQL = `
  INSERT INTO search_ads (title, description, url, button_text, starts_on, ends_on, active)
  VALUES ($1, $2, $3, $4, $5::date, $6::date, $7)
  RETURNING id`;

/**
 * Rewrites an ad; an active ad needs an image, so the row answers whether it has one (the caller refuses active
 * without). $1 id, then as INSERT_AD_SQL.
 */
export const UPDATE_AD_SQL = `
  UPDATE search_ads
  SET title = $2, description = $3, url = $4, button_text = $5, starts_on = $6::date, ends_on = $7::date, active = $8, updated = now()
  WHERE id = $1
  RETURNING id`;

export const AD_HAS_IMAGE_SQL = `SELECT image IS NOT NULL AS has_image FROM search_ads WHERE id = $1 FOR UPDATE`;

export const DELETE_AD_SQL = `DELETE FROM search_ads WHERE id = $1 RETURNING id`;

/** Days with any count, oldest first. $1 ad id. */
export const AD_STATS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, impressions, clicks
  FROM search_ad_impressions WHERE ad_id = $1 ORDER BY day`;

/** Counts one click-through of ad $1 on day $2, today, and answers its link; no row when the ad does not exist. */
export const RECORD_AD_CLICK_SQL = `
  WITH counted AS (
    INSERT INTO search_ad_impressions (ad_id, day, impressions, clicks)
    SELECT a.id, $2::date, 0, 1 FROM search_ads a WHERE a.id = $1
    ON CONFLICT (ad_id, day) DO UPDATE SET clicks = search_ad_impressions.clicks + 1
    RETURNING ad_id
  )
  SELECT a.url FROM search_ads a JOIN counted c ON c.ad_id = a.id`;
