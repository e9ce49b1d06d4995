import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IMPRESSION_BATCH_MAX, IMPRESSIONS_PATH } from '@events/contracts/metrics';
import { localDateOf } from '@events/domain/local-time';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { MetricsModule } from './metrics.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { MetricsService } from './metrics.service.js';
import { IMPRESSIONS_LIMITED, insertLimitNight } from '../../testing/impressions-limited-app.js';

type Row = { kind: string; object_id: number; widget_id: string; count: number; is_today: boolean };
/** The counted rows, with whether each is filed under the region's day by the product's clock. */
const rowsOf = (t: TestApp): Promise<Row[]> =>
  t.db.query(
    `SELECT kind, object_id, widget_id, count, day = $1::date AS is_today
     FROM impression_daily ORDER BY kind, object_id, widget_id`,
    [localDateOf(t.clock.now(), 'America/New_York')],
  );

describe('metrics: impressions (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [MetricsModule, ...CATALOGUE_MODULES] });
  let venueId: number;
  let eventId: number;
  const rows = (): Promise<Row[]> => rowsOf(t);
  const post = (body: object) => request(t.server).post(IMPRESSIONS_PATH).send(body);

  beforeAll(async () => {
    venueId = await insertVenueFixture(t.app, { name: 'Impression Hall' });
    eventId = await insertEventFixture(t.app, { venue_id: venueId, name: 'Impression Night' });
  });

  it('answers 400 with a field map for bad input, and stores nothing', async () => {
    const pageView = randomUUID();
    const bad = (body: unknown) => request(t.server).post(IMPRESSIONS_PATH).send(body as object);
    expect((await bad({ pageView }).expect(400)).body).toHaveProperty('items');
    expect((await bad({ pageView, items: [] }).expect(400)).body).toHaveProperty('items');
    expect((await bad([{ kind: 'event_card', id: eventId }]).expect(400)).body).toHaveProperty('items');
    expect((await bad({ pageView, items: [{ kind: 'banner', id: eventId }] }).expect(400)).body['items.0.kind']).toEqual([
      'Select a valid choice. banner is not one of the available choices.',
    ]);
    expect((await bad({ pageView, items: [{ kind: 'event_card', id: 1.5 }] }).expect(400)).body['items.0.id']).toEqual(['A valid integer is required.']);
    expect((await bad({ pageView, items: [{ kind: 'event_card', id: '7' }] }).expect(400)).body).toHaveProperty(['items.0.id']);
    expect((await bad({ pageView, items: [{ kind: 'event_card', id: 0 }] }).expect(400)).body).toHaveProperty(['items.0.id']);
    expect((await bad({ pageView, items: [{ kind: 'event_card', id: eventId, widgetId: '../x' }] }).expect(400)).body).toHaveProperty(['items.0.widgetId']);
    const tooMany = Array.from({ length: IMPRESSION_BATCH_MAX + 1 }, (_, i) => ({ kind: 'event_card', id: i + 1 }));
    expect((await bad({ pageView, items: tooMany }).expect(400)).body).toHaveProperty('items');
    await request(t.server).post(IMPRESSIONS_PATH).set('Content-Type', 'application/json').send('{"items":').expect(400);
    expect(await rows()).toEqual([]);
  });

  it('needs the page view the batch was seen in', async () => {
    const items = [{ kind: 'event_card', id: eventId }];
    expect((await post({ items }).expect(400)).body['pageView']).toEqual(['This field is required.']);
    for (const pageView of ['x', 'not-a-uuid-at-all-0000000000000000', `${randomUUID()}'`, randomUUID().toUpperCase(), 42]) {
      expect((await post({ pageView, items }).expect(400)).body['pageView']).toBeDefined();
    }
    expect(await rows()).toEqual([]);
  });

  it('adds a batch to today’s counts per kind, object and widget, each item once, ignoring unknown objects', async () => {
    await post({
      pageView: randomUUID(),
      items: [
        { kind: 'event_card', id: eventId },
        { kind: 'event_card', id: eventId },
        { kind: 'event_detail', id: eventId },
        { kind: 'poi_card', id: venueId },
        { kind: 'poi_detail', id: venueId, widgetId: 'abc' },
        { kind: 'poi_detail', id: venueId },
        { kind: 'event_card', id: 999999 },
        { kind: 'poi_card', id: eventId + venueId + 1000 },
      ],
    }).expect(204);
    expect(await rows()).toEqual([
      { kind: 'event_card', object_id: eventId, widget_id: '', count: 1, is_today: true },
      { kind: 'event_detail', object_id: eventId, widget_id: '', count: 1, is_today: true },
      { kind: 'poi_card', object_id: venueId, widget_id: '', count: 1, is_today: true },
      { kind: 'poi_detail', object_id: venueId, widget_id: '', count: 1, is_today: true },
      { kind: 'poi_detail', object_id: venueId, widget_id: 'abc', count: 1, is_today: true },
    ]);

    // A second page view (as navigator.sendBeacon sends it: the CSRF field rides in the body and is ignored here).
    await request(t.server)
      .post(IMPRESSIONS_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pageView: randomUUID(), items: [{ kind: 'event_card', id: eventId }], csrfmiddlewaretoken: 'token' }))
      .expect(204);
    const after = await rows();
    expect(after.find((r) => r.kind === 'event_card')?.count).toBe(2);
    expect(after).toHaveLength(5);
  });

  it('counts a card once per page view, however often and however concurrently the page view reports it', async () => {
    const count = async () => (await rows()).find((r) => r.kind === 'poi_card')?.count ?? 0;
    const before = await count();
    const pageView = randomUUID();
    const items = Array.from({ length: IMPRESSION_BATCH_MAX }, () => ({ kind: 'poi_card', id: venueId }));
    await Promise.all(Array.from({ length: 20 }, () => post({ pageView, items }).expect(204)));
    await post({ pageView, items: [{ kind: 'poi_card', id: venueId }, { kind: 'event_card', id: eventId }] }).expect(204);
    expect(await count()).toBe(before + 1);
    // The same card in a widget, or in the next page view, is another impression.
    await post({ pageView, items: [{ kind: 'poi_card', id: venueId, widgetId: 'w1' }] }).expect(204);
    await post({ pageView: randomUUID(), items: [{ kind: 'poi_card', id: venueId }] }).expect(204);
    expect(await count()).toBe(before + 2);
    expect((await rows()).find((r) => r.kind === 'poi_card' && r.widget_id === 'w1')?.count).toBe(1);
  });

  it('counts concurrent batches of different page views without losing any', async () => {
    const before = (await rows()).find((r) => r.kind === 'event_detail')?.count ?? 0;
    await Promise.all(
      Array.from({ length: 10 }, () => post({ pageView: randomUUID(), items: [{ kind: 'event_detail', id: eventId }] }).expect(204)),
    );
    expect((await rows()).find((r) => r.kind === 'event_detail')?.count).toBe(before + 10);
  });

  it('forgets page views after a day, and leaves the younger ones', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const items = [{ kind: 'event_detail', id: eventId }];
    await post({ pageView: old, items }).expect(204);
    await post({ pageView: recent, items }).expect(204);
    await t.db.query(`UPDATE impression_page_views SET seen_at = now() - interval '25 hours' WHERE page_view = $1`, [old]);
    expect(await t.app.get(MetricsService).prunePageViews()).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ page_view: string }[]>('SELECT page_view FROM impression_page_views WHERE page_view = ANY($1::uuid[])', [[old, recent]]);
    expect(left.map((r) => r.page_view)).toEqual([recent]);
  });

  it('holds one address to IMPRESSIONS_RATE_LIMIT items a window by default (the 200 x 100 flood)', async () => {
    expect(t.config.metrics.impressionsRateLimit).toBe(1200);
    const before = (await rows()).find((r) => r.kind === 'event_card')?.count ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const items = Array.from({ length: IMPRESSION_BATCH_MAX }, (_, n) => ({ kind: 'event_card', id: n === 0 ? eventId : 100000 + n }));
      statuses.push((await post({ pageView: randomUUID(), items })).status);
    }
    // The earlier tests of this file spent a few dozen points from the same address.
    const accepted = statuses.indexOf(429);
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThanOrEqual(12);
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true);
    expect((await rows()).find((r) => r.kind === 'event_card')?.count).toBe(before + accepted);
  });
});

describe('metrics: impressions rate limit per client address (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [MetricsModule, ...CATALOGUE_MODULES], config: IMPRESSIONS_LIMITED });
  let eventId: number;
  beforeAll(async () => {
    eventId = await insertLimitNight(t.app);
  });

  const postFrom = (address: string, items: object[]) =>
    request(t.server).post(IMPRESSIONS_PATH).set('X-Forwarded-For', address).send({ pageView: randomUUID(), items });
  const cards = (n: number) => Array.from({ length: n }, () => ({ kind: 'event_card', id: eventId }));

  it('takes one point per distinct item, then answers 429 with Retry-After and counts nothing more', async () => {
    // Duplicates in a batch cost one point: three batches of 100 copies of one card are 3 points.
    for (let i = 0; i < 3; i++) await postFrom('198.51.100.1', cards(IMPRESSION_BATCH_MAX)).expect(204);
    await postFrom('198.51.100.1', [
      { kind: 'event_card', id: eventId },
      { kind: 'event_detail', id: eventId },
    ]).expect(204);
    const refused = await postFrom('198.51.100.1', cards(1)).expect(429);
    expect(refused.body).toEqual({ detail: 'Request was throttled. Please try again later.', code: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await rowsOf(t)).find((r) => r.kind === 'event_card')?.count).toBe(4);
    // Another address has its own allowance; bad input is refused before it costs anything.
    await postFrom('198.51.100.2', [{ kind: 'banner', id: 1 }]).expect(400);
    await postFrom('198.51.100.2', cards(1)).expect(204);
    expect((await rowsOf(t)).find((r) => r.kind === 'event_card')?.count).toBe(5);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i++) await postFrom(`2001:db8:1:2::${i}`, cards(1)).expect(204);
    await postFrom('2001:db8:1:2:ffff:ffff:ffff:ffff', cards(1)).expect(429);
    await postFrom('2001:db8:1:3::1', cards(1)).expect(204);
  });
});
