import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseAvailability } from './database-availability.js';
import { dataSourceOptions } from './data-source-options.js';
import { LazyDataSource } from './lazy-data-source.js';
import { searchDataSource } from './search-pool.js';
import { type ReadExecutor, ServerPools } from './server-pools.js';

/**
 * How far the replica's replay is behind, in milliseconds. Caught up (everything received is replayed) is 0 however
 * long ago the primary last wrote; otherwise the age of the last transaction replayed, which overstates the lag
 * after a quiet spell (never understates it); unknown (nothing replayed since start) is infinite. A server that is
 * not in recovery (a promoted replica) is not behind. "Replayed at least what was received", not "equal": after a
 * restart the receive position starts over at the beginning of the WAL segment, behind what is already replayed,
 * and stays there until the primary writes again.
 */
export const REPLICA_LAG_SQL = `SELECT CASE
  WHEN NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= pg_last_wal_receive_lsn() THEN 0
  ELSE COALESCE(1000 * extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()), 'Infinity')
END::float8 AS lag_ms`;

/** The longest pause between two lag measurements. */
const LAG_CHECK_MAX_INTERVAL_MS = 1000;

export type ReadReplicaOptions = {
  /** How long a read waits for a connection before it fails, as on the primary. */
  readonly connectTimeoutMs: number;
  /** Lag beyond which the replica counts as lagging; 0: not measured. */
  readonly maxLagMs: number;
  /** Where its reads go while it is down, for the log line. */
  readonly whileDown: string;
};

/** host:port of a URL, for log lines (never its password). */
function shownHost(url: string): string {
  const parsed = new URL(url);
  return parsed.port === '' ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
}

/**
 * One streaming replica: its own two pools (the app pool's settings, the search pool's settings; opened on first
 * use), its availability (down on a connection failure, probed with backoff, used again once it answers) and its
 * replay lag, measured every second or so while it is up. The pools reconnect by themselves when the server is back.
 */
export class ReadReplica {
  private readonly logger = new Logger('Database');
  private readonly pools: ServerPools;
  private readonly availability: DatabaseAvailability;
  private readonly timer: NodeJS.Timeout | undefined;
  private reads = 0;
  private overLag = 0;
  private measuring = false;
  readonly name: string;

  constructor(
    url: string,
    private readonly options: ReadReplicaOptions,
  ) {
    this.name = `Read replica ${shownHost(url)}`;
    const app = new DataSource({ ...dataSourceOptions(url, options.connectTimeoutMs), migrationsRun: false, migrations: [] });
    this.pools = new ServerPools(LazyDataSource.owned(app), LazyDataSource.owned(searchDataSource(url)));
    this.availability = new DatabaseAvailability(() => this.pools.query('SELECT 1'), this.name, options.whileDown);
    if (options.maxLagMs > 0) {
      this.timer = setInterval(() => void this.measureLag(), Math.min(LAG_CHECK_MAX_INTERVAL_MS, options.maxLagMs));
      this.timer.unref();
    }
  }

  /** Reads under way on it (the least busy replica serves the next one). */
  get busy(): number {
    return this.reads;
  }

  get isDown(): boolean {
    return this.availability.isDown;
  }

  /**
   * Whether its replay lag was over the bound at the last two measurements: one alone may be the moment between a
   * WAL record's arrival and its replay after a quiet spell, which the lag query overstates.
   */
  get isLagging(): boolean {
    return this.overLag >= 2;
  }

  /** `read` on its pools; a connection failure marks it down. */
  async run<T>(read: (pools: ReadExecutor) => Promise<T>): Promise<T> {
    this.reads++;
    try {
      return await this.availability.run(() => read(this.pools));
    } finally {
      this.reads--;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.availability.close();
    await this.pools.close();
  }

  private async measureLag(): Promise<void> {
    // While it is down the availability probes it; a measurement still under way is not doubled.
    if (this.availability.isDown || this.measuring) return;
    this.measuring = true;
    try {
      const rows = await this.availability.run(() => this.pools.query<{ lag_ms: number }[]>(REPLICA_LAG_SQL));
      const lagMs = rows[0]?.lag_ms ?? 0;
      const wasLagging = this.isLagging;
      this.overLag = lagMs > this.options.maxLagMs ? this.overLag + 1 : 0;
      if (this.isLagging && !wasLagging) this.logger.warn(`${this.name} lags ${Math.round(lagMs)} ms behind; skipped while another can serve`);
      if (wasLagging && !this.isLagging) this.logger.log(`${this.name} caught up`);
    } catch (error) {
      this.logger.debug(`${this.name}: lag not measured (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      this.measuring = false;
    }
  }
}
