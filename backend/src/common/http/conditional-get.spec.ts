import Fastify, { type FastifyInstance } from 'fastify';
import { routePathOf } from '@events/contracts/endpoint';
import { eventsEndpoints } from '@events/contracts/events';
import { AnswerValidators } from './answer-validators.js';
import { PUBLIC_CACHE_CONTROL } from './cache-class.js';
import { registerConditionalGet, registerEarlyNotModified, weakEtag } from './conditional-get.js';

describe('weakEtag', () => {
  it('is the ETag Express sent for the same body', () => {
    // The first as the Express app sent it; the second the etag package's constant for an empty body.
    expect(weakEtag('{"kind":"house"}')).toBe('W/"10-/DJsRt5LK2AeYjSOiZBoeOJdHVE"');
    expect(weakEtag('')).toBe('W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
    expect(weakEtag(Buffer.from('{"kind":"house"}'))).toBe(weakEtag('{"kind":"house"}'));
    expect(weakEtag('é')).toMatch(/^W\/"2-/);
  });
});

describe('a 304 before the handler (registerEarlyNotModified)', () => {
  let app: FastifyInstance;
  /** What the event detail's answer is made of; a test changes it as a write would. */
  let generation = '41';
  let databaseAway = false;
  const validated: number[] = [];
  const built: string[] = [];

  beforeAll(async () => {
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    const validators = new AnswerValidators();
    validators.register(eventsEndpoints.detail, async ({ id }) => {
      validated.push(id);
      if (databaseAway) throw new Error('connection refused');
      return [generation];
    });
    registerConditionalGet(app);
    registerEarlyNotModified(app, validators);
    // The handler as a controller's: it parses its parameters (a 400 for what it refuses) and builds the answer.
    app.get(routePathOf(eventsEndpoints.detail), { config: { cacheClass: 'public' } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      built.push(id);
      if (!/^\d+$/.test(id)) return reply.code(400).send({ id: ['A whole number is required.'] });
      if (databaseAway) return reply.code(503).header('retry-after', '5').send({ detail: 'The database is not available.' });
      return { id: Number(id), name: `Concert of generation ${generation}` };
    });
    app.get('/unvalidated', { config: { cacheClass: 'public' } }, async () => {
      built.push('unvalidated');
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => {
    validated.length = 0;
    built.length = 0;
    databaseAway = false;
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("answers a current copy's 304 without running the handler, and builds a changed answer with its new ETag", async () => {
    const first = await get('/events/api/v1/events/7/');
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, PUBLIC_CACHE_CONTROL]);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"v[\w-]{27}"$/);
    expect(built).toEqual(['7']);

    const again = await get('/events/api/v1/events/7/', { 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers['etag'], again.headers['cache-control']]).toEqual([304, '', etag, PUBLIC_CACHE_CONTROL]);
    expect(again.headers['content-type']).toBeUndefined();
    const head = await app.inject({ method: 'HEAD', url: '/events/api/v1/events/7/', headers: { 'if-none-match': etag } });
    expect(head.statusCode).toBe(304);
    expect(built).toEqual(['7']);
    expect(validated).toEqual([7, 7, 7]);

    // Another address has a validator of its own.
    expect((await get('/events/api/v1/events/8/', { 'if-none-match': etag })).statusCode).toBe(200);

    generation = '42';
    const changed = await get('/events/api/v1/events/7/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: 7, name: 'Concert of generation 42' });
    expect(changed.headers['etag']).not.toBe(etag);
    expect(built).toEqual(['7', '8', '7']);
  });

  it('leaves a signed-in request to its handler, without reading the validator', async () => {
    const etag = String((await get('/events/api/v1/events/7/')).headers['etag']);
    validated.length = 0;
    built.length = 0;
    for (const headers of [{ authorization: 'Bearer t' }, { cookie: 'access_token=t' }] as Record<string, string>[]) {
      const res = await get('/events/api/v1/events/7/', { ...headers, 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/private|no-store/);
    }
    expect(validated).toEqual([]);
    expect(built).toEqual(['7', '7']);
  });

  it('leaves what the handler refuses, and a validator the database cannot read, to the handler', async () => {
    const bad = await get('/events/api/v1/events/seven/', { 'if-none-match': '"anything"' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { id: ['A whole number is required.'] }]);
    expect(validated).toEqual([]);

    const etag = String((await get('/events/api/v1/events/7/')).headers['etag']);
    databaseAway = true;
    const away = await get('/events/api/v1/events/7/', { 'if-none-match': etag });
    expect([away.statusCode, away.headers['retry-after']]).toEqual([503, '5']);
    expect(built).toEqual(['seven', '7', '7']);
  });

  it('runs only for routes with a validator', async () => {
    const first = await get('/unvalidated');
    const again = await get('/unvalidated', { 'if-none-match': String(first.headers['etag']) });
    // Still a 304 (of the built body's ETag), but only after the handler built it.
    expect(again.statusCode).toBe(304);
    expect(built).toEqual(['unvalidated', 'unvalidated']);
    expect(validated).toEqual([]);
  });
});
