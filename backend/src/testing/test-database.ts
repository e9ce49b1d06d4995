import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseServer, startTemporaryDatabase } from '../database/embedded-database.js';

/** Set by jest-global-setup.mjs: one PostgreSQL for the whole run, with a migrated template database. */
export const SHARED_SERVER_ENV = 'EVENTS_TEST_PG_URL';
export const TEMPLATE_DATABASE = 'events_template';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file. Under `npm test` it is a copy of the migrated template on the
 * run's shared server (tens of milliseconds instead of booting PostgreSQL); run alone, a test file gets a
 * temporary embedded server as before.
 */
export async function createTestDatabase(): Promise<DatabaseServer> {
  const serverUrl = process.env[SHARED_SERVER_ENV];
  if (!serverUrl) return startTemporaryDatabase();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  let dropping: Promise<void> | undefined;
  return {
    url: withDatabase(serverUrl, name),
    embedded: false,
    stop: () =>
      (dropping ??= onServer(serverUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      })),
  };
}
