import { REGION_TODAY_SQL } from '../../common/region/region-time.js';

/**
 * SQL of the metrics module, kept readable so it can be EXPLAINed as is. "Today" is the region's date
 * (common/region/region-time.ts), as for the ad impressions.
 */

const TODAY = REGION_TODAY_SQL;

/**
 * Adds counts to today's rollup rows (upsert). $1 kinds text[], $2 object ids int[], $3 widget ids text[]
 * ('' for none), $4 counts int[], one array element per (kind, object, widget). Only objects that exist are
 * counted (events for event_*, venues for poi_*), so made-up ids never grow the table. Answers the rows
 * written.
 */
export const ADD_IMPRESSIONS_SQL = `
  INSERT INTO impression_daily AS d (kind, object_id, widget_id, day, count)
  SELECT i.kind, i.object_id, i.widget_id, ${TODAY}, i.count
  FROM unnest($1::text[], $2::int[], $3::text[], $4::int[]) AS i(kind, object_id, widget_id, count)
  WHERE (i.kind IN ('event_card', 'event_detail') AND EXISTS (SELECT 1 FROM events e WHERE e.id = i.object_id))
     OR (i.kind IN ('poi_card', 'poi_detail') AND EXISTS (SELECT 1 FROM venues v WHERE v.id = i.object_id))
  ORDER BY i.kind, i.object_id, i.widget_id
  ON CONFLICT (kind, object_id, day, widget_id) DO UPDATE SET count = d.count + EXCLUDED.count
  RETURNING d.kind`;
