import type { EventOrdering } from '@events/contracts/reference';
import { andEach, countFirstInRange, firstInRangeCondition, firstInRangeRows, PROBE_MIN_HITS_PER_ROW, probeFirstDay } from './first-in-range.queries.js';
import type { EventCandidates, EventSearchCriteria, SearchArea } from './search-criteria.js';
import { dotOf, earthPointOnce, filterConditions, qualified, radiusCondition, tsqueryOf } from './search-conditions.queries.js';
import { type BuiltQuery, instantBounds, lazyPoint, Params, type Point, type RangeParams } from './search-params.js';

/**
 * The page of an events listing (the statement kinds are described in search.queries.ts): one row per page event
 * with `total` and `event_id` and the listing order's columns.
 */

/** The events listing's orderings as columns of the page rows. */
export const EVENT_ORDER: Record<EventOrdering, string> = {
  featured: 'is_featured DESC, starts_at, event_id',
  dt_next: 'starts_at, event_id',
  distance: 'dot DESC, starts_at, event_id',
  price: 'price_rank, starts_at, event_id',
  '-price': 'price_rank DESC, starts_at, event_id',
};

export type EventParts = {
  readonly p: Params;
  readonly range: RangeParams;
  /** The radius (is_global events match any) and the filters. */
  readonly conditions: string[];
  /** The filters alone. */
  readonly filters: string[];
  /** Placeholder of the radius's minimum dot product, when there is a radius. */
  readonly minDot: string | null;
  /** The search point's parameters, added on first use (a statement may not use them: unused ones have no type). */
  readonly point: () => Point | null;
};

/** The parameters and conditions every events statement starts from: the range, the radius and the filters. */
export function eventParts(criteria: EventSearchCriteria): EventParts {
  const p = new Params();
  const range = {
    start: p.add(criteria.range.start, 'date'),
    end: p.add(criteria.range.end, 'date'),
    upcomingAt: criteria.upcomingAt === null ? null : p.add(criteria.upcomingAt, 'timestamptz'),
  };
  const point = lazyPoint(criteria.area, p);
  const conditions: string[] = [];
  let minDot: string | null = null;
  if (criteria.area && criteria.area.minDot !== null) {
    const here = point() as Point;
    minDot = p.add(criteria.area.minDot, 'float8');
    conditions.push(radiusCondition(here, minDot, true));
  }
  const filters = filterConditions(criteria.filters, p);
  conditions.push(...filters);
  return { p, range, conditions, filters, point, minDot };
}

/** Which statement serves the criteria (see the header). */
export function eventStatementKind(criteria: EventSearchCriteria): 'ranked' | 'nearest' | 'windowed' | 'candidates' {
  if (criteria.candidates) return 'candidates';
  if (criteria.filters.keyword !== null) return 'windowed';
  return criteria.ordering === 'distance' && criteria.area !== null ? 'nearest' : 'ranked';
}

/** A multi-line condition with its continuation lines indented like the first. */
function indented(condition: string, indent: string): string {
  return condition.replaceAll('\n', `\n${indent}`);
}

/** LIMIT of a walk that must be able to visit every row (see nearestEventPageQuery). */
const WALK_ALL = 2_147_483_647;

type WindowedPage = {
  readonly range: RangeParams;
  readonly conditions: readonly string[];
  /** Columns of event_search `s` the rows carry (`event_id` first), each also in the output. */
  readonly columns: readonly string[];
  readonly order: string;
  readonly limit: string;
  readonly offset: string;
  /** A WHERE clause on the rows `h` (the keyword semi-join). */
  readonly where?: string;
  /** The first-in-range rows to page through, when not every event's (see candidateRows). */
  readonly source?: string;
};

/**
 * The matching rows kept once (a materialized CTE), their count and a top-N sort of them: one row per page row,
 * or one row with the total and NULL columns when the page lies past the last row.
 */
function windowedPage(page: WindowedPage): string {
  const names = page.columns.map((column) => column.split(' AS ').at(-1)?.replace(/^s\./, '') ?? column);
  return `
    SELECT * FROM (
      WITH matched AS MATERIALIZED (
        SELECT ${names.map((name) => `h.${name}`).join(', ')}
        FROM (${page.source ?? firstInRangeRows(page.range, page.columns.join(', '), page.conditions)}
          OFFSET 0
        ) h${page.where ? `\n        WHERE ${page.where}` : ''}
      )
      SELECT counted.total, ${names.map((name) => `m.${name}`).join(', ')}
      FROM (SELECT count(*)::int AS total FROM matched) counted
      LEFT JOIN LATERAL (
        SELECT * FROM matched ORDER BY ${page.order} LIMIT ${page.limit} OFFSET ${page.offset}
      ) m ON true
    ) windowed
    ORDER BY ${qualified(page.order, 'windowed')}`;
}

/**
 * Ranked (featured, date, price orders): after the probe, either the exact total (per-span counts) and the page from
 * event_search_order_idx, one short ordered scan per (price_rank, is_featured) group, LIMIT page end each; or, for
 * selective filters, one windowed pass. One row per page event (`total`, `event_id`); a row with a NULL event_id for
 * an empty page (total NULL too past the last page of a windowed pass).
 */
export function rankedEventPageQuery(criteria: EventSearchCriteria): BuiltQuery {
  const { p, range, conditions } = eventParts(criteria);
  // The ordered scans run per price group; the price filter picks the groups instead of testing rows.
  const groupConditions = conditions.filter((c) => !c.startsWith('s.price_rank'));
  const order = EVENT_ORDER[criteria.ordering];
  const limit = p.add(criteria.window.pageSize, 'int8');
  const offset = p.add(criteria.window.offset, 'int8');
  const bounds = instantBounds(criteria.range);
  const from = p.add(bounds.from, 'timestamptz');
  const to = p.add(bounds.to, 'timestamptz');
  const threshold = `${PROBE_MIN_HITS_PER_ROW} * (${limit} + ${offset})`;
  const dense = `probe.hits >= ${threshold}`;
  const priceGroups = criteria.filters.priceRanks ? `\n           AND k.price_rank = ANY (${p.add(criteria.filters.priceRanks, 'int[]')})` : '';
  return {
    values: p.values,
    text: `
  WITH probe AS (${probeFirstDay(range, conditions, threshold)}
  )
  SELECT r.total, r.event_id, r.is_featured, r.price_rank, r.starts_at
  FROM probe
  LEFT JOIN LATERAL (
    (SELECT counted.total, page.event_id, page.is_featured, page.price_rank, page.starts_at
     FROM (${countFirstInRange(range, conditions)}
     ) counted
     LEFT JOIN LATERAL (
       SELECT o.event_id, o.is_featured, o.price_rank, o.starts_at
       FROM (VALUES (0::int2, true), (0::int2, false), (1::int2, true), (1::int2, false),
                    (2::int2, true), (2::int2, false), (3::int2, true), (3::int2, false)) AS k(price_rank, is_featured)
       CROSS JOIN LATERAL (
         SELECT s.event_id, s.is_featured, s.price_rank, s.starts_at
         FROM event_search s
         WHERE s.price_rank = k.price_rank AND s.is_featured = k.is_featured
           AND s.starts_at >= ${from} AND s.starts_at < ${to}
           AND s.day BETWEEN ${range.start} AND ${range.end}
           AND ${indented(firstInRangeCondition(range), '           ')}${andEach(groupConditions, '           ')}
         ORDER BY s.starts_at, s.event_id
         LIMIT ${limit} + ${offset}
       ) o
       WHERE true${priceGroups}
       ORDER BY ${qualified(order, 'o')}
       LIMIT ${limit} OFFSET ${offset}
     ) page ON true
     WHERE ${dense})
    UNION ALL
    (SELECT w.total, w.event_id, w.is_featured, w.price_rank, w.starts_at
     FROM (${windowedPage({ range, conditions, columns: ['s.event_id', 's.is_featured', 's.price_rank', 's.starts_at'], order, limit, offset })}
     ) w
     WHERE NOT (${dense}))
  ) r ON true
  ORDER BY ${qualified(order, 'r')}`,
  };
}

/**
 * Nearest (distance order, no keyword): after the probe, either the exact total and a walk of the venues nearest
 * first (KNN on venues_earth_idx) reading each one's first-in-range rows from event_search_venue_idx until the page
 * end, or one windowed pass ordered by dot product.
 */
export function nearestEventPageQuery(criteria: EventSearchCriteria): BuiltQuery {
  const { p, range, conditions, filters, point, minDot } = eventParts(criteria);
  const area = criteria.area as SearchArea;
  const here = point() as Point;
  const dot = dotOf('s', here);
  // Probe the matches inside the radius only: the walk must fill the page before it leaves the radius (is_global
  // events far away would only be reached after every nearer venue).
  const probeConditions = minDot ? [`${dot} >= ${minDot}`, ...filters] : conditions;
  const limit = p.add(criteria.window.pageSize, 'int8');
  const offset = p.add(criteria.window.offset, 'int8');
  const origin = earthPointOnce(area, p);
  // The LIMIT bounds nothing (its value is unseen by the generic plan); a limited ordered scan is costed by its
  // start, so the plan stays the KNN walk, which stops after a few venues, instead of sorting every venue by
  // distance first (which the planner picks once the GiST index has grown after venue updates, at many times the
  // cost of a page).
  const walkLimit = p.add(WALK_ALL, 'int8');
  const threshold = `${PROBE_MIN_HITS_PER_ROW} * (${limit} + ${offset})`;
  const dense = `probe.hits >= ${threshold}`;
  const order = EVENT_ORDER.distance;
  return {
    values: p.values,
    text: `
  WITH probe AS (${probeFirstDay(range, probeConditions, threshold)}
  )
  SELECT r.total, r.event_id, r.dot, r.starts_at
  FROM probe
  LEFT JOIN LATERAL (
    (SELECT counted.total, page.event_id, page.dot, page.starts_at
     FROM (${countFirstInRange(range, conditions)}
     ) counted
     LEFT JOIN LATERAL (
       SELECT w.event_id, w.dot, w.starts_at
       FROM (SELECT v.id, v.earth <-> ${origin} AS d FROM venues v ORDER BY v.earth <-> ${origin} LIMIT ${walkLimit}) AS nearest
       CROSS JOIN LATERAL (
         SELECT s.event_id, s.starts_at, ${dot} AS dot
         FROM event_search s
         WHERE s.venue_id = nearest.id
           AND s.day BETWEEN ${range.start} AND ${range.end}
           AND ${indented(firstInRangeCondition(range), '           ')}${andEach(conditions, '           ')}
         OFFSET 0
       ) w
       ORDER BY nearest.d, w.starts_at, w.event_id
       LIMIT ${limit} OFFSET ${offset}
     ) page ON true
     WHERE ${dense})
    UNION ALL
    (SELECT w.total, w.event_id, w.dot, w.starts_at
     FROM (${windowedPage({ range, conditions, columns: ['s.event_id', `${dot} AS dot`, 's.starts_at'], order, limit, offset })}
     ) w
     WHERE NOT (${dense}))
  ) r ON true
  ORDER BY r.dot DESC, r.starts_at, r.event_id`,
  };
}

/** Windowed (a keyword): one row per page event (`total`, `event_id`); no row when the page is past the last one. */
export function windowedEventPageQuery(criteria: EventSearchCriteria): BuiltQuery {
  const { p, range, conditions, point } = eventParts(criteria);
  const here = criteria.ordering === 'distance' ? point() : null;
  const keyword = criteria.filters.keyword;
  const kwCte = keyword
    ? `
  WITH keyword_events AS MATERIALIZED (
    SELECT k.event_id AS id FROM event_keywords k WHERE k.search_vector @@ ${tsqueryOf(p, keyword)}
  )`
    : '';
  const limit = p.add(criteria.window.pageSize, 'int8');
  const offset = p.add(criteria.window.offset, 'int8');
  return {
    values: p.values,
    text: `${kwCte}${windowedPage({
      range,
      conditions,
      columns: ['s.event_id', 's.is_featured', 's.price_rank', 's.starts_at', `${here ? dotOf('s', here) : 'NULL::float8'} AS dot`],
      order: EVENT_ORDER[criteria.ordering],
      limit,
      offset,
      ...(keyword ? { where: 'h.event_id IN (SELECT id FROM keyword_events)' } : {}),
    })}`,
  };
}

/**
 * The first-in-range rows of the candidate events only: those named, one index-only probe of
 * event_search_event_day_idx per candidate (the lateral keeps it a probe whatever the plan, as the statement runs
 * with a generic plan that cannot know the list's length), and those whose first day in range comes after the
 * candidates' day; so the cost follows the candidates, not the catalogue.
 */
function candidateRows(range: RangeParams, columns: string, conditions: readonly string[], candidates: EventCandidates, p: Params): string {
  const ids = p.add(candidates.eventIds, 'int[]');
  const afterDay = p.add(candidates.afterDay, 'date');
  const firstInRange = `s.day BETWEEN ${range.start} AND ${range.end}
        AND ${indented(firstInRangeCondition(range), '        ')}${andEach(conditions, '        ')}`;
  return `
      SELECT named.* FROM unnest(${ids}) AS candidate(id)
      CROSS JOIN LATERAL (
        SELECT ${columns} FROM event_search s
        WHERE s.event_id = candidate.id AND ${firstInRange}
        OFFSET 0
      ) named
      UNION
      SELECT ${columns} FROM event_search s
      WHERE s.day > ${afterDay} AND ${firstInRange}`;
}

/**
 * Candidates (the alert digest): the listing's filters, keyword and order over the candidate events' rows, one
 * windowed pass; the total counts the matching candidates.
 */
export function candidateEventPageQuery(criteria: EventSearchCriteria): BuiltQuery {
  const { p, range, conditions, point } = eventParts(criteria);
  const candidates = criteria.candidates as EventCandidates;
  const here = criteria.ordering === 'distance' ? point() : null;
  const keyword = criteria.filters.keyword;
  // The keyword is tested per candidate (event_keywords' primary key), not by collecting every matching event.
  const where = keyword
    ? `EXISTS (SELECT 1 FROM event_keywords k WHERE k.event_id = h.event_id AND k.search_vector @@ ${tsqueryOf(p, keyword)})`
    : undefined;
  const columns = ['s.event_id', 's.is_featured', 's.price_rank', 's.starts_at', `${here ? dotOf('s', here) : 'NULL::float8'} AS dot`];
  const source = candidateRows(range, columns.join(', '), conditions, candidates, p);
  const limit = p.add(criteria.window.pageSize, 'int8');
  const offset = p.add(criteria.window.offset, 'int8');
  return {
    values: p.values,
    text: windowedPage({ range, conditions, columns, order: EVENT_ORDER[criteria.ordering], limit, offset, source, ...(where ? { where } : {}) }),
  };
}

const EVENT_PAGE_QUERIES: Record<ReturnType<typeof eventStatementKind>, (criteria: EventSearchCriteria) => BuiltQuery> = {
  ranked: rankedEventPageQuery,
  nearest: nearestEventPageQuery,
  windowed: windowedEventPageQuery,
  candidates: candidateEventPageQuery,
};

/** The page query of one events listing, by the kind of statement that serves it. */
export function eventPageQuery(criteria: EventSearchCriteria): BuiltQuery {
  return EVENT_PAGE_QUERIES[eventStatementKind(criteria)](criteria);
}
