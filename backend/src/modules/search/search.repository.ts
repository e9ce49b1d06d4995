import { Injectable, Logger } from '@nestjs/common';
import { isUnavailableError } from '../../database/database-errors.js';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlRow } from '../../database/sql-executor.js';
import type { EventCardRow } from '../cards/event-card.read-model.js';
import type { VenueCardRow } from '../cards/venue-card.read-model.js';
import type { EventSearchCriteria, VenueSearchCriteria } from './search-criteria.js';
import { eventDatesStatement, eventTypeCountsStatement } from './event-facets.queries.js';
import type { BuiltQuery } from './search-params.js';
import { eventListingStatement, keywordEventIdsStatement, UNKNOWN_EVENT_TYPE_IDS_SQL, venueListingStatement } from './search.queries.js';
import { SearchError } from './search.errors.js';

/** One page of card rows (in listing order) and the exact total. */
export type CardPage<R> = { readonly rows: R[]; readonly total: number };

/** A row of a listing statement: the total, then the card's columns (all NULL for an empty page). */
type PageRow<R> = { total: number | null } & ({ id: number } & R | { id: null });

/**
 * The listings' SQL (search.queries.ts), run as named statements on the search pool (database/search-pool.ts): each
 * shape is parsed and planned once per connection, and the rows are read as plain objects (no entity hydration).
 * Listings may be a moment stale: a read replica serves them when there is one.
 */
@Injectable()
export class SearchRepository {
  private readonly logger = new Logger('SearchRepository');

  constructor(private readonly db: DatabaseService) {}

  private async run<R extends SqlRow>(query: BuiltQuery): Promise<R[]> {
    try {
      return await this.db.replicaReads.queryNamed<R>('search', query.text, query.values, 'search');
    } catch (error) {
      // No connection (server down, pool exhausted for 20 s, statement timeout): 503 with the listing failure
      // message. Any other database error is a fault of the statement and stays a logged 500.
      if (isUnavailableError(error)) {
        this.logger.warn({ err: error }, 'Search query failed for lack of a connection or time');
        throw new SearchError('listing_unavailable');
      }
      throw error;
    }
  }

  /** One page of event card rows (first occurrence in range, listing order) and the exact total. */
  findEventCardsPage(criteria: EventSearchCriteria, now: Date): Promise<CardPage<EventCardRow>> {
    return this.findPage<EventCardRow>(eventListingStatement(criteria, now));
  }

  /** One page of listable venue card rows (listing order) and the exact total. */
  findVenueCardsPage(criteria: VenueSearchCriteria): Promise<CardPage<VenueCardRow>> {
    return this.findPage<VenueCardRow>(venueListingStatement(criteria));
  }

  private async findPage<R>(statement: BuiltQuery): Promise<CardPage<R>> {
    const rows = await this.run<PageRow<R>>(statement);
    const first = rows[0];
    // Every listing statement answers at least one row with the total (search.queries.ts).
    if (first === undefined || first.total === null) throw new Error('A listing statement answered without its total');
    return { rows: first.id === null ? [] : (rows as R[]), total: first.total };
  }

  /** How many of the listing's events each category has, most first (event-facets.queries.ts). */
  findEventTypeCounts(criteria: EventSearchCriteria): Promise<{ id: number; name: string; name_es: string; events: number }[]> {
    return this.run(eventTypeCountsStatement(criteria));
  }

  /** Every date of the listing's events in its range, in time order, at most `limit`. */
  findEventDates(criteria: EventSearchCriteria, limit: number): Promise<{ event_id: number; day: string; starts_at: Date }[]> {
    return this.run(eventDatesStatement(criteria, limit));
  }

  /** Ids of events whose keywords match the to_tsquery text, at most `limit`, in no order. */
  async findKeywordEventIds(keyword: string, limit: number): Promise<number[]> {
    const rows = await this.run<{ event_id: number }>(keywordEventIdsStatement(keyword, limit));
    return rows.map((row) => row.event_id);
  }

  /** The given ids that are not event categories, ascending. */
  async findUnknownEventTypeIds(ids: readonly number[]): Promise<number[]> {
    const rows = await this.run<{ id: number }>({ text: UNKNOWN_EVENT_TYPE_IDS_SQL, values: [[...ids]] });
    return rows.map((row) => row.id);
  }
}
