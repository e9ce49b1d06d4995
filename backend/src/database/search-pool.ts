import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { listenForConnectionErrors } from './pool-connection-errors.js';

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

/** Milliseconds a listing waits for a search connection under overload (it queues rather than fails). */
const SEARCH_CONNECT_WAIT_MS = 20_000;

/**
 * The search pool as a second TypeORM DataSource on the app's database: TypeORM owns and closes the pool, no
 * migrations and no entities of its own (the app's DataSource migrates). pg's own pool options go through
 * `extra`; a dropped idle connection is logged and the next query reconnects.
 */
export function searchDataSource(url: string): DataSource {
  const logger = new Logger('SearchPool');
  return new DataSource({
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolErrorHandler: (error: unknown) => logger.warn({ err: error }, 'Search pool connection lost'),
    extra: {
      max: SEARCH_POOL_SIZE,
      options: SEARCH_SESSION,
      connectionTimeoutMillis: SEARCH_CONNECT_WAIT_MS,
      idleTimeoutMillis: 60_000,
      onConnect: listenForConnectionErrors,
    },
  });
}
