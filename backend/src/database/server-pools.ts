import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { LazyDataSource } from './lazy-data-source.js';
import type { SqlExecutor, SqlRow, SqlValues } from './sql-executor.js';
import { statementName } from './statement-name.js';

/** Which pool a named statement runs on: the app's (TypeORM's DataSource) or the listings' (search-pool.ts). */
export type PoolName = 'app' | 'search';

/** Plain statements and named (prepared) ones on either pool: what a read that a replica may serve runs on. */
export type ReadExecutor = SqlExecutor & {
  queryNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool?: PoolName): Promise<R[]>;
};

/** The pg pool TypeORM's PostgreSQL driver owns (its public `master`); undefined for another driver. */
export function pgPoolOf(dataSource: DataSource): pg.Pool | undefined {
  const driver = dataSource.driver;
  return driver instanceof PostgresDriver ? (driver.master as pg.Pool) : undefined;
}

/**
 * The two pools of one PostgreSQL server, the primary or a read replica. Plain statements go through the app pool's
 * TypeORM DataSource. Hot reads are named (prepared) statements sent straight to a pool: each connection parses and
 * plans a text once, and the rows come back as plain objects without the query runner's bookkeeping. The listings
 * use their own small pool (search-pool.ts) so a burst of searches cannot take every connection the other requests
 * need.
 */
export class ServerPools implements ReadExecutor {
  constructor(
    private readonly app: LazyDataSource,
    /** Undefined when the server has no URL to open a second pool with. */
    private readonly search: LazyDataSource | undefined,
  ) {}

  async query<R = unknown>(text: string, values?: SqlValues): Promise<R> {
    const source = this.app.ready ?? (await this.app.open());
    return source.query<R>(text, values === undefined ? undefined : [...values]);
  }

  /**
   * A named statement: `prefix` says what it is (it starts the statement's name, see statement-name.ts). On the
   * app's pool it falls back to a plain statement when the driver has no pg pool. A search pool that cannot be
   * opened (no database URL) throws.
   */
  async queryNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool: PoolName = 'app'): Promise<R[]> {
    const source = pool === 'search' ? await this.searchSource() : (this.app.ready ?? (await this.app.open()));
    const target = pgPoolOf(source);
    if (target === undefined) {
      if (pool === 'search') throw new Error('The search DataSource has no pg pool');
      return source.query<R[]>(text, [...values]);
    }
    const result = await target.query<R>({ name: statementName(prefix, text), text, values: [...values] });
    return result.rows;
  }

  /** Closes the pools this set opened (not one handed over open). */
  async close(): Promise<void> {
    await Promise.all([this.app.close(), this.search?.close()]);
  }

  private async searchSource(): Promise<DataSource> {
    if (this.search === undefined) throw new Error('The search pool needs a database URL');
    return this.search.ready ?? this.search.open();
  }
}
