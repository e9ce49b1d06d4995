import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { EventCardRow } from '../events/event-card.mapper.js';
import type { VenueCardRow } from '../venues/venue-card.mapper.js';
import type { EventSearchCriteria, VenueSearchCriteria } from './search-criteria.js';
import { eventListingStatement, statementName, UNKNOWN_EVENT_TYPE_IDS_SQL, venueListingStatement, type BuiltQuery } from './search.queries.js';
import { SearchError } from './search.errors.js';

/** One page of card rows (in listing order) and the exact total. */
export type CardPage<R> = { readonly rows: R[]; readonly total: number };

/** A row of a listing statement: the total, then the card's columns (all NULL for an empty page). */
type PageRow<R> = { total: number | null } & ({ id: number } & R | { id: null });

/**
 * Connections of the search pool. Each search is CPU-bound in PostgreSQL: on a 2-core machine 4 connections keep
 * both cores busy, while more would only add runnable backends competing with the app's own event loop.
 */
export const SEARCH_POOL_SIZE = 4;

/**
 * Session settings of the search pool. Generic plans: each statement shape is planned once per connection (the
 * shapes are built so their plans do not depend on the values; custom plans would re-plan the big statements for
 * every one of their first executions on every connection). A time limit so a runaway search cannot pile up.
 */
export const SEARCH_SESSION = '-c plan_cache_mode=force_generic_plan -c statement_timeout=15000';

/**
 * The listings' SQL (search.queries.ts), run as named statements on the search module's own small pool (same
 * database as the app): each shape is parsed and planned once per connection, and the rows are read as plain
 * objects (no entity hydration).
 */
@Injectable()
export class SearchRepository implements OnModuleDestroy {
  private readonly logger = new Logger('SearchRepository');
  private readonly pool: pg.Pool | undefined;

  constructor(dataSource: DataSource) {
    const url = (dataSource.options as { url?: unknown }).url;
    if (typeof url === 'string') {
      // Requests queue for a connection (up to 20 s under overload) rather than fail.
      this.pool = new pg.Pool({ connectionString: url, max: SEARCH_POOL_SIZE, options: SEARCH_SESSION, connectionTimeoutMillis: 20_000, idleTimeoutMillis: 60_000 });
      // An idle connection dropped by the server must not take the process down; the next query reconnects.
      this.pool.on('error', (error) => this.logger.warn({ err: error }, 'Search pool connection lost'));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end();
  }

  private async run<R extends pg.QueryResultRow>(query: BuiltQuery): Promise<R[]> {
    if (this.pool === undefined) throw new SearchError('listing_unavailable');
    try {
      const result = await this.pool.query<R>({ name: statementName(query.text), text: query.text, values: query.values });
      return result.rows;
    } catch (error) {
      // No connection (server down, pool exhausted for 20 s, statement timeout): 503 with the listing failure
      // message. Any other database error is a fault of the statement and stays a logged 500.
      if (!(error instanceof pg.DatabaseError) || error.code === '57014') {
        this.logger.warn({ err: error }, 'Search query failed for lack of a connection or time');
        throw new SearchError('listing_unavailable');
      }
      throw error;
    }
  }

  /** One page of event card rows (first occurrence in range, listing order) and the exact total. */
  findEventCardsPage(criteria: EventSearchCriteria): Promise<CardPage<EventCardRow>> {
    return this.findPage<EventCardRow>(eventListingStatement(criteria));
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

  /** The given ids that are not event categories, ascending. */
  async findUnknownEventTypeIds(ids: readonly number[]): Promise<number[]> {
    const rows = await this.run<{ id: number }>({ text: UNKNOWN_EVENT_TYPE_IDS_SQL, values: [[...ids]] });
    return rows.map((row) => row.id);
  }
}
