import { rm } from 'node:fs/promises';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { defaultConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';
import { DEMO_SIZE } from '../seed/seed.service.js';
import { createFakeWebRoot } from '../testing/test-app.js';
import { type DatabaseServer, startTemporaryDatabase } from './embedded-database.js';
import { MIGRATIONS } from './migration-list.js';

type Ran = { runs: number; names: number; venues: number; events: number };

/** Issue 12 item 10: two instances starting together on one empty database (real PostgreSQL of its own). */
describe('start-up on an empty database by two instances at once', () => {
  let db: DatabaseServer;
  let webRoot: string;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    db = await startTemporaryDatabase();
    webRoot = await createFakeWebRoot();
  });

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await db?.stop();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it('brings both up, having run each migration once and seeded the demo region once', async () => {
    const start = (): Promise<NestFastifyApplication> => createApp(defaultConfig({ databaseUrl: db.url, webRoot, seedDemo: true }));
    const settled = await Promise.allSettled([start(), start()]);
    for (const result of settled) if (result.status === 'fulfilled') apps.push(result.value);
    expect(settled.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);

    const [a, b] = apps as [NestFastifyApplication, NestFastifyApplication];
    const [ran] = await a.get(DataSource).query<Ran[]>(
      `SELECT count(*)::int AS runs, count(DISTINCT name)::int AS names,
              (SELECT count(*) FROM venues)::int AS venues, (SELECT count(*) FROM events)::int AS events
       FROM migrations`,
    );
    expect(ran).toEqual({ runs: MIGRATIONS.length, names: MIGRATIONS.length, venues: DEMO_SIZE.venues, events: DEMO_SIZE.events });
    await request(a.getHttpServer()).get('/health').expect(200);
    await request(b.getHttpServer()).get('/health').expect(200);
  });
});
