import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReadReplicaSettings } from '../config/database.config.js';
import { DatabaseAvailability } from './database-availability.js';
import { LazyDataSource } from './lazy-data-source.js';
import { ReadReplica, type ReadReplicaOptions } from './read-replica.js';
import { ReplicaReads } from './replica-reads.js';
import { searchDataSource } from './search-pool.js';
import { type PoolName, type ReadExecutor, ServerPools } from './server-pools.js';
import type { SqlExecutor, SqlRow, SqlValues } from './sql-executor.js';

/** A scheduled job's run under its advisory lock: skipped when another instance holds the lock. */
export type JobLockResult<T> = { readonly ran: false } | { readonly ran: true; readonly value: T };

const TRY_JOB_LOCK_SQL = 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked';
const UNLOCK_JOB_SQL = 'SELECT pg_advisory_unlock(hashtext($1))';

/** Injection token of the read replicas' settings with the pools' connection wait (DatabaseModule). */
export const READ_REPLICAS = 'READ_REPLICAS';

/** The read replicas' settings as DatabaseService takes them. */
export type ReadReplicaPoolSettings = ReadReplicaSettings & { readonly connectTimeoutMs: number };

function replicaOptions(replicas: ReadReplicaPoolSettings): ReadReplicaOptions {
  const whileDown = replicas.fallback === 'primary' ? 'reading the primary' : 'answering its reads 503';
  return { connectTimeoutMs: replicas.connectTimeoutMs, maxLagMs: replicas.maxLagMs, whileDown };
}

/**
 * The one way repositories reach PostgreSQL. Plain statements and transactions go through TypeORM's DataSource
 * (which also runs the migrations and owns the app's pool); named statements and the listings' search pool are
 * server-pools.ts's. Reads that may be a moment stale say so by running on `replicaReads`: the read replicas when
 * DATABASE_READ_URL names some (replica-reads.ts), else the primary exactly as `query` and `queryNamed`.
 */
@Injectable()
export class DatabaseService implements SqlExecutor, OnModuleDestroy {
  private readonly primary: ServerPools;
  private readonly replicas: readonly ReadReplica[];
  /** Fails queries fast while the database is down and probes it with backoff (database-availability.ts). */
  private readonly availability: DatabaseAvailability;
  /** Where reads that may be a moment stale run: a read replica, or the primary (see replica-reads.ts). */
  readonly replicaReads: ReadExecutor;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(READ_REPLICAS) replicas?: ReadReplicaPoolSettings,
  ) {
    const url = (dataSource.options as { url?: unknown }).url;
    this.primary = new ServerPools(LazyDataSource.openedElsewhere(dataSource), typeof url === 'string' ? LazyDataSource.owned(searchDataSource(url)) : undefined);
    this.availability = new DatabaseAvailability(() => this.dataSource.query('SELECT 1'));
    const onPrimary: ReadExecutor = {
      query: <R>(text: string, values?: SqlValues) => this.query<R>(text, values),
      queryNamed: <R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool?: PoolName) => this.queryNamed<R>(prefix, text, values, pool),
    };
    this.replicas = replicas === undefined ? [] : replicas.urls.map((replicaUrl) => new ReadReplica(replicaUrl, replicaOptions(replicas)));
    this.replicaReads = replicas === undefined || this.replicas.length === 0 ? onPrimary : new ReplicaReads(this.replicas, onPrimary, replicas.fallback);
  }

  async onModuleDestroy(): Promise<void> {
    this.availability.close();
    await Promise.all([this.primary.close(), ...this.replicas.map((replica) => replica.close())]);
  }

  /** A plain (unnamed) statement on the app's pool. */
  query<R = unknown>(text: string, values?: SqlValues): Promise<R> {
    return this.availability.run(() => this.primary.query<R>(text, values));
  }

  /** A named statement on the primary (server-pools.ts). */
  queryNamed<R extends SqlRow>(prefix: string, text: string, values: SqlValues, pool: PoolName = 'app'): Promise<R[]> {
    return this.availability.run(() => this.primary.queryNamed<R>(prefix, text, values, pool));
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
}
