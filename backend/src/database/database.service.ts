import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { DatabaseAvailability } from './database-availability.js';
import { searchDataSource } from './search-pool.js';
import type { SqlExecutor, SqlRow, SqlValues } from './sql-executor.js';
import { statementName } from './statement-name.js';

/** Which pool a named statement runs on: the app's (TypeORM's DataSource) or the listings' (search-pool.ts). */
export type PoolName = 'app' | 'search';

/** The pg pool TypeORM's PostgreSQL driver owns (its public `master`); undefined for another driver. */
function pgPoolOf(dataSource: DataSource): pg.Pool | undefined {
  const driver = dataSource.driver;
  return driver instanceof PostgresDriver ? (driver.master as pg.Pool) : undefined;
}

/**
 * The one way repositories reach PostgreSQL. Plain statements and transactions go through TypeORM's DataSource
 * (which also runs the migrations and owns the pools). Hot reads are named (prepared) statements sent straight to
 * a pool: each connection parses and plans a text once, and the rows come back as plain objects without the query
 * runner's bookkeeping. The listings use their own small pool (search-pool.ts) so a burst of searches cannot take
 * every connection the app's other requests need.
 */
@Injectable()
export class DatabaseService implements SqlExecutor, OnModuleDestroy {
  private readonly search: DataSource | undefined;
  private searchPool: pg.Pool | undefined;
  private searchOpening: Promise<pg.Pool> | undefined;
  /** Fails queries fast while the database is down and probes it with backoff (database-availability.ts). */
  private readonly availability: DatabaseAvailability;

  constructor(private readonly dataSource: DataSource) {
    const url = (dataSource.options as { url?: unknown }).url;
    this.search = typeof url === 'string' ? searchDataSource(url) : undefined;
    this.availability = new DatabaseAvailability(() => this.dataSource.query('SELECT 1'));
  }

  async onModuleDestroy(): Promise<void> {
    this.availability.close();
    const opening = this.searchOpening;
    if (opening === undefined || this.search === undefined) return;
    await opening.catch(() => undefined);
    if (this.search.isInitialized) await this.search.destroy();
  }

  /** A plain (unnamed) statement on the app's pool. */
  query<R = unknown>(text: string, values?: SqlValues): Promise<R> {
    return this.availability.run(() => this.dataSource.query<R>(text, values === undefined ? undefined : [...values]));
  }

  /**
   * A named statement: `prefix` says what it is (it starts the statement's name, see statement-name.ts). On the
   * app's pool it falls back to a plain statement when the driver has no pg pool. A search pool that cannot be
   * opened (no database URL) throws.
   */
  queryNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool: PoolName = 'app'): Promise<R[]> {
    return this.availability.run(() => this.runNamed<R>(prefix, text, values, pool));
  }

  private async runNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool: PoolName): Promise<R[]> {
    const target = pool === 'search' ? (this.searchPool ?? (await this.openSearchPool())) : pgPoolOf(this.dataSource);
    if (target === undefined) return this.dataSource.query<R[]>(text, [...values]);
    const result = await target.query<R>({ name: statementName(prefix, text), text, values: [...values] });
    return result.rows;
  }

  /** `work` in one transaction on the app's pool: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.availability.run(() =>
      this.dataSource.transaction((manager) => work({ query: (text, values) => manager.query(text, values === undefined ? undefined : [...values]) })),
    );
  }

  /** `work` on one dedicated connection of the app's pool (session-level advisory locks), released afterwards. */
  withConnection<T>(work: (connection: SqlExecutor) => Promise<T>): Promise<T> {
    return this.availability.run(async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        return await work({ query: (text, values) => runner.query(text, values === undefined ? undefined : [...values]) });
      } finally {
        await runner.release();
      }
    });
  }

  /** Whether TypeORM's DataSource is connected and the database is not known to be down (health). */
  get isConnected(): boolean {
    return this.dataSource.isInitialized && !this.availability.isDown;
  }

  private openSearchPool(): Promise<pg.Pool> {
    const search = this.search;
    if (search === undefined) return Promise.reject(new Error('The search pool needs a database URL'));
    this.searchOpening ??= search.initialize().then((initialized) => {
      const opened = pgPoolOf(initialized);
      if (opened === undefined) throw new Error('The search DataSource has no pg pool');
      this.searchPool = opened;
      return opened;
    });
    // A failed opening (server down) is tried again by the next query.
    return this.searchOpening.catch((error: unknown) => {
      this.searchOpening = undefined;
      throw error;
    });
  }
}
