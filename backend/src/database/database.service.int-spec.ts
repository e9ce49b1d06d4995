import type pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseServer } from './embedded-database.js';
import { dataSourceOptions } from './data-source-options.js';
import { DatabaseService } from './database.service.js';
import { searchDataSource } from './search-pool.js';
import { statementName } from './statement-name.js';

/** The one way repositories reach PostgreSQL, on a real server: pools, named statements, transactions. */
describe('DatabaseService', () => {
  let server: DatabaseServer;
  let dataSource: DataSource;
  let db: DatabaseService;

  beforeAll(async () => {
    server = await createTestDatabase();
    dataSource = new DataSource({ ...dataSourceOptions(server.url), logging: ['error'] });
    await dataSource.initialize();
    db = new DatabaseService(dataSource);
    await db.query('CREATE TABLE database_service_probe (n int NOT NULL)');
  });

  afterAll(async () => {
    await db.onModuleDestroy();
    await dataSource.destroy();
    await server.stop();
  });

  it('outlives a connection the server ends while it is checked out between statements, on either pool', async () => {
    const search = searchDataSource(server.url);
    await search.initialize();
    try {
      for (const source of [dataSource, search]) {
        const pool = (source.driver as PostgresDriver).master as pg.Pool;
        const client = await pool.connect();
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const ended = new Promise((resolve) => client.once('end', resolve));
        // node-postgres emits 'error' on this connection with no query of its own under way: without a listener of
        // the pool's own for every connection, an uncaught exception that fails this test (and ends a backend).
        await dataSource.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        await ended;
        client.release(true);
        expect(await source.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      }
    } finally {
      await search.destroy();
    }
  });

  const PREPARED_SQL = 'SELECT name FROM pg_prepared_statements WHERE name = $1 AND NOT from_sql';

  it('runs a named statement prepared under its statement name, on either pool', async () => {
    for (const pool of ['app', 'search'] as const) {
      const rows = await db.queryNamed<{ name: string }>('probe', PREPARED_SQL, [statementName('probe', PREPARED_SQL)], pool);
      expect(rows).toEqual([{ name: statementName('probe', PREPARED_SQL) }]);
    }
  });

  it('gives the search pool its session settings (generic plans, a statement time limit)', async () => {
    const settings = "SELECT current_setting('plan_cache_mode') AS mode, current_setting('statement_timeout') AS timeout";
    expect(await db.queryNamed('settings', settings, [], 'search')).toEqual([{ mode: 'force_generic_plan', timeout: '15s' }]);
    expect(await db.queryNamed('settings', settings, [], 'app')).toEqual([{ mode: 'auto', timeout: '0' }]);
  });

  it('runs the reads a replica may serve on the primary when DATABASE_READ_URL names none', async () => {
    expect(await db.replicaReads.query('SELECT pg_is_in_recovery() AS replica')).toEqual([{ replica: false }]);
    const rows = await db.replicaReads.queryNamed<{ name: string }>('probe', PREPARED_SQL, [statementName('probe', PREPARED_SQL)], 'search');
    expect(rows).toEqual([{ name: statementName('probe', PREPARED_SQL) }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO database_service_probe (n) VALUES (1)'));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO database_service_probe (n) VALUES (2)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.query('SELECT n FROM database_service_probe ORDER BY n')).toEqual([{ n: 1 }]);
  });

  it('keeps one connection for the work of withConnection (session advisory locks)', async () => {
    const pids = await db.withConnection(async (connection) => {
      const first = await connection.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
      const second = await connection.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
      return [first[0]?.pid, second[0]?.pid];
    });
    expect(pids[0]).toBeDefined();
    expect(pids[1]).toBe(pids[0]);
  });

  it('answers an UPDATE as TypeORM does: the rows and the affected count', async () => {
    expect(await db.query('UPDATE database_service_probe SET n = n WHERE n = $1', [1])).toEqual([[], 1]);
  });

  it('runs a job once while its lock is held, skips it elsewhere, and frees the lock afterwards', async () => {
    // A second DataSource stands for a second backend instance on the same PostgreSQL.
    const other = new DataSource({ ...dataSourceOptions(server.url), logging: ['error'] });
    await other.initialize();
    const otherDb = new DatabaseService(other);
    try {
      let release: () => void = () => undefined;
      let started: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const running = new Promise<void>((resolve) => (started = resolve));
      const first = db.withJobLock('probe', async () => {
        started();
        await held;
        return 'first';
      });
      await running;
      expect(await otherDb.withJobLock('probe', async () => 'second')).toEqual({ ran: false });
      release();
      expect(await first).toEqual({ ran: true, value: 'first' });
      expect(await otherDb.withJobLock('probe', async () => 'second')).toEqual({ ran: true, value: 'second' });
      await expect(db.withJobLock('probe', () => Promise.reject(new Error('job failed')))).rejects.toThrow('job failed');
      expect(await otherDb.withJobLock('probe', async () => 'after a failure')).toEqual({ ran: true, value: 'after a failure' });
    } finally {
      await otherDb.onModuleDestroy();
      await other.destroy();
    }
  });
});
