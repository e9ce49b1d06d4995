import { eventParts } from './event-page.queries.js';
import { firstInRangeRows, notEnded } from './first-in-range.queries.js';
import type { EventSearchCriteria } from './search-criteria.js';
import { tsqueryOf } from './search-conditions.queries.js';
import type { BuiltQuery, Params } from './search-params.js';

/**
 * What a listing holds besides its pages, from the same conditions as its total (event-page.queries.ts): how many of
 * its events each category has, and every date of its events in its range. A calendar widget shows them as its
 * category chips and its month view. The final statements are checked in under backend/sql-snapshots/search/.
 */

/** The keyword's condition on a row alias's event_id (one probe of event_keywords' primary key per row). */
function keywordCondition(p: Params, keyword: string | null, alias: string): string | null {
  return keyword === null ? null : `EXISTS (SELECT 1 FROM event_keywords k WHERE k.event_id = ${alias}.event_id AND k.search_vector @@ ${tsqueryOf(p, keyword)})`;
}

/**
 * The listing's categories: for each, how many of its events (first occurrence in range, as its total counts them)
 * it has, most first, then by name. Rows: id, name, name_es ('' without a Spanish name), events.
 */
export function eventTypeCountsStatement(criteria: EventSearchCriteria): BuiltQuery {
  const { p, range, conditions } = eventParts(criteria);
  const keyword = keywordCondition(p, criteria.filters.keyword, 'f');
  return {
    values: p.values,
    text: `
  SELECT t.id, t.name::text AS name, t.name_es, counted.events
  FROM (
    SELECT f.event_type_id, count(*)::int AS events
    FROM (${firstInRangeRows(range, 's.event_id, s.event_type_id', conditions)}
      OFFSET 0
    ) f${keyword ? `\n    WHERE ${keyword}` : ''}
    GROUP BY f.event_type_id
  ) counted
  JOIN event_types t ON t.id = counted.event_type_id
  ORDER BY counted.events DESC, t.name`,
  };
}

/**
 * Every date of the listing's events in its range (not only each event's first), in time order, at most `limit`.
 * Rows: event_id, day (the venue's local day, yyyy-MM-dd), starts_at.
 */
export function eventDatesStatement(criteria: EventSearchCriteria, limit: number): BuiltQuery {
  const { p, range, conditions } = eventParts(criteria);
  const keyword = keywordCondition(p, criteria.filters.keyword, 's');
  // Every date that has not ended, when the range starts today.
  const live = range.upcomingAt === null ? [] : [notEnded(range, range.upcomingAt)];
  const all = [...live, ...conditions, ...(keyword ? [keyword] : [])];
  return {
    values: p.values,
    text: `
  SELECT s.event_id, to_char(s.day, 'YYYY-MM-DD') AS day, s.starts_at
  FROM event_search s
  WHERE s.day BETWEEN ${range.start} AND ${range.end}${all.map((c) => `\n    AND ${c}`).join('')}
  ORDER BY s.starts_at, s.event_id
  LIMIT ${p.add(limit, 'int8')}`,
  };
}
