import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { TZDate } from '@date-fns/tz';
import request from 'supertest';
import { ANALYTICS_BEACON_PATH, analyticsEndpoints, analyticsToday } from '@events/contracts/analytics';
import { pathOf } from '@events/contracts/endpoint';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { DatabaseService } from '../../database/database.service.js';
import { createFakeWebRoot, useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { AnalyticsModule } from './analytics.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { AnalyticsHitBuffer } from './analytics-hit-buffer.js';
import { ANALYTICS_ROLLUP_JOB } from './analytics.repository.js';
import { AnalyticsService, type BeaconSender } from './analytics.service.js';
import { IMPRESSIONS_LIMITED, insertLimitNight, TEST_IMPRESSIONS_LIMIT } from '../../testing/impressions-limited-app.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const MINUTE = 60_000;

const view = (path: string) => ({ page_view: randomUUID(), path });
const sender = (ip: string, userAgent = BROWSER): BeaconSender => ({ ip, userAgent, optedOut: false });

describe('analytics: page views, sessions, rollup, summaries (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [AnalyticsModule, AuthModule, ...CATALOGUE_MODULES] });
  let service: AnalyticsService;
  let venueId: number;
  let otherVenueId: number;
  let eventId: number;
  let producer: TestAccount;
  let staff: TestAccount;
  let user: TestAccount;

  /** The stored page views, once this instance's write buffer is written out. */
  const hits = async (): Promise<{ day: string; visitor: string; path: string; venue_id: number | null; event_id: number | null }[]> => {
    await t.app.get(AnalyticsHitBuffer).flush();
    return t.db.query(`SELECT day::text AS day, encode(visitor, 'hex') AS visitor, path, venue_id, event_id FROM analytics_hits ORDER BY id`);
  };
  const reset = async (): Promise<void> => {
    await t.db.query('TRUNCATE analytics_hits, analytics_salts, analytics_site_daily, analytics_page_daily, analytics_venue_daily, analytics_impression_kinds_daily');
  };

  beforeAll(async () => {
    service = t.app.get(AnalyticsService);
    venueId = await insertVenueFixture(t.app, { name: 'Analytics Hall' });
    otherVenueId = await insertVenueFixture(t.app, { name: 'Elsewhere Barn' });
    eventId = await insertEventFixture(t.app, { venue_id: venueId, name: 'Analytics Night' });
    producer = await registerTestAccount(t, 'analytics-producer@example.com');
    staff = await registerTestAccount(t, 'analytics-staff@example.com', { roles: ['staff'] });
    user = await registerTestAccount(t, 'analytics-user@example.com');
    await t.db.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [producer.id, venueId]);
  });
  beforeEach(reset);

  it('stores beacon page views with a venue for venue and event pages, and drops pages of nothing that exists', async () => {
    await request(t.server)
      .post(ANALYTICS_BEACON_PATH)
      .set('User-Agent', BROWSER)
      .send({ views: [view(`/venues/${venueId}/analytics-hall/`), view(`/events/${eventId}/analytics-night/`), view('/events/'), view('/venues/999999/nowhere/')] })
      .expect(204);
    const stored = await hits();
    expect(stored.map((h) => [h.path, h.venue_id, h.event_id])).toEqual([
      [`/venues/${venueId}/analytics-hall/`, venueId, null],
      [`/events/${eventId}/analytics-night/`, venueId, eventId],
      ['/events/', null, null],
    ]);
    expect(new Set(stored.map((h) => h.visitor)).size).toBe(1);
  });

  it('stores nothing from bots or from browsers that send Do Not Track or Global Privacy Control', async () => {
    const body = { views: [view('/events/')] };
    await request(t.server).post(ANALYTICS_BEACON_PATH).set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)').send(body).expect(204);
    await request(t.server).post(ANALYTICS_BEACON_PATH).set('User-Agent', BROWSER).set('DNT', '1').send(body).expect(204);
    await request(t.server).post(ANALYTICS_BEACON_PATH).set('User-Agent', BROWSER).set('Sec-GPC', '1').send(body).expect(204);
    expect(await hits()).toEqual([]);
  });

  it('bounds bad beacons (forged paths, 10,000 views, a huge body) with 400 or 413, never a 500, storing nothing', async () => {
    const post = (body: unknown) => request(t.server).post(ANALYTICS_BEACON_PATH).set('User-Agent', BROWSER).send(body as object);
    expect((await post({ views: [view('https://evil.example/')] }).expect(400)).body).toHaveProperty(['views.0.path']);
    expect((await post({ views: [view('/a b')] }).expect(400)).body).toHaveProperty(['views.0.path']);
    expect((await post({ views: [view(`/${'x'.repeat(600)}`)] }).expect(400)).body).toHaveProperty(['views.0.path']);
    expect((await post({ views: [{ page_view: 'x', path: '/' }] }).expect(400)).body).toHaveProperty(['views.0.page_view']);
    const many = Array.from({ length: 10_000 }, () => ({ page_view: '00000000-0000-4000-8000-000000000000', path: '/' }));
    const tooMany = await post({ views: many });
    expect([400, 413]).toContain(tooMany.status);
    const huge = await request(t.server)
      .post(ANALYTICS_BEACON_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ views: [view('/')], pad: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(await hits()).toEqual([]);
  });

  it('hashes a visitor with a salt of the day: the same browser is another visitor the next day, and old salts go', async () => {
    const today = t.clock.now();
    // Noon of the region's previous day: 24 hours back is still today after a fall-back night (a 25-hour day).
    const [y, m, d] = addDaysToLocalDate(analyticsToday(today), -1).split('-').map(Number) as [number, number, number];
    const yesterday = new TZDate(y, m - 1, d, 12, 0, 0, 'America/New_York');
    await service.recordBeacon({ views: [view('/events/')] }, sender('203.0.113.7'), yesterday);
    await service.recordBeacon({ views: [view('/events/')] }, sender('203.0.113.7'), today);
    await service.recordBeacon({ views: [view('/events/')] }, sender('203.0.113.7', OTHER_BROWSER), today);
    const stored = await hits();
    expect(stored.map((h) => h.day)).toEqual([analyticsToday(yesterday), analyticsToday(today), analyticsToday(today)]);
    expect(new Set(stored.map((h) => h.visitor)).size).toBe(3);
    expect(await t.db.query('SELECT day::text AS day FROM analytics_salts ORDER BY day')).toEqual([{ day: analyticsToday(yesterday) }, { day: analyticsToday(today) }]);

    const result = await service.rollUp(today);
    expect(result).toEqual({ ran: true, value: { days: 2, prunedHits: 1, prunedSalts: 1 } });
    expect(await t.db.query('SELECT day::text AS day FROM analytics_salts')).toEqual([{ day: analyticsToday(today) }]);
    expect((await hits()).map((h) => h.day)).toEqual([analyticsToday(today), analyticsToday(today)]);
    expect(await t.db.query('SELECT day::text AS day, views, visitors, sessions FROM analytics_site_daily ORDER BY day')).toEqual([
      { day: analyticsToday(yesterday), views: 1, visitors: 1, sessions: 1 },
      { day: analyticsToday(today), views: 2, visitors: 2, sessions: 2 },
    ]);
  });

  it('cuts a session where the gap between views reaches 30 minutes', async () => {
    // 10:00 region time keeps every view of the test on one day.
    const start = new Date(`${analyticsToday(t.clock.now())}T14:00:00Z`);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const ip = '198.51.100.4';
    await service.recordBeacon({ views: [view(`/venues/${venueId}/analytics-hall/`)] }, sender(ip), at(0));
    await service.recordBeacon({ views: [view('/events/')] }, sender(ip), at(29));
    await service.recordBeacon({ views: [view('/events/')] }, sender(ip), at(59));
    await service.recordBeacon({ views: [view(`/events/${eventId}/analytics-night/`)] }, sender(ip), at(89));
    await service.recordBeacon({ views: [view('/')] }, sender(ip), at(91));
    expect((await service.rollUp(at(92))).ran).toBe(true);
    // Gaps of 29, 30, 30 and 2 minutes: sessions [0, 29], [59] and [89, 91].
    expect(await t.db.query('SELECT views, visitors, sessions, session_seconds::int AS seconds FROM analytics_site_daily')).toEqual([
      { views: 5, visitors: 1, sessions: 3, seconds: 29 * 60 + 2 * 60 },
    ]);
    expect(await t.db.query('SELECT views, visitors, sessions, session_seconds::int AS seconds FROM analytics_venue_daily WHERE venue_id = $1', [venueId])).toEqual([
      { views: 2, visitors: 1, sessions: 2, seconds: 29 * 60 + 2 * 60 },
    ]);
    expect(await t.db.query(`SELECT path, views, sessions FROM analytics_page_daily ORDER BY path`)).toEqual([
      { path: '/', views: 1, sessions: 1 },
      { path: '/events/', views: 2, sessions: 2 },
      { path: `/events/${eventId}/analytics-night/`, views: 1, sessions: 1 },
      { path: `/venues/${venueId}/analytics-hall/`, views: 1, sessions: 1 },
    ]);
  });

  it('buffers page views of concurrent beacons and writes what is left when the instance shuts down', async () => {
    const webRoot = await createFakeWebRoot();
    const second = await t.startInstance({ webRoot });
    try {
      const beacons = Array.from({ length: 30 }, (_, n) => second.get(AnalyticsService).recordBeacon({ views: [view('/events/')] }, sender(`198.51.100.${n + 1}`)));
      await Promise.all(beacons);
    } finally {
      await second.close();
      await rm(webRoot, { recursive: true, force: true });
    }
    expect(await t.db.query('SELECT count(*)::int AS count, count(DISTINCT visitor)::int AS visitors FROM analytics_hits')).toEqual([{ count: 30, visitors: 30 }]);
  });

  it('rolls up once across two instances: the second skips while the first holds the job lock', async () => {
    const webRoot = await createFakeWebRoot();
    const second = await t.startInstance({ webRoot });
    try {
      await service.recordBeacon({ views: [view('/events/')] }, sender('192.0.2.1'));
      // The second instance rolls up what is stored: the first writes its buffer (its timer would, a moment later).
      await t.app.get(AnalyticsHitBuffer).flush();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let taken: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => {
        taken = resolve;
      });
      const first = t.app.get(DatabaseService).withJobLock(ANALYTICS_ROLLUP_JOB, () => {
        taken();
        return held;
      });
      await lockTaken;
      expect(await second.get(AnalyticsService).rollUp()).toEqual({ ran: false });
      release();
      await first;
      expect((await second.get(AnalyticsService).rollUp()).ran).toBe(true);
      expect(await t.db.query('SELECT views FROM analytics_site_daily')).toEqual([{ views: 1 }]);
    } finally {
      await second.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it("answers the site figures to staff and a venue's figures to its producer only", async () => {
    const now = t.clock.now();
    await service.recordBeacon({ views: [view(`/venues/${venueId}/analytics-hall/`), view(`/events/${eventId}/analytics-night/`)] }, sender('203.0.113.9'), now);
    await service.recordBeacon({ views: [view(`/venues/${venueId}/analytics-hall/`)] }, sender('203.0.113.10', OTHER_BROWSER), now);
    await service.recordBeacon({ views: [view('/events/')] }, sender('203.0.113.11'), now);
    await service.rollUp(now);
    await t.db.query(`INSERT INTO impression_daily (kind, object_id, day, count) VALUES ('poi_card', $1, $3, 4), ('event_detail', $2, $3, 2)`, [
      venueId,
      eventId,
      analyticsToday(now),
    ]);
    // The site's impressions are read as of the last rollup (every five minutes).
    await service.rollUp(now);

    const site = await request(t.server).get(analyticsEndpoints.siteStats.path).set(staff.auth).expect(200);
    expect(site.body.rows).toEqual([{ activeUsers: 3, averageSessionDuration: 0, screenPageViews: 4, screenPageViewsPerSession: 4 / 3 }]);
    expect(site.body.startDate).toBe(addDaysToLocalDate(analyticsToday(now), -6));
    const events = await request(t.server).get(analyticsEndpoints.customEvents.path).set(staff.auth).expect(200);
    expect(events.body.data).toEqual({ 'Event Card Impression': 0, 'Event Detail Impression': 2, 'POI Card Impression': 4, 'POI Detail Impression': 0 });

    const mine = await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId })).set(producer.auth).expect(200);
    expect(mine.body.summary).toEqual({ poiCardImpressions: 4, poiDetailImpressions: 0, eventCardImpressions: 0, eventDetailImpressions: 2 });
    expect(mine.body.byEvent).toEqual([{ id: eventId, name: 'Analytics Night', card: 0, detail: 2 }]);
    expect(mine.body.analytics.rows).toEqual([{ activeUsers: 2, averageSessionDuration: 0, screenPageViews: 3, screenPageViewsPerSession: 1.5 }]);

    // A past range without data answers zeros.
    const past = await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId })).query({ start_date: '2024-01-01', end_date: '2024-01-31' }).set(producer.auth).expect(200);
    expect(past.body.analytics.rows[0].screenPageViews).toBe(0);

    await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId: otherVenueId })).set(producer.auth).expect(404);
    await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId: 999999 })).set(producer.auth).expect(404);
    await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId: otherVenueId })).set(staff.auth).expect(200);
    await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId })).set(user.auth).expect(403);
    await request(t.server).get(analyticsEndpoints.siteStats.path).set(producer.auth).expect(403);
    expect([401, 403]).toContain((await request(t.server).get(analyticsEndpoints.siteStats.path)).status);
  });

  it('refuses future dates, ranges ending before they start, dates that do not exist and ranges over 5 years with field maps', async () => {
    const today = analyticsToday(t.clock.now());
    const ask = (query: Record<string, string>) => request(t.server).get(analyticsEndpoints.siteStats.path).query(query).set(staff.auth);
    const tomorrow = addDaysToLocalDate(today, 1);
    expect((await ask({ start_date: today, end_date: tomorrow }).expect(400)).body).toEqual({ end_date: ['Dates in the future are not allowed.'] });
    expect((await ask({ start_date: '2025-03-10', end_date: '2025-03-01' }).expect(400)).body).toEqual({ end_date: ['Date must not be earlier than 2025-03-10'] });
    expect((await ask({ start_date: '2025-02-30', end_date: '2025-03-01' }).expect(400)).body).toHaveProperty('start_date');
    expect((await ask({ start_date: '2015-01-01', end_date: '2025-01-01' }).expect(400)).body).toEqual({ end_date: ['The date range may not be longer than 5 years.'] });
    expect((await ask({ start_date: '2025-01-01' }).expect(400)).body).toEqual({ end_date: ['Enter both dates.'] });
    await request(t.server).get(pathOf(analyticsEndpoints.venueView, { venueId })).query({ start_date: 'yesterday', end_date: today }).set(producer.auth).expect(400);
  });
});

describe('analytics: a beacon over the impressions rate limit (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [AnalyticsModule, ...CATALOGUE_MODULES], config: IMPRESSIONS_LIMITED });
  let eventId: number;
  beforeAll(async () => {
    eventId = await insertLimitNight(t.app);
  });

  it("refuses the beacon's impressions with 429 but keeps its page view", async () => {
    const address = '198.51.100.9';
    const beacon = (body: object) => request(t.server).post(ANALYTICS_BEACON_PATH).set('X-Forwarded-For', address).set('User-Agent', BROWSER).send(body);
    const card = { kind: 'event_card', id: eventId };
    for (let i = 0; i < TEST_IMPRESSIONS_LIMIT; i++) await beacon({ impressions: { pageView: randomUUID(), items: [card] } }).expect(204);
    const path = `/events/${eventId}/limit-night/`;
    await beacon({ views: [view(path)], impressions: { pageView: randomUUID(), items: [card] } }).expect(429);
    await t.app.get(AnalyticsHitBuffer).flush();
    expect(await t.db.query('SELECT path FROM analytics_hits WHERE path = $1', [path])).toEqual([{ path }]);
  });
});

describe('analytics: page views capped per address and counted once per page view id (issue 25 N4)', () => {
  const t = useTestApp({ modules: [AnalyticsModule, ...CATALOGUE_MODULES], config: { trustProxy: true, metrics: { pageViewsRateLimit: 40, pageViewsRateWindowSeconds: 60 } } });
  let venueId: number;

  beforeAll(async () => {
    venueId = await insertVenueFixture(t.app, { name: 'Popular Hall' });
  });

  const beacon = (address: string, views: object[]) =>
    request(t.server).post(ANALYTICS_BEACON_PATH).set('X-Forwarded-For', address).set('User-Agent', BROWSER).send({ views });
  const venuePage = () => view(`/venues/${venueId}/popular-hall/`);
  const venueViews = async () => {
    await t.app.get(AnalyticsService).rollUp();
    return (await t.db.query<{ views: number }[]>('SELECT coalesce(sum(views), 0)::int AS views FROM analytics_venue_daily WHERE venue_id = $1', [venueId]))[0]?.views;
  };

  it('refuses views over the allowance with 429 and Retry-After, stores none of them, and counts them as dropped', async () => {
    const flood = '203.0.113.50';
    for (let i = 0; i < 2; i++) await beacon(flood, Array.from({ length: 20 }, venuePage)).expect(204);
    const refused = await beacon(flood, Array.from({ length: 20 }, venuePage)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await beacon(flood, [venuePage()]).expect(429);
    // Another address has its own allowance.
    await beacon('203.0.113.51', [venuePage()]).expect(204);
    expect(await venueViews()).toBe(41);
    expect(await t.db.query(`SELECT reason, count::int AS count FROM analytics_dropped_daily`)).toEqual([{ reason: 'throttled', count: 21 }]);
  });

  it('counts a page view id once, however often a beacon repeats it', async () => {
    const before = await venueViews();
    const once = venuePage();
    await beacon('203.0.113.60', [once, once, once]).expect(204);
    await beacon('203.0.113.60', [once]).expect(204);
    expect(await venueViews()).toBe((before ?? 0) + 1);
  });
});
