import { createHash } from 'node:crypto';
import type { EventOrdering, VenueOrdering } from '@events/contracts/reference';
import { eventCardsSql } from '../events/events.queries.js';
import { venueCardsSql } from '../venues/venues.queries.js';
import type { DateRange, EventFilters, EventSearchCriteria, SearchArea, VenueSearchCriteria } from './search-criteria.js';

/**
 * SQL of the events and venues listings, built per "shape" (which filters are present, the ordering) so every
 * statement is plain, EXPLAINable and prepared once per connection (named statements). Values never enter the
 * text: they are numbered parameters in a fixed order per shape.
 *
 * The narrow table event_search has one row per occurrence. "The event's first occurrence inside [a, b]" is
 * `day BETWEEN a AND b AND (prev_day IS NULL OR prev_day < a)`, one row per event. Walked per `span` (days since
 * the event's previous occurrence, see migration m1763942600000) the index range
 * `span = g AND day BETWEEN a AND least(b, a + g - 1)` holds exactly those rows (plus, for the bucketed spans
 * above 35 days, a few the prev_day test drops): the exact total is an index-only scan over the rows it counts.
 *
 * Statements (a first-day probe decides between the two forms of the first two, see probeFirstDay):
 * - ranked (featured, dt_next, price, -price; no keyword): the total as above, then the page from
 *   event_search_order_idx, one short ordered scan per (price_rank, is_featured) group, LIMIT page end each; or,
 *   for selective filters, one windowed pass.
 * - nearest (distance order; no keyword): the total, then the venues nearest first (KNN on venues_earth_idx) and
 *   their rows until the page end; or one windowed pass ordered by dot product.
 * - windowed (a keyword): the counted rows semi-joined with the keyword's event ids (the narrow event_keywords
 *   table and its GIN index, migration m1764100000000) kept once, their count and a top-N sort (windowedPage).
 * - venues: see venuePageQuery.
 * Every page statement carries the exact total, also past the last page, and reads the cards of its page
 * (withCards): a listing is one round trip.
 */

/** Span values of event_search (event_search_span() in the migration): 0 never qualifies, 367 = first ever. */
export const SPAN_VALUES: readonly number[] = [
  ...Array.from({ length: 35 }, (_, i) => i + 1),
  42, 49, 63, 91, 122, 183, 244, 366, 367,
];
const SPANS_FROM = `unnest('{${SPAN_VALUES.join(',')}}'::int2[]) AS g(span)`;

/** The venues page walks the listing order when the total is at least this many times the page end. */
export const VENUE_WALK_MIN_TOTAL_PER_ROW = 50;

/** Local days are UTC-12..UTC+14: every instant of local day d lies in [d 00:00Z - 14 h, d+1 00:00Z + 12 h). */
export function instantBounds(range: DateRange): { from: string; to: string } {
  const from = new Date(Date.parse(`${range.start}T00:00:00Z`) - 14 * 3_600_000).toISOString();
  const to = new Date(Date.parse(`${range.end}T00:00:00Z`) + 36 * 3_600_000).toISOString();
  return { from, to };
}

/** Collects parameter values; `add` returns the placeholder with its cast. */
class Params {
  readonly values: unknown[];

  /** Numbering continues after `values` (a statement built on another). */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

export type BuiltQuery = { readonly text: string; readonly values: unknown[] };

const statementNames = new Map<string, string>();

/** Prepared-statement name of a text: a digest, so equal shapes share one prepared statement per connection. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (statementNames.size >= 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** The statement of one events listing: its page with the cards (see withCards) and the exact total. */
export function eventListingStatement(criteria: EventSearchCriteria): BuiltQuery {
  const page = EVENT_PAGE_QUERIES[eventStatementKind(criteria)](criteria);
  return withCards(page, 'event_id', EVENT_ORDER[criteria.ordering], (ids, p) =>
    eventCardsSql(ids, p.add(criteria.range.start, 'date'), p.add(criteria.range.end, 'date')),
  );
}

/** The statement of one venues listing, as for events. */
export function venueListingStatement(criteria: VenueSearchCriteria): BuiltQuery {
  return withCards(venuePageQuery(criteria), 'id', VENUE_ORDER[criteria.ordering], (ids) => venueCardsSql(ids));
}

/**
 * A page statement (rows of `total`, the id `key` and the listing order's columns; one row with a NULL id when the
 * page is empty) extended with the cards of its ids: one row per card in listing order, each carrying the total and
 * its card columns; one row with the total and NULL card columns when the page is empty.
 */
function withCards(page: BuiltQuery, key: string, order: string, cards: (ids: string, p: Params) => string): BuiltQuery {
  const p = new Params(page.values);
  const ids = `ARRAY(SELECT p.${key} FROM page p WHERE p.${key} IS NOT NULL ORDER BY ${qualified(order, 'p')})`;
  return {
    values: p.values,
    text: `
  WITH page AS MATERIALIZED (${page.text}
  )
  SELECT page_total.total, c.*
  FROM (SELECT (SELECT p.total FROM page p LIMIT 1) AS total) page_total
  LEFT JOIN LATERAL (${cards(ids, p)}
  ) c ON true
  ORDER BY c.card_ord`,
  };
}

type RangeParams = { readonly start: string; readonly end: string };

/** Conditions of the filters on event_search `s` (geo excluded), and the parameters they use. */
function filterConditions(filters: Omit<EventFilters, 'keyword'>, p: Params): string[] {
  const out: string[] = [];
  if (filters.eventTypes) out.push(`s.event_type_id = ANY (${p.add(filters.eventTypes, 'int[]')})`);
  if (filters.priceRanks) out.push(`s.price_rank = ANY (${p.add(filters.priceRanks, 'int[]')})`);
  if (filters.ageMask !== null) out.push(`(s.age_bits & ${p.add(filters.ageMask, 'int2')}) <> 0`);
  if (filters.isOnline) out.push('s.is_online');
  if (filters.isInPerson) out.push('s.is_in_person');
  return out;
}

type Point = { readonly ux: string; readonly uy: string; readonly uz: string };

function pointParams(area: SearchArea, p: Params): Point {
  return { ux: p.add(area.ux, 'float8'), uy: p.add(area.uy, 'float8'), uz: p.add(area.uz, 'float8') };
}

function dotOf(alias: string, point: Point): string {
  return `(${alias}.ux * ${point.ux} + ${alias}.uy * ${point.uy} + ${alias}.uz * ${point.uz})`;
}

/** Inside the radius; `globalMatches`: events marked is_global match any radius. */
function radiusCondition(point: Point, minDot: string, globalMatches: boolean): string {
  const inside = `${dotOf('s', point)} >= ${minDot}`;
  return globalMatches ? `(s.is_global OR ${inside})` : inside;
}

/**
 * The first-in-range rows of every event, one lateral index-only scan per span value. OFFSET 0 keeps each
 * lateral a parameterised scan of event_search_first_idx (the planner would otherwise merge it into a hash join
 * over the whole index).
 */
function firstInRangeRows(range: RangeParams, columns: string, conditions: readonly string[]): string {
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
function countFirstInRange(range: RangeParams, conditions: readonly string[]): string {
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

/** Prefix keyword (see keywordQuery): the english stems or, for stop words and odd words, the plain words. */
function tsqueryOf(p: Params, keyword: string): string {
  const text = p.add(keyword, 'text');
  return `(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
}

const EVENT_ORDER: Record<EventOrdering, string> = {
  featured: 'is_featured DESC, starts_at, event_id',
  dt_next: 'starts_at, event_id',
  distance: 'dot DESC, starts_at, event_id',
  price: 'price_rank, starts_at, event_id',
  '-price': 'price_rank DESC, starts_at, event_id',
};

function qualified(order: string, alias: string): string {
  return order
    .split(', ')
    .map((key) => `${alias}.${key}`)
    .join(', ');
}

type EventParts = {
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

function lazyPoint(area: SearchArea | null, p: Params): () => Point | null {
  let point: Point | undefined;
  return () => (area === null ? null : (point ??= pointParams(area, p)));
}

function eventParts(criteria: EventSearchCriteria): EventParts {
  const p = new Params();
  const range = { start: p.add(criteria.range.start, 'date'), end: p.add(criteria.range.end, 'date') };
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
export function eventStatementKind(criteria: EventSearchCriteria): 'ranked' | 'nearest' | 'windowed' {
  if (criteria.filters.keyword !== null) return 'windowed';
  return criteria.ordering === 'distance' && criteria.area !== null ? 'nearest' : 'ranked';
}

/** The search point as an earth value computed once per statement (InitPlan): ll_to_earth with parameters is not
 * folded into a constant, and costs ~7 us each time a row computes it. */
function earthPointOnce(area: SearchArea, p: Params): string {
  return `(SELECT ll_to_earth(${p.add(area.lat, 'float8')}, ${p.add(area.lon, 'float8')}))`;
}

/** LIMIT of a walk that must be able to visit every row (see nearestEventPageQuery). */
const WALK_ALL = 2_147_483_647;

/** Matches on the range's first day at least this many times the page end: the ordered page is cheap. */
export const PROBE_MIN_HITS_PER_ROW = 8;

/**
 * The probe: how many first-in-range rows of the range's first day pass the filters (44 short index scans, up to
 * the threshold). Many (>= PROBE_MIN_HITS_PER_ROW x page end) means dense matches, so ordered scans reach the page
 * end quickly; few means selective filters, so one pass that counts and sorts the matches is cheaper than counting then ordering.
 */
function probeFirstDay(range: RangeParams, conditions: readonly string[], threshold: string): string {
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
        FROM (${firstInRangeRows(page.range, page.columns.join(', '), page.conditions)}
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
           AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${groupConditions.map((c) => `\n           AND ${c}`).join('')}
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
  // distance first (chosen once the GiST index had grown after venue updates: 16 ms instead of 1 ms a page).
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
           AND (s.prev_day IS NULL OR s.prev_day < ${range.start})${conditions.map((c) => `\n           AND ${c}`).join('')}
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

const EVENT_PAGE_QUERIES: Record<ReturnType<typeof eventStatementKind>, (criteria: EventSearchCriteria) => BuiltQuery> = {
  ranked: rankedEventPageQuery,
  nearest: nearestEventPageQuery,
  windowed: windowedEventPageQuery,
};

const VENUE_ORDER: Record<VenueOrdering, string> = {
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
    const range = { start: p.add(criteria.events.range.start, 'date'), end: p.add(criteria.events.range.end, 'date') };
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

/** The ids among $1 that are not event categories. */
export const UNKNOWN_EVENT_TYPE_IDS_SQL = `
  SELECT wanted.id
  FROM unnest($1::int[]) AS wanted(id)
  WHERE NOT EXISTS (SELECT 1 FROM event_types t WHERE t.id = wanted.id)
  ORDER BY wanted.id`;
