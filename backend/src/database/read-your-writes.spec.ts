import { setTimeout as sleep } from 'node:timers/promises';
import { analyticsEndpoints } from '@events/contracts/analytics';
import { routePathOf } from '@events/contracts/endpoint';
import { metricsEndpoints } from '@events/contracts/metrics';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { primaryReadsRequired } from './read-context.js';
import { PRIMARY_UNTIL_COOKIE, primaryMarkerLive, registerReadYourWrites } from './read-your-writes.js';

const WINDOW_MS = 5000;

describe('primaryMarkerLive (the primary_until cookie)', () => {
  const now = 1_800_000_000_000;

  it('is live from a write until the window ends', () => {
    expect(primaryMarkerLive(String(now + 1), now, WINDOW_MS)).toBe(true);
    expect(primaryMarkerLive(String(now + WINDOW_MS), now, WINDOW_MS)).toBe(true);
    expect(primaryMarkerLive(String(now), now, WINDOW_MS)).toBe(false);
    expect(primaryMarkerLive(String(now - 1000), now, WINDOW_MS)).toBe(false);
  });

  it("allows for another instance's clock a little ahead, but not a forged marker far ahead", () => {
    expect(primaryMarkerLive(String(now + WINDOW_MS + 4000), now, WINDOW_MS)).toBe(true);
    expect(primaryMarkerLive(String(now + WINDOW_MS + 6000), now, WINDOW_MS)).toBe(false);
    expect(primaryMarkerLive(String(Number.MAX_SAFE_INTEGER), now, WINDOW_MS)).toBe(false);
  });

  it('ignores anything but a whole number of milliseconds', () => {
    for (const value of [undefined, '', 'soon', `${now + 10}.5`, `-${now}`, ` ${now + 10}`, `${now + 10}e0`, '9'.repeat(400)]) {
      expect(primaryMarkerLive(value, now, WINDOW_MS)).toBe(false);
    }
  });
});

describe('registerReadYourWrites (Fastify hooks)', () => {
  let server: FastifyInstance;

  beforeAll(async () => {
    // As the app's router: a path answers with and without its trailing slash.
    server = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    registerReadYourWrites(server, WINDOW_MS);
    // The handlers answer where their reads would go, after an await: the choice follows the request's async work.
    const answer = async () => {
      await sleep(1);
      return { primary: primaryReadsRequired() };
    };
    server.get('/read', answer);
    server.post('/write', answer);
    server.post('/refused', async (_request, reply) => reply.code(400).send({ detail: 'no' }));
    server.post(routePathOf(analyticsEndpoints.beacon), async (_request, reply) => reply.code(204).send());
    server.post(routePathOf(metricsEndpoints.impressions), async (_request, reply) => reply.code(204).send());
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
  });

  const markerLine = (res: LightMyRequestResponse): string | undefined =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${PRIMARY_UNTIL_COOKIE}=`));

  it('reads the replicas, and sets no marker, for a read without a live marker', async () => {
    const res = await server.inject({ method: 'GET', url: '/read' });
    expect(res.json()).toEqual({ primary: false });
    expect(markerLine(res)).toBeUndefined();
    // Outside the request (the test itself, as a scheduled job) reads stay on the primary.
    expect(primaryReadsRequired()).toBe(true);
  });

  it('reads the primary inside a write, and its answer sets a marker for the window', async () => {
    const before = Date.now();
    const res = await server.inject({ method: 'POST', url: '/write' });
    expect(res.json()).toEqual({ primary: true });
    const line = markerLine(res) ?? '';
    expect(line).toMatch(new RegExp(`^${PRIMARY_UNTIL_COOKIE}=\\d+; Max-Age=5; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    const until = Number(/=(\d+);/.exec(line)?.[1]);
    expect(until).toBeGreaterThanOrEqual(before + WINDOW_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + WINDOW_MS);

    const next = await server.inject({ method: 'GET', url: '/read', headers: { cookie: `csrftoken=x; ${line.split(';')[0]}` } });
    expect(next.json()).toEqual({ primary: true });
  });

  it('sets no marker for a refused write nor for the writes that only count traffic', async () => {
    expect(markerLine(await server.inject({ method: 'POST', url: '/refused' }))).toBeUndefined();
    for (const endpoint of [analyticsEndpoints.beacon, metricsEndpoints.impressions]) {
      const res = await server.inject({ method: 'POST', url: endpoint.path });
      expect([endpoint.path, res.statusCode, markerLine(res)]).toEqual([endpoint.path, 204, undefined]);
    }
  });

  it('ignores a forged or expired marker', async () => {
    for (const until of [Date.now() + 3_600_000, Date.now() - 1]) {
      const res = await server.inject({ method: 'GET', url: '/read', headers: { cookie: `${PRIMARY_UNTIL_COOKIE}=${until}` } });
      expect(res.json()).toEqual({ primary: false });
    }
  });
});
