import type { RangeParams } from './search-params.js';

/**
 * The narrow table event_search has one row per occurrence. "The event's first occurrence inside [a, b]" is
 * `day BETWEEN a AND b AND (prev_day IS NULL OR prev_day < a)`, one row per event. Walked per `span` (days since
 * the event's previous occurrence, see migration m1763942600000) the index range
 * `span = g AND day BETWEEN a AND least(b, a + g - 1)` holds exactly those rows (plus, for the bucketed spans
 * above 35 days, a few the prev_day test drops): the exact total is an index-only scan over the rows it counts.
 *
 * A range that starts today (`upcomingAt`, the Clock's instant) counts each event's first occurrence in range that
 * has not ended (migration m1764720000000): the row is live (`live_until > upcomingAt`) and every earlier occurrence
 * either lies before the range or has ended (`prev_live_until`, the latest end among them). The span walk keeps its
 * live rows; the rows that follow an occurrence ended earlier today ("resumed", their previous day is today, or
 * tomorrow in a zone ahead of the region's) come from event_search_resumed_idx.
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
  const spanRows = `
    SELECT r.* FROM ${SPANS_FROM}
    CROSS JOIN LATERAL (
      SELECT ${columns}
      FROM event_search s
      WHERE s.span = g.span
        AND s.day BETWEEN ${range.start} AND least(${range.end}, ${range.start} + g.span - 1)
        AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${andEach(liveConditions(range, conditions), '        ')}
      OFFSET 0
    ) r`;
  return range.upcomingAt === null ? spanRows : `${spanRows}
    UNION ALL
    SELECT ${columns}${resumedRows(range, range.upcomingAt, conditions)}`;
}

/** Per span `count(*)`, summed: the exact total without returning rows. */
export function countFirstInRange(range: RangeParams, conditions: readonly string[]): string {
  const resumed = range.upcomingAt === null ? '' : ` + (\n      SELECT count(*)${resumedRows(range, range.upcomingAt, conditions)})`;
  return `
    SELECT (coalesce(sum(per_span.n), 0)${resumed})::int AS total
    FROM ${SPANS_FROM}
    CROSS JOIN LATERAL (
      SELECT count(*) AS n
      FROM event_search s
      WHERE s.span = g.span
        AND s.day BETWEEN ${range.start} AND least(${range.end}, ${range.start} + g.span - 1)
        AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${andEach(liveConditions(range, conditions), '        ')}
    ) per_span`;
}

/**
 * `s` is its event's first occurrence in the range (the condition besides the days, for walks that read the rows
 * in another order than the spans): with `upcomingAt`, its first one not ended.
 */
export function firstInRangeCondition(range: RangeParams): string {
  const first = `(s.prev_day IS NULL OR s.prev_day < ${range.start}`;
  return range.upcomingAt === null
    ? `${first})`
    : `${first} OR s.prev_live_until <= ${range.upcomingAt})\nAND ${notEnded(range, range.upcomingAt)}`;
}

/** The conditions with, when the range starts today, the row's own "not ended" test first. */
function liveConditions(range: RangeParams, conditions: readonly string[]): readonly string[] {
  return range.upcomingAt === null ? conditions : [notEnded(range, range.upcomingAt), ...conditions];
}

/**
 * The row has not ended at `upcomingAt`, which lies on the range's first day: a row two days later or more cannot
 * have (no zone is a day ahead of the region's), and the day is read before live_until, the last column of the
 * index entries, so most rows of a longer range skip reading it.
 */
export function notEnded(range: RangeParams, upcomingAt: string): string {
  return `(s.day > ${range.start} + 1 OR s.live_until > ${upcomingAt})`;
}

/** Each condition on its own ` AND` line, indented. */
export function andEach(conditions: readonly string[], indent: string): string {
  return conditions.map((c) => `\n${indent}AND ${c}`).join('');
}

/**
 * FROM and WHERE of the resumed rows (see the header): live rows in range whose earlier occurrences have all ended,
 * the last of them on the range's first day or the next.
 */
function resumedRows(range: RangeParams, upcomingAt: string, conditions: readonly string[]): string {
  return `
      FROM event_search s
      WHERE s.prev_day BETWEEN ${range.start} AND ${range.start} + 1 AND s.prev_live_until <= ${upcomingAt}
        AND s.live_until > ${upcomingAt} AND s.day <= ${range.end}${andEach(conditions, '        ')}`;
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
          AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${andEach(liveConditions(range, conditions), '          ')}
        OFFSET 0
      ) x
      LIMIT ${threshold}
    ) capped`;
}
