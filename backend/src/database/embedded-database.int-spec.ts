import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { defaultConfig } from '../config/app-config.js';
import { clusterDirFor, createApp } from '../create-app.js';
import { createFakeWebRoot } from '../testing/test-app.js';
import { DatabaseStartError, startEmbeddedDatabase, startTemporaryDatabase } from './embedded-database.js';

/** PIDs of postgres processes whose command line contains `text` (its data folder, or `-p PORT`). */
function postgresProcessesFor(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D .*${text}`], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  let webRoot: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'events-data-'));
    await chmod(dataDir, 0o755);
    webRoot = await createFakeWebRoot();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webRoot, { recursive: true, force: true });
  });

  it('keeps its data in DATA_DIR: a second start reuses it, and close() leaves no process behind', async () => {
    const config = defaultConfig({ dataDir, webRoot, databaseUrl: undefined });

    const first = await createApp(config);
    try {
      expect(existsSync(path.join(clusterDirFor(config), 'PG_VERSION'))).toBe(true);
      await first.get(DataSource).query(`INSERT INTO event_types (name) VALUES ('Zumba')`);
    } finally {
      await first.close();
    }
    expect(postgresProcessesFor(clusterDirFor(config))).toEqual([]);

    const second = await createApp(config);
    try {
      const rows = await second.get(DataSource).query<{ name: string }[]>(`SELECT name::text AS name FROM event_types WHERE name = 'zumba'`);
      expect(rows).toEqual([{ name: 'Zumba' }]);
      const counted = await second.get(DataSource).query<{ total: number }[]>('SELECT count(*)::int AS total FROM event_types');
      expect(counted[0]?.total).toBe(19);
    } finally {
      await second.close();
    }
    expect(postgresProcessesFor(clusterDirFor(config))).toEqual([]);
  });

  it('gives tests a throw-away server whose folder is removed on stop', async () => {
    const db = await startTemporaryDatabase();
    const url = new URL(db.url);
    expect(url.hostname).toBe('localhost');
    const dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    const available = await dataSource.query<{ extensions: string[] }[]>(
      `SELECT array_agg(name::text ORDER BY name) AS extensions FROM pg_available_extensions WHERE name IN ('cube', 'earthdistance', 'pg_trgm', 'citext')`,
    );
    expect(available[0]?.extensions).toEqual(['citext', 'cube', 'earthdistance', 'pg_trgm']);
    await dataSource.destroy();
    expect(postgresProcessesFor(`-p ${url.port}`)).toHaveLength(1);
    await db.stop();
    await db.stop(); // idempotent
    expect(postgresProcessesFor(`-p ${url.port}`)).toEqual([]);
  });

  (process.getuid?.() === 0 ? it : it.skip)('refuses, in one line, a data folder the postgres user cannot reach', async () => {
    const closed = await mkdtemp(path.join(os.tmpdir(), 'events-closed-'));
    try {
      await chmod(closed, 0o700);
      await mkdir(path.join(closed, 'data'));
      const start = startEmbeddedDatabase({ clusterDir: path.join(closed, 'data', 'postgres') });
      await expect(start).rejects.toThrow(DatabaseStartError);
      await expect(start).rejects.toThrow(
        `PostgreSQL runs as the "postgres" user, which cannot enter ${closed} (mode 700). Run "chmod o+x ${closed}", or set DATA_DIR to a folder outside it, or set DATABASE_URL to use another server.`,
      );
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });
});
