/**
 * SQL of the sitemap, kept readable so it can be EXPLAINed as is. Only what a visitor can open: published
 * venues that are listed, and published events of published venues with an occurrence that has not ended.
 * $1 is the most rows to return; for events $2 is now (the Clock's instant).
 */

export const SITEMAP_VENUES_SQL = `
  SELECT v.id, v.slug, to_char(v.updated AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
  FROM venues v
  WHERE v.published AND NOT v.hide_from_listing
  ORDER BY v.id
  LIMIT $1`;

export const SITEMAP_UPCOMING_EVENTS_SQL = `
  SELECT e.id, e.slug, to_char(e.updated AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
  FROM events e
  JOIN venues v ON v.id = e.venue_id
  WHERE e.published AND v.published
    AND EXISTS (
      SELECT 1 FROM event_occurrences o
      WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at) >= $2::timestamptz
    )
  ORDER BY e.id
  LIMIT $1`;
