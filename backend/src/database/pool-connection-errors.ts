import { Logger } from '@nestjs/common';
import type pg from 'pg';

const logger = new Logger('Database');

/**
 * pg-pool's `onConnect` hook for both pools: every connection gets an 'error' listener of its own for its whole life.
 * node-postgres emits 'error' on a connection the server ends (a restart, `pg_terminate_backend`, a dropped
 * database) and throws when nothing listens. The pool listens only while a connection is idle, and a caller only
 * while it holds one; between the two (a connection checked out between statements, or one whose caller already
 * gave up on it) the event would be an uncaught exception that ends the process. The query or checkout that used
 * the connection still gets the error, and the pool still drops the connection.
 */
export function listenForConnectionErrors(client: pg.PoolClient): void {
  client.on('error', (error: Error) => logger.debug(`A database connection ended: ${error.message}`));
}
