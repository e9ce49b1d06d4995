// A test server's embedded PostgreSQL, for the e2e helpers that set up or read data the screens cannot.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir, type ServerName } from './servers.js';

/** A server's embedded PostgreSQL, found through the port in its postmaster.pid. */
export async function databaseUrl(server: ServerName = 'main'): Promise<string> {
  const pidFile = await readFile(path.join(dataDir(server), 'postgres', 'postmaster.pid'), 'utf8');
  const port = pidFile.split('\n')[3]?.trim();
  if (!port || !/^\d+$/.test(port)) throw new Error(`No port in the ${server} server's postmaster.pid: ${pidFile}`);
  return `postgres://events:events-local@localhost:${port}/events`;
}

export const mainDatabaseUrl = (): Promise<string> => databaseUrl('main');
