import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migration-list.js';
import { TypeOrmStructuredLogger } from './typeorm-logger.js';

/** Milliseconds to wait for a connection before a query fails (health answers 503 instead of hanging). */
export const CONNECT_TIMEOUT_MS = 3000;

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
    extra: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 10 },
  };
}
