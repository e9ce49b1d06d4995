import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { EventSearchCriteria, VenueSearchCriteria } from './search-criteria.js';
import {
  eventListingStatements,
  statementName,
  UNKNOWN_EVENT_TYPE_IDS_SQL,
  venueListingStatements,
  type BuiltQuery,
} from './search.queries.js';
import { SearchError } from './search.errors.js';

/** One page of ids (in listing order) and the exact total. */
export type IdPage = { readonly ids: number[]; readonly total: number };

type PageRow = { total: number | null; event_id?: number | null; id?: number | null };

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

  /** One page of event ids (first occurrence in range, listing order) and the exact total. */
  findEventPage(criteria: EventSearchCriteria): Promise<IdPage> {
    return this.findPage(eventListingStatements(criteria), 'event_id');
  }

  /** One page of listable venue ids (listing order) and the exact total. */
  findVenuePage(criteria: VenueSearchCriteria): Promise<IdPage> {
    return this.findPage(venueListingStatements(criteria), 'id');
  }

  private async findPage(statements: { page: BuiltQuery; count: () => BuiltQuery }, key: 'event_id' | 'id'): Promise<IdPage> {
    const rows = await this.run<PageRow>(statements.page);
    const total = rows[0]?.total;
    if (total !== null && total !== undefined) return { ids: idsOf(rows, key), total };
    // A windowed page past the last row has no row to carry the total.
    const counted = await this.run<PageRow>(statements.count());
    return { ids: [], total: counted[0]?.total ?? 0 };
  }

  /** The given ids that are not event categories, ascending. */
  async findUnknownEventTypeIds(ids: readonly number[]): Promise<number[]> {
    const rows = await this.run<{ id: number }>({ text: UNKNOWN_EVENT_TYPE_IDS_SQL, values: [[...ids]] });
    return rows.map((row) => row.id);
  }
}

function idsOf(rows: readonly PageRow[], key: 'event_id' | 'id'): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    const id = row[key];
    if (id !== null && id !== undefined) ids.push(id);
  }
  return ids;
}
