import type { DataSourceOptions } from 'typeorm';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS } from '../config/database.config.js';
import { MIGRATIONS } from './migration-list.js';
import { listenForConnectionErrors } from './pool-connection-errors.js';
import { TypeOrmStructuredLogger } from './typeorm-logger.js';

/**
 * Connections of the app's pool (besides the search pool's, see search-pool.ts). Its hot statements (session
 * user, cards) are short; on a 2-core server 6 connections keep PostgreSQL busy while the scheduled jobs hold one
 * or two, and more would only add backends competing for the same cores.
 */
export const APP_POOL_SIZE = 6;

/**
 * TypeORM on PostgreSQL: schema only through migrations, run at boot. A query waits `connectTimeoutMs` for a
 * connection before it fails (DATABASE_CONNECT_TIMEOUT_MS; health answers 503 instead of hanging).
 */
export function dataSourceOptions(url: string, connectTimeoutMs = DEFAULT_DATABASE_CONNECT_TIMEOUT_MS): DataSourceOptions {
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
    extra: { connectionTimeoutMillis: connectTimeoutMs, max: APP_POOL_SIZE, onConnect: listenForConnectionErrors },
  };
}
