import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migration-list.js';
import { TypeOrmStructuredLogger } from './typeorm-logger.js';

/** Milliseconds to wait for a connection before a query fails (health answers 503 instead of hanging). */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * Connections of the app's pool (besides the search pool's, see search-pool.ts). Its hot statements (session
 * user, cards) are short; on a 2-core server 6 connections keep PostgreSQL busy while the scheduled jobs hold one
 * or two, and more would only add backends competing for the same cores.
 */
export const APP_POOL_SIZE = 6;

/** TypeORM on PostgreSQL: schema only through migrations, run at boot. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    migrations: MIGRATIONS,
    logging: ['error', 'warn', 'migration'],
    logger: new TypeOrmStructuredLogger(),
    maxQueryExecutionTime: 1000,
    extra: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: APP_POOL_SIZE },
  };
}
