import { eventCardsSql } from '../cards/event-card.read-model.js';
import { venueCardsSql } from '../cards/venue-card.read-model.js';
import { EVENT_ORDER, eventPageQuery } from './event-page.queries.js';
import type { EventSearchCriteria, VenueSearchCriteria } from './search-criteria.js';
import { qualified, tsqueryOf } from './search-conditions.queries.js';
import { type BuiltQuery, Params } from './search-params.js';
import { VENUE_ORDER, venuePageQuery } from './venue-page.queries.js';

/**
 * SQL of the events and venues listings, built per "shape" (which filters are present, the ordering) so every
 * statement is plain, EXPLAINable and prepared once per connection (named statements). Values never enter the
 * text: they are numbered parameters in a fixed order per shape.
 *
 * The pieces: search-params.ts (the placeholders), search-conditions.queries.ts (filters, radius, keyword),
 * first-in-range.queries.ts (an event's first occurrence in the range, counted per span), event-page.queries.ts and
 * venue-page.queries.ts (the page of each listing); this file joins a page to its cards. The final statements of
 * every shape are checked in under backend/sql-snapshots/search/ (search-sql.spec.ts).
 *
 * Event statements (a first-day probe decides between the two forms of the first two, see probeFirstDay):
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

/**
 * The statement of one events listing: its page with the cards (see withCards) and the exact total. `now` is the
 * Clock's instant, which the card SQL takes for events outside a range (a listing always has one).
 */
export function eventListingStatement(criteria: EventSearchCriteria, now: Date): BuiltQuery {
  return withCards(eventPageQuery(criteria), 'event_id', EVENT_ORDER[criteria.ordering], (ids, p) =>
    eventCardsSql(
      ids,
      p.add(criteria.range.start, 'date'),
      p.add(criteria.range.end, 'date'),
      p.add(now, 'timestamptz'),
      criteria.upcomingAt === null ? null : p.add(criteria.upcomingAt, 'timestamptz'),
    ),
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

/** The ids among $1 that are not event categories. */
export const UNKNOWN_EVENT_TYPE_IDS_SQL = `
  SELECT wanted.id
  FROM unnest($1::int[]) AS wanted(id)
  WHERE NOT EXISTS (SELECT 1 FROM event_types t WHERE t.id = wanted.id)
  ORDER BY wanted.id`;

/** Events whose keywords match the to_tsquery text `keyword` (event_keywords_search_vector_idx), at most `limit`. */
export function keywordEventIdsStatement(keyword: string, limit: number): BuiltQuery {
  const p = new Params();
  const match = tsqueryOf(p, keyword);
  return { values: p.values, text: `SELECT k.event_id FROM event_keywords k WHERE k.search_vector @@ ${match} LIMIT ${p.add(limit, 'int8')}` };
}
