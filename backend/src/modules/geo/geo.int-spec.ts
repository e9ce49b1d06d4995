import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ERRORS } from '@events/contracts/messages';
import { startTestApp, useTestApp } from '../../testing/test-app.js';
import { GEOCODER_UNAVAILABLE } from './geo.errors.js';
import { GeoModule } from './geo.module.js';
import { GeoService } from './geo.service.js';

const GEOCODE = '/manage/geocode/';

describe('GET /manage/geocode/ with the offline gazetteer (default)', () => {
  const t = useTestApp({ modules: [GeoModule] });

  it('geocodes a ZIP, a street address and a city + state, publicly', async () => {
    await request(t.server)
      .get(GEOCODE)
      .query({ q: '01201' })
      .expect(200, { longitude: -73.2471, latitude: 42.4531, displayName: 'Pittsfield, MA 01201' });
    const street = await request(t.server).get(GEOCODE).query({ q: '70 Kemble St, Lenox, MA 01240', country: 'us' }).expect(200);
    expect(street.body).toEqual({ longitude: expect.any(Number), latitude: expect.any(Number), displayName: 'Lenox, MA 01240' });
    await request(t.server)
      .get('/manage/geocode')
      .query({ q: 'Bennington, Vermont' })
      .expect(200, { longitude: -73.1968, latitude: 42.8781, displayName: 'Bennington, VT' });
  });

  it('answers 404 with the spec message for an unknown address or another country', async () => {
    await request(t.server).get(GEOCODE).query({ q: 'Nowhere in particular' }).expect(404, { detail: ERRORS.geocoding, code: 'geocoding_failed' });
    await request(t.server).get(GEOCODE).query({ q: 'Pittsfield, MA', country: 'GB' }).expect(404);
  });

  it('answers 400 with a field map for a missing query or a bad country', async () => {
    await request(t.server).get(GEOCODE).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${GEOCODE}?q=`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${GEOCODE}?q=%20%20`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(GEOCODE).query({ q: 'Lenox', country: 'USA' }).expect(400, { country: ['Enter a valid two-letter country code.'] });
    await request(t.server).get(GEOCODE).query({ q: 'x'.repeat(513) }).expect(400, { q: ['This field is limited to 512 characters.'] });
    await request(t.server).get(`${GEOCODE}?q=a&q=b`).expect(400, { q: ['Enter a single value.'] });
  });

  it('exports GeoService.resolve for other modules', async () => {
    const geo = t.app.get(GeoService);
    await expect(geo.resolve('Hudson, NY')).resolves.toEqual({ longitude: -73.791, latitude: 42.2529, displayName: 'Hudson, NY' });
    await expect(geo.resolve('Atlantis')).rejects.toMatchObject({ status: 404, code: 'geocoding_failed' });
  });
});

type Seen = { url: URL; userAgent: string | undefined };

/** A Nominatim look-alike on 127.0.0.1: its answer depends on q. */
async function startFakeNominatim(): Promise<{ baseUrl: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ url, userAgent: req.headers['user-agent'] });
    const q = url.searchParams.get('q') ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/search') return json(404, { error: 'no such path' });
    if (q.startsWith('boom')) return json(500, { error: 'internal' });
    if (q.startsWith('garbage')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json</html>');
    }
    if (q.startsWith('slow')) {
      setTimeout(() => json(200, []), 8000).unref();
      return;
    }
    if (q.startsWith('nothing')) return json(200, []);
    return json(200, [
      {
        place_id: 1,
        osm_type: 'way',
        lat: '52.5036300',
        lon: '13.3286500',
        display_name: `Somewhere for ${q}`,
        category: 'building',
        importance: 0.5,
      },
    ]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('GET /manage/geocode/ with GEOCODER=nominatim (local fake service)', () => {
  let fake: Awaited<ReturnType<typeof startFakeNominatim>>;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  const t = useTestApp({ modules: [GeoModule], config: () => ({ geocoder: 'nominatim', nominatimUrl: fake.baseUrl }) });
  afterAll(async () => {
    await fake?.close();
  });

  it('asks /search with format, limit, q and countrycodes, identifying itself', async () => {
    await request(t.server)
      .get(GEOCODE)
      .query({ q: 'Kurfürstendamm 26, Berlin', country: 'DE' })
      .expect(200, { longitude: 13.32865, latitude: 52.50363, displayName: 'Somewhere for Kurfürstendamm 26, Berlin' });
    const last = fake.seen[fake.seen.length - 1];
    expect(last?.url.pathname).toBe('/search');
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      limit: '1',
      q: 'Kurfürstendamm 26, Berlin',
      countrycodes: 'de',
    });
    expect(last?.userAgent).toMatch(/^region-events\/\S+ \(/);
  });

  it('answers 404 with the spec message when the service finds nothing', async () => {
    await request(t.server).get(GEOCODE).query({ q: 'nothing here' }).expect(404, { detail: ERRORS.geocoding, code: 'geocoding_failed' });
  });

  it('answers 503, never 500, when the service fails or sends garbage', async () => {
    await request(t.server).get(GEOCODE).query({ q: 'boom' }).expect(503, { detail: GEOCODER_UNAVAILABLE, code: 'geocoder_unavailable' });
    await request(t.server).get(GEOCODE).query({ q: 'garbage' }).expect(503, { detail: GEOCODER_UNAVAILABLE, code: 'geocoder_unavailable' });
  });

  it('gives up after 5 seconds with a 503', async () => {
    const started = Date.now();
    await request(t.server).get(GEOCODE).query({ q: 'slow' }).expect(503, { detail: GEOCODER_UNAVAILABLE, code: 'geocoder_unavailable' });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4900);
    expect(waited).toBeLessThan(7500);
  }, 15000);

  it('answers 503 when nothing listens at NOMINATIM_URL', async () => {
    const closed = await startFakeNominatim();
    await closed.close();
    const other = await startTestApp({ modules: [GeoModule], config: { geocoder: 'nominatim', nominatimUrl: closed.baseUrl } });
    try {
      await request(other.server).get(GEOCODE).query({ q: 'anything' }).expect(503);
    } finally {
      await other.close();
    }
  }, 30000);
});
