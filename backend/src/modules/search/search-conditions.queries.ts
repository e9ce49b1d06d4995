import type { EventFilters, SearchArea } from './search-criteria.js';
import type { Params, Point } from './search-params.js';

/** SQL fragments both listings use: the filters on event_search, the radius, the keyword, orderings, the point. */

/** Conditions of the filters on event_search `s` (geo excluded), and the parameters they use. */
export function filterConditions(filters: Omit<EventFilters, 'keyword'>, p: Params): string[] {
  const out: string[] = [];
  if (filters.eventTypes) out.push(`s.event_type_id = ANY (${p.add(filters.eventTypes, 'int[]')})`);
  if (filters.priceRanks) out.push(`s.price_rank = ANY (${p.add(filters.priceRanks, 'int[]')})`);
  if (filters.ageMask !== null) out.push(`(s.age_bits & ${p.add(filters.ageMask, 'int2')}) <> 0`);
  if (filters.isOnline) out.push('s.is_online');
  if (filters.isInPerson) out.push('s.is_in_person');
  return out;
}

/** Dot product of a row's unit vector with the search point's (the cosine of their angle). */
export function dotOf(alias: string, point: Point): string {
  return `(${alias}.ux * ${point.ux} + ${alias}.uy * ${point.uy} + ${alias}.uz * ${point.uz})`;
}

/** Inside the radius; `globalMatches`: events marked is_global match any radius. */
export function radiusCondition(point: Point, minDot: string, globalMatches: boolean): string {
  const inside = `${dotOf('s', point)} >= ${minDot}`;
  return globalMatches ? `(s.is_global OR ${inside})` : inside;
}

/** Prefix keyword (see keywordQuery): the english stems or, for stop words and odd words, the plain words. */
export function tsqueryOf(p: Params, keyword: string): string {
  const text = p.add(keyword, 'text');
  return `(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
}

/** An ordering's keys (`a DESC, b`) on a table alias. */
export function qualified(order: string, alias: string): string {
  return order
    .split(', ')
    .map((key) => `${alias}.${key}`)
    .join(', ');
}

/**
 * The search point as an earth value computed once per statement (InitPlan): ll_to_earth with parameters is not
 * folded into a constant, and would otherwise be computed again for every row.
 */
export function earthPointOnce(area: SearchArea, p: Params): string {
  return `(SELECT ll_to_earth(${p.add(area.lat, 'float8')}, ${p.add(area.lon, 'float8')}))`;
}
