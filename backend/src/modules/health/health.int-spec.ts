import request from 'supertest';
import { useTestApp } from '../../testing/test-app.js';
import { HealthModule } from './health.module.js';

describe('GET /health (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [HealthModule] });

  it('answers 200 with the database up', async () => {
    const res = await request(t.server).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', version: t.config.version, now: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    // The product's clock, not the wall clock: under CLOCK_AT the two differ.
    expect(Math.abs(Date.parse(res.body.now) - t.clock.nowMs())).toBeLessThan(5000);
  });

  it('answers 503 once the database is gone', async () => {
    await t.database.stop();
    const started = Date.now();
    const res = await request(t.server).get('/health').expect(503);
    expect(res.body).toEqual({ status: 'error', database: 'down', version: t.config.version, now: expect.any(String) });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
