import request from 'supertest';
import { API_ENDPOINTS } from '@events/contracts/api';
import { routePathOf } from '@events/contracts/endpoint';
import { listRoutePolicies } from '../../common/auth/route-policies.js';
import { useTestApp } from '../../testing/test-app.js';

/** The public API prefixes the document must cover completely. */
const DOCUMENTED_PREFIXES = ['/events/api/', '/icalendar/', '/manage/geocode', '/message/'];

/** `/events/api/v1/poi/:id/events` and `/events/api/v1/poi/{id}/events/` both become `/events/api/v1/poi/{id}/events`. */
const normalise = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\/+$/, '') || '/';

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
  components: { schemas: Record<string, unknown> };
};

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner);
      else refsIn(inner, out);
    }
  }
  return out;
}

describe('GET /events/api/v1/openapi.json', () => {
  const t = useTestApp({});
  let doc: Doc;

  beforeAll(async () => {
    const res = await request(t.server).get('/events/api/v1/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = JSON.parse(res.text) as Doc;
  });

  it('is an OpenAPI 3.1 document of this backend, served publicly', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(t.config.version);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Event', 'EventDetail', 'EventListing', 'Venue', 'VenueDetail', 'VenueListing', 'SearchAd', 'GeocodeResult', 'FieldErrors']),
    );
  });

  it('lists every call of the catalogue and the foundation', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/events/api/event_types/',
        '/events/api/v1/frontend/remotes/',
        '/events/api/v1/events/',
        '/events/api/v1/events/livesearch/',
        '/events/api/v1/events/{id}/',
        '/events/api/v1/poi/',
        '/events/api/v1/poi/livesearch/',
        '/events/api/v1/poi/{id}/',
        '/events/api/v1/poi/{id}/events/',
        '/icalendar/event/{id}/',
        '/manage/geocode/',
        '/events/api/v1/search_ads/',
        '/events/api/v1/search_ads/ping/',
        '/events/api/v1/openapi.json',
      ]),
    );
  });

  it('documents every route the app serves under /events/api, /icalendar, /manage/geocode and /message', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${normalise(path)}`)),
    );
    const served = listRoutePolicies(t.app)
      .flatMap((route) => route.path.split('|').map((path) => `${route.method} ${normalise(path)}`))
      .filter((route) => DOCUMENTED_PREFIXES.some((prefix) => route.split(' ')[1]?.startsWith(prefix.replace(/\/$/, ''))));
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents only routes that exist (controllers, and the file routes of the built front ends)', () => {
    const served = new Set(listRoutePolicies(t.app).flatMap((route) => route.path.split('|').map((path) => `${route.method} ${normalise(path)}`)));
    for (const { endpoint } of API_ENDPOINTS) if (endpoint.servedBy === 'files') served.add(`${endpoint.method} ${normalise(endpoint.path)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${normalise(path)}`));
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
  });

  it('serves every endpoint of the contracts from one route declared with it, and no route without one', () => {
    const declared = (method: string, path: string, endpoint: string): string => `${method} ${path} <- ${endpoint}`;
    const served = listRoutePolicies(t.app).map((route) =>
      declared(route.method, route.path, route.endpoint ? `${route.endpoint.method} ${route.endpoint.path}` : '(no endpoint)'),
    );
    const expected = API_ENDPOINTS.filter(({ endpoint }) => endpoint.servedBy !== 'files').map(({ endpoint }) => declared(endpoint.method, routePathOf(endpoint), `${endpoint.method} ${endpoint.path}`));
    expect(served.sort()).toEqual(expected.sort());
  });

  it('resolves every $ref, declares path parameters and answers for every operation', () => {
    for (const ref of refsIn(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort()).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      }
    }
  });

  it('describes query parameters from the contracts (the events listing filters)', () => {
    const names = (doc.paths['/events/api/v1/events/']?.['get']?.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['keyword', 'latitude', 'longitude', 'radius', 'units', 'date_start', 'date_end', 'event_types', 'age_groups', 'prices', 'ordering', 'page', 'page_size']),
    );
  });
});
