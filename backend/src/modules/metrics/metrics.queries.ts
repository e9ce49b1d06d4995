/**
 * SQL of the metrics module, kept readable so it can be EXPLAINed as is. "Today" is the region's date by the
 * product's clock, passed by the caller, as for the ad impressions.
 */

/**
 * Counts a page view's impressions into today's rollup rows. $1 the page view (uuid), $2 kinds text[], $3 object ids
 * int[], $4 widget ids text[] ('' for none), one array element per distinct (kind, object, widget), $5 today. Each one is first
 * recorded as seen in that page view; only the ones not seen there before (ON CONFLICT DO NOTHING, so two
 * concurrent batches of one page view count an item once) add 1 to today's row (upsert). Only objects that exist are
 * counted (events for event_*, venues for poi_*), so made-up ids never grow the tables. Answers the rows counted.
 */
export const ADD_IMPRESSIONS_SQL = `
  WITH fresh AS (
    INSERT INTO impression_page_views (page_view, kind, object_id, widget_id)
    SELECT $1::uuid, i.kind, i.object_id, i.widget_id
    FROM unnest($2::text[], $3::int[], $4::text[]) AS i(kind, object_id, widget_id)
    WHERE (i.kind IN ('event_card', 'event_detail') AND EXISTS (SELECT 1 FROM events e WHERE e.id = i.object_id))
       OR (i.kind IN ('poi_card', 'poi_detail') AND EXISTS (SELECT 1 FROM venues v WHERE v.id = i.object_id))
    ORDER BY i.kind, i.object_id, i.widget_id
    ON CONFLICT DO NOTHING
    RETURNING kind, object_id, widget_id
  )
  INSERT INTO impression_daily AS d (kind, object_id, widget_id, day, count)
  SELECT f.kind, f.object_id, f.widget_id, $5::date, 1
  FROM fresh f
  ORDER BY f.kind, f.object_id, f.widget_id
  ON CONFLICT (kind, object_id, day, widget_id) DO UPDATE SET count = d.count + EXCLUDED.count
  RETURNING d.kind`;

/**
 * Forgets page views older than $1 hours (a card seen again in a page left open that long counts again). Only the job
 * engine runs it (metrics.scheduler.ts), one run at a time across instances.
 */
export const PRUNE_PAGE_VIEWS_SQL = `DELETE FROM impression_page_views WHERE seen_at < now() - make_interval(hours => $1::int)`;
