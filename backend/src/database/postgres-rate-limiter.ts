import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** The table the rate-limits migration creates; every limiter keeps its counters there under its own key prefix. */
export const RATE_LIMITS_TABLE = 'rate_limits';

export type PostgresRateLimiterOptions = {
  readonly keyPrefix: string;
  readonly points: number;
  readonly duration: number;
  readonly blockDuration?: number;
  /** Refuse from this instance's memory once a key has consumed this many points (0: never). */
  readonly inMemoryBlockOnConsumed?: number;
};

/**
 * A rate limiter whose counters live in PostgreSQL over the app's pool, so every backend instance counts the same
 * hits. The library deletes rows expired over an hour ago every 5 minutes, on an unref'd timer, so the table stays
 * small and tests still exit.
 */
export function postgresRateLimiter(dataSource: DataSource, options: PostgresRateLimiterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: dataSource,
    storeType: 'typeorm',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
    inMemoryBlockOnConsumed: 0,
    ...options,
  });
}
