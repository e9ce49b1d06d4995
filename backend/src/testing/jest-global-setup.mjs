// One embedded PostgreSQL for the whole jest run, with a migrated template database that each test file
// copies (src/testing/test-database.ts). Jest loads global set-up outside its module mapper, so this file
// is plain JavaScript on the built backend (Nx replays the build from cache when nothing changed).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_SERVER_ENV = 'EVENTS_TEST_PG_URL';
export const TEMPLATE_DATABASE = 'events_template';
/** Set by scripts/test.mjs once its build step passed: the backend's dist/ is current. */
const BUILT_ENV = 'EVENTS_BACKEND_BUILT';

export default async function globalSetup() {
  // `npm test` builds everything before its jest steps and says so; a jest run of its own builds the backend here.
  if (process.env[BUILT_ENV] !== '1') {
    execFileSync('npx', ['nx', 'run', '@events/backend:build', '--output-style=static'], {
      cwd: path.resolve(backendRoot, '..'),
      stdio: 'ignore',
    });
  }
  const { startTemporaryDatabase } = await import(path.join(backendRoot, 'dist/database/embedded-database.js'));
  const { dataSourceOptions } = await import(path.join(backendRoot, 'dist/database/data-source-options.js'));
  const { DataSource } = await import('typeorm');
  const pg = (await import('pg')).default;

  const server = await startTemporaryDatabase();
  try {
    const admin = new URL(server.url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await client.end();
    const template = new URL(server.url);
    template.pathname = `/${TEMPLATE_DATABASE}`;
    const dataSource = new DataSource({ ...dataSourceOptions(template.toString()), logging: false });
    await dataSource.initialize();
    await dataSource.destroy();
  } catch (error) {
    await server.stop();
    throw error;
  }
  globalThis.eventsTestServer = server;
  process.env[SHARED_SERVER_ENV] = server.url;
}
