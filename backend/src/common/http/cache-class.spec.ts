import Fastify, { type FastifyInstance } from 'fastify';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-class.js';
import { registerConditionalGet } from './conditional-get.js';

const CSRF_LINE = 'csrftoken=abc; Path=/; SameSite=Lax';

/** An app with the conditional-get hook and routes of each kind, as contracts declare them (the route config). */
async function appWithRoutes(): Promise<FastifyInstance> {
  const app = Fastify();
  registerConditionalGet(app);
  const listing = { results: [{ id: 1, name: 'Jazz Night' }] };
  app.get('/public', { config: { cacheClass: 'public' } }, async (_req, reply) => {
    reply.header('set-cookie', CSRF_LINE);
    return listing;
  });
  app.get('/own-lifetimes', { config: { cacheClass: 'public' } }, async (_req, reply) => reply.header('cache-control', 'public, max-age=3600, s-maxage=3600').send('sitemap'));
  app.get('/reads-a-cookie', { config: { cacheClass: 'public' } }, async (_req, reply) => reply.header('set-cookie', 'ad_seen=1; Path=/').send(listing));
  app.get('/missing', { config: { cacheClass: 'public' } }, async (_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
  app.get('/personal', { config: { cacheClass: 'private' } }, async () => listing);
  app.get('/private-lifetime', { config: { cacheClass: 'private' } }, async (_req, reply) => reply.header('cache-control', 'private, max-age=900').send('feed'));
  app.get('/file', async (_req, reply) => reply.header('cache-control', 'public, max-age=31536000, immutable').send('asset'));
  await app.ready();
  return app;
}

describe('cache classes (the conditional-get hook)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await appWithRoutes();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an anonymous request to a public route publicly: lifetimes, a strong ETag, Vary: Authorization, no cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/public' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers['etag']).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['vary']).toBe('Authorization');
    expect(res.headers['set-cookie']).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/public', headers: { 'if-none-match': String(res.headers['etag']) } });
    expect([again.statusCode, again.body, again.headers['etag'], again.headers['cache-control']]).toEqual([304, '', res.headers['etag'], PUBLIC_CACHE_CONTROL]);
  });

  it('answers a request with the session cookie, the refresh cookie or any Authorization privately, on the same route', async () => {
    for (const headers of [{ cookie: 'access_token=t; csrftoken=abc' }, { cookie: 'refresh_token=r' }, { authorization: 'Bearer t' }, { authorization: 'Basic dTpw' }]) {
      const res = await app.inject({ method: 'GET', url: '/public', headers });
      expect([res.headers['cache-control'], res.headers['vary']]).toEqual([PRIVATE_CACHE_CONTROL, 'Authorization, Cookie']);
      expect(res.headers['set-cookie']).toBe(CSRF_LINE);
    }
    const foreign = await app.inject({ method: 'GET', url: '/public', headers: { cookie: 'csrftoken=abc; theme=dark' } });
    expect(foreign.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("keeps a public route's own public lifetimes, and makes private what sets another cookie or fails", async () => {
    expect((await app.inject({ method: 'GET', url: '/own-lifetimes' })).headers['cache-control']).toBe('public, max-age=3600, s-maxage=3600');
    const cookie = await app.inject({ method: 'GET', url: '/reads-a-cookie' });
    expect([cookie.headers['cache-control'], cookie.headers['set-cookie']]).toEqual([PRIVATE_CACHE_CONTROL, 'ad_seen=1; Path=/']);
    expect((await app.inject({ method: 'GET', url: '/missing' })).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('answers a private route privately, keeping a private lifetime of its own (and its weak ETag)', async () => {
    const personal = await app.inject({ method: 'GET', url: '/personal' });
    expect([personal.headers['cache-control'], personal.headers['etag']]).toEqual([PRIVATE_CACHE_CONTROL, undefined]);
    const feed = await app.inject({ method: 'GET', url: '/private-lifetime' });
    expect(feed.headers['cache-control']).toBe('private, max-age=900');
    expect(feed.headers['etag']).toMatch(/^W\//);
  });

  it('leaves what no contract declares as it is (static files)', async () => {
    const file = await app.inject({ method: 'GET', url: '/file' });
    expect([file.headers['cache-control'], file.headers['vary']]).toEqual(['public, max-age=31536000, immutable', undefined]);
  });
});
