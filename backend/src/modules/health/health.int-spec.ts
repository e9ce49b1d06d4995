import request from 'supertest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('GET /health (real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 with the database up', async () => {
    const res = await request(t.server).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', version: t.config.version });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone', async () => {
    await t.db.stop();
    const started = Date.now();
    const res = await request(t.server).get('/health').expect(503);
    expect(res.body).toEqual({ status: 'error', database: 'down', version: t.config.version });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
