import type { RangeParams } from './search-params.js';

/**
 * The narrow table event_search has one row per occurrence. "The event's first occurrence inside [a, b]" is
 * `day BETWEEN a AND b AND (prev_day IS NULL OR prev_day < a)`, one row per event. Walked per `span` (days since
 * the event's previous occurrence, see migration m1763942600000) the index range
 * `span = g AND day BETWEEN a AND least(b, a + g - 1)` holds exactly those rows (plus, for the bucketed spans
 * above 35 days, a few the prev_day test drops): the exact total is an index-only scan over the rows it counts.
 */

/** Span values of event_search (event_search_span() in the migration): 0 never qualifies, 367 = first ever. */
export const SPAN_VALUES: readonly number[] = [
  ...Array.from({ length: 35 }, (_, i) => i + 1),
  42, 49, 63, 91, 122, 183, 244, 366, 367,
];
export const SPANS_FROM = `unnest('{${SPAN_VALUES.join(',')}}'::int2[]) AS g(span)`;

/**
 * The first-in-range rows of every event, one lateral index-only scan per span value. OFFSET 0 keeps each
 * lateral a parameterised scan of event_search_first_idx (the planner would otherwise merge it into a hash join
 * over the whole index).
 */
export function firstInRangeRows(range: RangeParams, columns: string, conditions: readonly string[]): string {
  return `
    SELECT r.* FROM ${SPANS_FROM}
    CROSS JOIN LATERAL (
      SELECT ${columns}
      FROM event_search s
      WHERE s.span = g.span
        AND s.day BETWEEN ${range.start} AND least(${range.end}, ${range.start} + g.span - 1)
        AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${conditions.map((c) => `\n        AND ${c}`).join('')}
      OFFSET 0
    ) r`;
}

/** Per span `count(*)`, summed: the exact total without returning rows. */
export function countFirstInRange(range: RangeParams, conditions: readonly string[]): string {
  return `
    SELECT coalesce(sum(per_span.n), 0)::int AS total
    FROM ${SPANS_FROM}
    CROSS JOIN LATERAL (
      SELECT count(*) AS n
      FROM event_search s
      WHERE s.span = g.span
        AND s.day BETWEEN ${range.start} AND least(${range.end}, ${range.start} + g.span - 1)
        AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${conditions.map((c) => `\n        AND ${c}`).join('')}
    ) per_span`;
}

/** Matches on the range's first day at least this many times the page end: the ordered page is cheap. */
export const PROBE_MIN_HITS_PER_ROW = 8;

/**
 * The probe: how many first-in-range rows of the range's first day pass the filters (44 short index scans, up to
 * the threshold). Many (>= PROBE_MIN_HITS_PER_ROW x page end) means dense matches, so ordered scans reach the page
 * end quickly; few means selective filters, so one pass that counts and sorts the matches is cheaper than counting then ordering.
 */
export function probeFirstDay(range: RangeParams, conditions: readonly string[], threshold: string): string {
  // Counting stops at the threshold (LIMIT over the span laterals): only "at least that many" matters, and a dense
  // first day (most searches) holds several times as many matches as the threshold.
  return `
    SELECT count(*)::int AS hits
    FROM (
      SELECT 1
      FROM ${SPANS_FROM}
      CROSS JOIN LATERAL (
        SELECT 1 FROM event_search s
        WHERE s.span = g.span AND s.day = ${range.start}
          AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${conditions.map((c) => `\n          AND ${c}`).join('')}
        OFFSET 0
      ) x
      LIMIT ${threshold}
    ) capped`;
}
