import type { VenueOrdering } from '@events/contracts/reference';
import { firstInRangeRows } from './first-in-range.queries.js';
import type { VenueSearchCriteria } from './search-criteria.js';
import { dotOf, earthPointOnce, filterConditions, qualified, radiusCondition, tsqueryOf } from './search-conditions.queries.js';
import { type BuiltQuery, Params, pointParams } from './search-params.js';

/** The venues page walks the listing order when the total is at least this many times the page end. */
export const VENUE_WALK_MIN_TOTAL_PER_ROW = 50;

/** The venues listing's orderings as columns of the page rows. */
export const VENUE_ORDER: Record<VenueOrdering, string> = {
  distance: 'dot DESC, name, id',
  name: 'name, id',
  '-num_events_future': 'num_events_future DESC, name, id',
};

/**
 * Venues: one row per page venue (`total`, `id`), or one row with a NULL id when the page is empty. Listable venues
 * (published, not hidden) inside the radius, matching the keyword (venues.search_vector, prefix); with event filters
 * or dates, only those with an event whose first occurrence in the range passes them.
 *
 * The total: an index-only scan of the listable venues (venues_listing_idx), or with event filters the distinct
 * venues of the counted event rows (the radius tested on the rows, which carry the venue's point). The page: with
 * enough matches, a walk in listing order (KNN on venues_earth_idx for distance, venues_listing_name_idx,
 * venues_listing_events_idx) testing each venue, events by one probe of event_search_venue_idx, until the page end;
 * otherwise a top-N over the matches.
 */
export function venuePageQuery(criteria: VenueSearchCriteria): BuiltQuery {
  const p = new Params();
  const area = criteria.area;
  const point = area ? pointParams(area, p) : null;
  const minDot = area && area.minDot !== null ? p.add(area.minDot, 'float8') : null;
  const keyword = criteria.keyword ? tsqueryOf(p, criteria.keyword) : null;
  const listable = ['v.published', 'NOT v.hide_from_listing'];
  if (point && minDot) listable.push(`${dotOf('v', point)} >= ${minDot}`);
  if (keyword) listable.push(`v.search_vector @@ ${keyword}`);
  const dot = point ? dotOf('v', point) : 'NULL::float8';
  const keys = `v.id, ${dot} AS dot, v.name, v.num_events_future`;

  let ctes: string;
  let counted: string;
  let matches: string;
  let walkTest = '';
  if (criteria.events) {
    const range = { start: p.add(criteria.events.range.start, 'date'), end: p.add(criteria.events.range.end, 'date'), upcomingAt: null };
    const filters = filterConditions(criteria.events.filters, p);
    const rowConditions = [...(point && minDot ? [radiusCondition(point, minDot, false)] : []), ...filters];
    // The keyword and the unlisted venues are hashed sub-plans (`IN (...) IS TRUE` is not turned into a join, whose
    // order a generic plan would have to guess): each is computed once, then one hash probe per venue.
    const keywordMatch = keyword ? `\n      AND (ev.venue_id IN (SELECT k.id FROM venues k WHERE k.search_vector @@ ${keyword})) IS TRUE` : '';
    ctes = `
  WITH event_venues AS MATERIALIZED (
    SELECT DISTINCT r.venue_id FROM (${firstInRangeRows(range, 's.venue_id', rowConditions)}
    ) r
  ),
  matched AS MATERIALIZED (
    SELECT ev.venue_id FROM event_venues ev
    WHERE (ev.venue_id IN (SELECT u.id FROM venues u WHERE u.hide_from_listing OR NOT u.published)) IS NOT TRUE${keywordMatch}
  ),`;
    counted = `
    SELECT count(*)::int AS total FROM matched`;
    matches = `
      SELECT ${keys} FROM matched JOIN venues v ON v.id = matched.venue_id`;
    // A lateral LIMIT 1 (not EXISTS, which the planner would turn into a semi-join over the whole range): one probe
    // of event_search_venue_idx per venue walked.
    walkTest = `
     CROSS JOIN LATERAL (
       SELECT 1 FROM event_search s
       WHERE s.venue_id = v.id AND s.day BETWEEN ${range.start} AND ${range.end}${filters.map((c) => `\n         AND ${c}`).join('')}
       LIMIT 1
     ) AS has_event`;
  } else {
    ctes = '\n  WITH';
    counted = `
    SELECT count(*)::int AS total FROM venues v
    WHERE ${listable.join(' AND ')}`;
    matches = `
      SELECT ${keys} FROM venues v
      WHERE ${listable.join(' AND ')}`;
  }

  const limit = p.add(criteria.window.pageSize, 'int8');
  const offset = p.add(criteria.window.offset, 'int8');
  const threshold = `${VENUE_WALK_MIN_TOTAL_PER_ROW} * (${limit} + ${offset})`;
  const order = VENUE_ORDER[criteria.ordering];
  const walkOrder =
    criteria.ordering === 'distance' && area
      ? `v.earth <-> ${earthPointOnce(area, p)}, v.name, v.id`
      : qualified(order.replace('dot DESC, ', ''), 'v');
  return {
    values: p.values,
    text: `${ctes} counted AS (${counted}
  )
  SELECT counted.total, page.id, page.dot, page.name, page.num_events_future
  FROM counted
  LEFT JOIN LATERAL (
    (SELECT ${keys}
     FROM venues v${walkTest}
     WHERE ${listable.join(' AND ')}
       AND counted.total >= ${threshold}
     ORDER BY ${walkOrder}
     LIMIT ${limit} OFFSET ${offset})
    UNION ALL
    (SELECT m.* FROM (${matches}
     ) m
     WHERE counted.total < ${threshold}
     ORDER BY ${qualified(order, 'm')}
     LIMIT ${limit} OFFSET ${offset})
  ) page ON true
  ORDER BY ${qualified(order, 'page')}`,
  };
}
