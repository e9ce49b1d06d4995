import { REGION_TODAY_SQL } from '../../common/region/region-time.js';

/**
 * SQL of the ads module, kept readable so it can be EXPLAINed as is. "Today" for ad schedules is the region's
 * date (common/region/region-time.ts).
 */

const TODAY = REGION_TODAY_SQL;

/**
 * The best-targeted ads running today for a search. $1 searched event type ids (int[] or NULL), $2 keyword
 * (text or NULL). An ad is eligible when its event types overlap the searched ones, or one of its keywords
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
      AND (a.starts_on IS NULL OR a.starts_on <= ${TODAY})
      AND (a.ends_on IS NULL OR a.ends_on >= ${TODAY})
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

/** Counts one impression of ad $1 today (upsert); no row when the ad does not exist. */
export const RECORD_AD_IMPRESSION_SQL = `
  INSERT INTO search_ad_impressions (ad_id, day, impressions)
  SELECT a.id, ${TODAY}, 1
  FROM search_ads a
  WHERE a.id = $1
  ON CONFLICT (ad_id, day) DO UPDATE SET impressions = search_ad_impressions.impressions + 1
  RETURNING impressions`;
