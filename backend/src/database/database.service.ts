import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { DatabaseAvailability } from './database-availability.js';
import { searchDataSource } from './search-pool.js';
import type { SqlExecutor, SqlRow, SqlValues } from './sql-executor.js';
import { statementName } from './statement-name.js';

/** A scheduled job's run under its advisory lock: skipped when another instance holds the lock. */
export type JobLockResult<T> = { readonly ran: false } | { readonly ran: true; readonly value: T };

const TRY_JOB_LOCK_SQL = 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked';
const UNLOCK_JOB_SQL = 'SELECT pg_advisory_unlock(hashtext($1))';

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

  /**
   * Runs `work` while holding the session-level advisory lock named `events:job:<jobName>` on a dedicated
   * connection, so with several backend instances one of them runs a scheduled job and the others skip it. When
   * another instance holds the lock, answers `{ ran: false }` at once. `work` uses the pools as usual.
   */
  withJobLock<T>(jobName: string, work: () => Promise<T>): Promise<JobLockResult<T>> {
    return this.withConnection(async (connection) => {
      const key = `events:job:${jobName}`;
      const rows = await connection.query<{ locked: boolean }[]>(TRY_JOB_LOCK_SQL, [key]);
      if (rows[0]?.locked !== true) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await connection.query(UNLOCK_JOB_SQL, [key]);
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
