import { eventCardsSql } from './event-card.read-model.js';
import { venueCardsSql } from './venue-card.read-model.js';

/**
 * SQL of the cards module: the cards of given ids, which every list outside the listings reads (a venue's events,
 * saved events and venues), kept readable so it can be EXPLAINed as is. The listings embed the same card SQL in
 * their page statement (search.queries.ts).
 */

/**
 * Event cards for the given ids, in the given order.
 * $1 int[] ids, $2 first local day of the range, $3 last (both may be NULL), $4 now (the Clock's instant).
 */
export const EVENT_CARDS_BY_IDS_SQL = `${eventCardsSql('$1::int[]', '$2', '$3', '$4::timestamptz')}
  ORDER BY wanted.ord`;

/** Venue cards for the given ids, in the given order. $1 int[] ids. */
export const VENUE_CARDS_BY_IDS_SQL = `${venueCardsSql('$1::int[]')}
  ORDER BY wanted.ord`;
