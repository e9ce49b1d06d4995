import request from 'supertest';
import { CORS_REFUSED_DETAIL } from '../security/cors.js';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';
import { rawClient } from '../../testing/raw-http.js';

const LOGIN = '/events/api/v1/auth/login/';
const AD_NETWORK = '/events/api/v1/ads/network/';
const REQUIRED = { username: ['This field is required.'], password: ['This field is required.'] };

/** The contract the Express app kept, which the Fastify server keeps: routing, reading, caching, proxies. */
describe('HTTP server: requests read and answered as the Express app did (real PostgreSQL)', () => {
  // The Host names these tests send (others get 400).
  const t = useTestApp({ config: { allowedHosts: [...DEFAULT_ALLOWED_HOSTS, '.example.org'] } });
  const proxied = useTestApp({ config: { trustProxy: true, allowedHosts: [...DEFAULT_ALLOWED_HOSTS, '.example.org'] } });

  it('routes a path with or without its trailing slash, in any letter case', async () => {
    for (const path of [AD_NETWORK, '/events/api/v1/ads/network', '/EVENTS/api/v1/ads/network/']) {
      await request(t.server).get(path).expect(200, { kind: 'house' });
    }
    await request(t.server).get('/events/api/v1/ads/network//').expect(404, { detail: 'Not found.' });
  });

  it('keeps query keys as sent: bracket arrays and repeated keys are lists, links keep the query', async () => {
    const brackets = await request(t.server).get('/events/api/event_types/?id[]=1&id[]=2').expect(200);
    expect((brackets.body as { id: number }[]).map((type) => type.id)).toEqual([1, 2]);
    expect(brackets.headers['link']).toBe('</events/api/event_types/?id[]=1&id[]=2&page=1>; rel="last"');
    const repeated = await request(t.server).get('/events/api/event_types/?id=1&id=3').expect(200);
    expect((repeated.body as { id: number }[]).map((type) => type.id)).toEqual([1, 3]);
  });

  it('reads bodies as body-parser did: an empty JSON body is {}, other types are not read', async () => {
    await request(t.server).post(LOGIN).set('Content-Type', 'application/json').send('').expect(400, REQUIRED);
    await request(t.server).post(LOGIN).set('Content-Type', 'text/plain').send('username=a').expect(400, REQUIRED);
    await request(t.server).post(LOGIN).type('form').send('username=&password').expect(400, REQUIRED);
  });

  it('answers malformed JSON, a bare JSON value and an oversized body with a {detail} 4xx, never a 500', async () => {
    await request(t.server).post(LOGIN).set('Content-Type', 'application/json').send('{"username": ').expect(400, { detail: 'Unexpected end of JSON input' });
    const bare = await request(t.server).post(LOGIN).set('Content-Type', 'application/json').send('"text"').expect(400);
    expect(bare.body).toEqual({ detail: 'Unexpected token \'"\', ""text"" is not valid JSON' });
    await request(t.server).post(LOGIN).send({ username: 'x'.repeat(101 * 1024) }).expect(413, { detail: 'request entity too large' });
    await request(t.server).get('/remotes/mfe-discovery/%E0%A4%A').expect(400, { detail: "Failed to decode param '%E0%A4%A'" });
  });

  it('revalidates public answers (strong ETag, 304) and hashes no answer that may not be stored', async () => {
    const first = await request(t.server).get(AD_NETWORK).expect(200);
    const tag = String(first.headers['etag']);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    const again = await request(t.server).get(AD_NETWORK).set('If-None-Match', tag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['content-type']).toBeUndefined();
    // The page names this origin (supertest gives each request a port of its own).
    const page = await request(t.server).get('/').set('Host', 'events.example.org').expect(200);
    await request(t.server).get('/').set('Host', 'events.example.org').set('If-None-Match', String(page.headers['etag'])).expect(304);
    // An anonymous listing is public (issue 28): revalidated like the rest.
    const listing = await request(t.server).get('/events/api/v1/events/').expect(200);
    expect(listing.headers['x-total-count']).toBe('0');
    await request(t.server).get('/events/api/v1/events/').set('If-None-Match', String(listing.headers['etag'])).expect(304);
    // A private answer that may not be stored (the role-filtered registry) is not hashed.
    const registry = await request(t.server).get('/events/api/v1/frontend/remotes').expect(200);
    expect([registry.headers['cache-control'], registry.headers['etag']]).toEqual(['private, no-store', undefined]);
  });

  it('keeps an idle connection open longer than a proxy keeps its idle upstream connections (60 s), and says so', async () => {
    const client = await rawClient(t);
    try {
      const answer = await client.send({ method: 'GET', url: AD_NETWORK, headers: { host: 'localhost', connection: 'keep-alive' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['connection']).toBe('keep-alive');
      // The hint clients such as undici read to close an idle socket before the server does.
      expect(answer.headers['keep-alive']).toBe('timeout=65');
    } finally {
      client.close();
    }
  });

  it('gives every answer, a 404 included, the security headers and a request id', async () => {
    const res = await request(t.server).delete('/events/api/nope').set('X-Request-Id', 'abc.1').expect(404, { detail: 'Not found.' });
    expect(res.headers['x-request-id']).toBe('abc.1');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('behind a trusted proxy, takes the first X-Forwarded-Proto and -Host values, as Express did', async () => {
    const res = await request(proxied.server)
      .get('/events/api/v1/frontend/remotes')
      .set('X-Forwarded-Proto', 'https, http')
      .set('X-Forwarded-Host', 'a.example.org, b.example.org')
      .expect(200);
    expect(res.body.remotes['mfe-discovery']).toBe('https://a.example.org/remotes/mfe-discovery/mf-manifest.json');
    expect(String(res.headers['set-cookie'])).toMatch(/^csrftoken=[\w-]+; Max-Age=31536000; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/);
  });
});

describe('HTTP server: CORS preflights for the configured origins (real PostgreSQL)', () => {
  const SHELL_ORIGIN = 'https://shell.example.org';
  const OTHER_ORIGIN = 'https://evil.example';
  const t = useTestApp({ config: { corsOrigins: [SHELL_ORIGIN] } });
  const sameOriginOnly = useTestApp();

  const preflight = (app: TestApp, path: string, origin: string, method = 'POST') =>
    request(app.server)
      .options(path)
      .set('Origin', origin)
      .set('Access-Control-Request-Method', method)
      .set('Access-Control-Request-Headers', 'content-type,x-csrftoken');

  const corsHeadersOf = (headers: Record<string, unknown>): string[] => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

  it('answers a preflight from a configured origin on any API path with the allowed methods and headers, and credentials', async () => {
    for (const [path, method] of [
      [LOGIN, 'POST'],
      ['/events/api/event_types/', 'GET'],
      ['/events/api/v1/metrics/impressions/', 'POST'],
      ['/events/api/v1/saved_searches/12/', 'DELETE'],
    ] as const) {
      const res = await preflight(t, path, SHELL_ORIGIN, method).expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(',')).toEqual(expect.arrayContaining(['content-type', 'x-csrftoken']));
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(String(res.headers['vary'])).toContain('Origin');
      expect(res.text).toBe('');
    }
  });

  it('refuses a preflight from any other origin with 403 and no CORS header, also when no origin is configured', async () => {
    for (const [app, origin] of [
      [t, OTHER_ORIGIN],
      [t, 'https://shell.example.org.evil.example'],
      [t, 'null'],
      [sameOriginOnly, SHELL_ORIGIN],
    ] as const) {
      const res = await preflight(app, LOGIN, origin).expect(403, { detail: CORS_REFUSED_DETAIL });
      expect(corsHeadersOf(res.headers)).toEqual([]);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('keeps Vary: Origin on answers whose handler sets its own Vary, and on answers to requests without an Origin', async () => {
    const registry = await request(t.server).get('/events/api/v1/frontend/remotes').set('Origin', SHELL_ORIGIN).expect(200);
    expect(registry.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    expect(String(registry.headers['vary']).split(', ')).toEqual(expect.arrayContaining(['Cookie', 'Authorization', 'Origin']));
    const sameOrigin = await request(t.server).get('/events/api/v1/frontend/remotes').expect(200);
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(sameOrigin.headers['vary'])).toContain('Origin');
    const other = await request(t.server).get('/events/api/event_types/').set('Origin', OTHER_ORIGIN).expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(other.headers['vary'])).toContain('Origin');
  });
});
