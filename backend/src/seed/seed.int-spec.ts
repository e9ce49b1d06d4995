import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fillPath } from '@events/contracts/endpoint';
import { eventFormSchema, eventFormsEndpoints, eventWriteSchema } from '@events/contracts/event-forms';
import { searchEndpoints } from '@events/contracts/search';
import { venueFormsEndpoints } from '@events/contracts/venue-forms';
import { listingRequestOfAddress, type ListingApiQuery } from '@events/domain/listing-query';
import { LISTING_PATHS } from '@events/domain/listing-url';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { defaultSearchLocation } from '@events/domain/search-location';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../common/region/region-time.js';
import { defaultConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';
import { type DatabaseServer, startTemporaryDatabase } from '../database/embedded-database.js';
import { MIGRATIONS } from '../database/migration-list.js';
import { CalendarImportsDemoSeeder } from '../modules/calendar-imports/calendar-imports-demo.seeder.js';
import { DEMO_BOX_OFFICE_NEW_EVENTS } from '../modules/calendar-imports/demo-box-office.js';
import { ClaimsDemoSeeder } from '../modules/claims/claims-demo.seeder.js';
import { HOME_STRIP_SIZE, homeStripQuery, MediaDemoSeeder } from '../modules/media/media-demo.seeder.js';
import { ProducersService } from '../modules/producers/producers.service.js';
import { registerTestAccount } from '../testing/test-accounts.js';
import { createFakeWebRoot } from '../testing/test-app.js';
import { testClockAt } from '../testing/test-clock.js';
import { DEMO_SIZE, SeedService } from './seed.service.js';
import { WidgetsDemoSeeder } from './widgets-demo.seeder.js';

type Card = { id: number; imagePrimary: string | null; imageThumbnail: string | null; pointOfInterest: { imagePrimary: string | null } };

/**
 * The query string the browser sends for a listing call (bracket arrays, unset values left out), as libs/api-client
 * writes it; the backend does not import that front-end library.
 */
function queryString(query: ListingApiQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else if (value !== undefined) params.append(name, String(value));
  }
  return params.toString();
}

/** One page of the events listing through the HTTP endpoint, anonymous, as the browser asks for it. */
async function listing(app: NestFastifyApplication, query: ListingApiQuery): Promise<Card[]> {
  const answer = await request(app.getHttpServer()).get(`${searchEndpoints.events.path}?${queryString(query)}`).expect(200);
  return (answer.body as { results: Card[] }).results;
}

type Counts = { venues: number; events: number; series: number; occurrences: number; search_rows: number; with_future: number };

const COUNTS_SQL = `
  SELECT (SELECT count(*) FROM venues)::int AS venues, (SELECT count(*) FROM events)::int AS events,
         (SELECT count(*) FROM event_dates)::int AS series, (SELECT count(*) FROM event_occurrences)::int AS occurrences,
         (SELECT count(*) FROM event_search)::int AS search_rows,
         (SELECT count(*) FROM venues WHERE num_events_future > 0)::int AS with_future`;

/**
 * First start on an empty database, by two instances at once: the migrations and the demo region (its catalogue,
 * producers, claims, calendar, traffic and images, in one local media store), each once. Then the generator through
 * the database (real PostgreSQL).
 */
describe('demo seed and generator', () => {
  let db: DatabaseServer;
  let webRoot: string;
  let mediaDir: string;
  const apps: NestFastifyApplication[] = [];
  const start = async (): Promise<NestFastifyApplication> => {
    const base = defaultConfig();
    const media = { ...base.media, store: { kind: 'local', dir: mediaDir } as const, seedImages: true };
    const app = await createApp(defaultConfig({ databaseUrl: db.url, webRoot, seedDemo: true, clockAt: testClockAt(), media }));
    apps.push(app);
    return app;
  };
  const counts = async (app: NestFastifyApplication): Promise<Counts> => (await app.get(DataSource).query<Counts[]>(COUNTS_SQL))[0] as Counts;
  /** Venues and events with an image. */
  const imaged = async (app: NestFastifyApplication): Promise<number> => {
    const rows = await app.get(DataSource).query<{ n: number }[]>(
      `SELECT ((SELECT count(*) FROM venues WHERE image_primary IS NOT NULL) + (SELECT count(*) FROM events WHERE image_primary IS NOT NULL))::int AS n`,
    );
    return (rows[0] as { n: number }).n;
  };

  beforeAll(async () => {
    db = await startTemporaryDatabase();
    webRoot = await createFakeWebRoot();
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'events-media-demo-'));
  });

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await db?.stop();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  // Issue 12 item 10: two instances start together on one empty database, neither migrated nor seeded.
  it('brings up two instances started together on an empty database, having run each migration once', async () => {
    const settled = await Promise.allSettled([start(), start()]);
    expect(settled.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);
    const [ran] = await (apps[0] as NestFastifyApplication)
      .get(DataSource)
      .query<{ runs: number; names: number }[]>('SELECT count(*)::int AS runs, count(DISTINCT name)::int AS names FROM migrations');
    expect(ran).toEqual({ runs: MIGRATIONS.length, names: MIGRATIONS.length });
    for (const app of apps) await request(app.getHttpServer()).get('/health').expect(200);
  });

  it('seeds the demo region once, though both instances found the database empty', async () => {
    const [a, b] = apps as [NestFastifyApplication, NestFastifyApplication];
    const after = await counts(a);
    // The demo calendar import adds its new events to the generated ones.
    expect(after).toMatchObject({ venues: DEMO_SIZE.venues, events: DEMO_SIZE.events + DEMO_BOX_OFFICE_NEW_EVENTS });
    expect(after.series).toBeGreaterThanOrEqual(DEMO_SIZE.events);
    expect(after.occurrences).toBeGreaterThan(20_000);
    expect(after.search_rows).toBeGreaterThan(15_000);
    expect(after.with_future).toBeGreaterThan(200);
    expect(await counts(b)).toEqual(after);

    // Dated by the product's clock: occurrences from the region's yesterday (the expansion's first day) on, today's
    // among them, and the rows created now.
    const clock = a.get(Clock);
    const today = localDateOf(clock.now(), REGION_TIME_ZONE);
    const [dated] = await a.get(DataSource).query<{ first_day: string; today: number; created: Date; widget_created: Date }[]>(
      `SELECT (SELECT min(local_day)::text FROM event_occurrences) AS first_day,
              (SELECT count(*) FROM event_occurrences WHERE local_day = $1)::int AS today,
              (SELECT max(created) FROM events) AS created, (SELECT max(created) FROM widgets) AS widget_created`,
      [today],
    );
    expect(dated?.first_day).toBe(addDaysToLocalDate(today, -1));
    expect(dated?.today).toBeGreaterThan(20);
    for (const created of [dated?.created, dated?.widget_created]) {
      expect(Math.abs((created as Date).getTime() - clock.nowMs())).toBeLessThan(120_000);
    }

    const live = await request(a.getHttpServer()).get('/events/api/v1/poi/livesearch/?q=p').expect(200);
    expect(live.body.length).toBeGreaterThan(0);
    const [first] = await a.get(DataSource).query<{ id: number }[]>(`SELECT id FROM events WHERE published ORDER BY id LIMIT 1`);
    await request(a.getHttpServer()).get(`/events/api/v1/events/${first?.id}/`).expect(200);
  });

  it('gives the events of the first screens (events page, home strip), and their venues, images, made by one instance', async () => {
    const [a, b] = apps as [NestFastifyApplication, NestFastifyApplication];
    const made = await Promise.all([a, b].map((app) => app.get(MediaDemoSeeder).whenDone()));
    // The events page as a first visit loads it (the shell's first listing call): the default town, the default dates.
    const first = listingRequestOfAddress(LISTING_PATHS.events, '', 'mi', defaultSearchLocation);
    const page = await listing(b, first?.query ?? {});
    const strip = await listing(b, homeStripQuery(localDateOf(a.get(Clock).now(), REGION_TIME_ZONE)));
    expect(page.length).toBeGreaterThanOrEqual(10);
    expect(strip).toHaveLength(HOME_STRIP_SIZE);
    for (const card of [...page, ...strip]) {
      expect({ id: card.id, thumbnail: card.imageThumbnail, venue: card.pointOfInterest.imagePrimary }).toEqual({
        id: card.id,
        thumbnail: expect.stringMatching(/^\/media\/events\/\d+\/[0-9a-f]{32}-thumbnail\.webp$/),
        venue: expect.stringMatching(/^\/media\/venues\//),
      });
    }
    expect(made.filter((count) => count > 0)).toHaveLength(1);
    expect(Math.max(...made)).toBeGreaterThanOrEqual(new Set([...page, ...strip].map((card) => card.id)).size);

    const top = page[0] as Card;
    expect(top.imagePrimary).toMatch(/^\/media\/events\/\d+\/[0-9a-f]{32}-primary\.webp$/);
    const thumbnail = await request(a.getHttpServer()).get(top.imageThumbnail as string).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const file = path.join(mediaDir, (top.imagePrimary as string).slice('/media/'.length));
    await access(file);
    expect(await sharp(file).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('makes the demo images once: a catalogue with any image is left alone', async () => {
    const app = apps[0] as NestFastifyApplication;
    const before = await imaged(app);
    expect(await app.get(MediaDemoSeeder).seedImages()).toBe(0);
    expect(await imaged(app)).toBe(before);
  });

  it('stops making the demo images at a shutdown, after the one under way, and removes those it made: the next start makes them all', async () => {
    const [a, b] = apps as [NestFastifyApplication, NestFastifyApplication];
    const full = await imaged(a);
    // A catalogue whose demo images were never made.
    for (const table of ['venues', 'events']) await a.get(DataSource).query(`UPDATE ${table} SET image_primary = NULL, image_thumbnail = NULL`);
    const stopped = b.get(MediaDemoSeeder).seedImages();
    // Ctrl-C while it runs: the instance closes, and waits for the run to stop.
    apps.splice(apps.indexOf(b), 1);
    await b.close();
    expect(await stopped).toBe(0);
    expect(await imaged(a)).toBe(0);
    // The next start finds every item to make an image for (making them again is the first test's work, and costs a
    // CI run a core for half a minute).
    expect(await a.get(MediaDemoSeeder).findTargets()).toHaveLength(full);
  });

  it('does not seed again on a later start', async () => {
    const before = await counts(apps[0] as NestFastifyApplication);
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const again = await start();
    expect(await counts(again)).toEqual(before);
  });

  it('gives the demo producer one venue with room on the demo plan and one at its limit (issue 27)', async () => {
    const app = apps.at(-1) as NestFastifyApplication;
    const [pat] = await app.get(DataSource).query<{ id: number }[]>(`SELECT id FROM users WHERE email = 'producer@example.org'`);
    const quotas = await app.get(ProducersService).producerQuotas({ id: pat?.id ?? 0, isStaff: false, isZeditor: false, isSuperuser: false });
    expect(quotas).toHaveLength(2);
    expect(quotas.every((q) => q.isBillingContact && q.quota?.allowed === 10)).toBe(true);
    const roomy = quotas.find((q) => q.quota?.canAdd);
    const full = quotas.find((q) => !q.quota?.canAdd);
    expect(roomy?.quota?.used).toBeLessThanOrEqual(7);
    expect(full?.quota?.used).toBe(10);
  });

  it('carries 90 days of demo traffic up to yesterday for the managed venues, their events, the site and the calendar', async () => {
    const app = apps.at(-1) as NestFastifyApplication;
    const yesterday = addDaysToLocalDate(localDateOf(app.get(Clock).now(), REGION_TIME_ZONE), -1);
    const [traffic] = await app.get(DataSource).query<Record<string, string | number>[]>(
      `SELECT (SELECT count(DISTINCT venue_id)::int FROM analytics_venue_daily) AS venues,
              (SELECT count(DISTINCT venue_id)::int FROM venue_managers) AS managed,
              (SELECT min(day)::text FROM analytics_site_daily) AS first_day, (SELECT max(day)::text FROM analytics_site_daily) AS last_day,
              (SELECT count(*)::int FROM analytics_site_daily WHERE views > 0) AS site_days,
              (SELECT count(DISTINCT object_id)::int FROM impression_daily WHERE kind = 'event_card') AS events_seen,
              (SELECT count(DISTINCT day)::int FROM widget_hits_daily) AS calendar_days`,
    );
    expect(traffic).toMatchObject({ first_day: addDaysToLocalDate(yesterday, -89), last_day: yesterday, site_days: 90, calendar_days: 90 });
    expect(traffic?.venues).toBe(traffic?.managed);
    expect(traffic?.events_seen).toBeGreaterThan(5);
  });

  it('gives the desk claims in several statuses, each with its history, made once', async () => {
    const app = apps.at(-1) as NestFastifyApplication;
    const db = app.get(DataSource);
    const claims = await db.query<{ status: string; email: string; steps: number }[]>(
      `SELECT c.status, u.email, (SELECT count(*)::int FROM venue_claim_history h WHERE h.claim_id = c.id) AS steps
       FROM venue_claims c JOIN users u ON u.id = c.user_id ORDER BY c.status`,
    );
    expect(claims).toEqual([
      { status: 'new', email: 'user@example.org', steps: 2 },
      { status: 'rejected', email: 'user@example.org', steps: 3 },
      { status: 'verified', email: 'producer@example.org', steps: 3 },
      { status: 'verifying', email: 'user@example.org', steps: 3 },
    ]);
    await app.get(ClaimsDemoSeeder).seedDemoClaims();
    expect(await db.query('SELECT id FROM venue_claims')).toHaveLength(4);
  });

  it("gives the demo producer a calendar over a saved search, made once, whose widget page lists that search's events", async () => {
    const app = apps.at(-1) as NestFastifyApplication;
    const db = app.get(DataSource);
    const widgets = await db.query<{ id: number; title: string; email: string; search_name: string }[]>(
      `SELECT w.id, w.title, u.email, s.search_name
       FROM widgets w JOIN users u ON u.id = w.user_id JOIN saved_searches s ON s.id = w.search_id`,
    );
    expect(widgets).toEqual([
      { id: expect.any(Number), title: 'Upcoming in the Pioneer Valley', email: 'producer@example.org', search_name: 'Next 30 days near Northampton' },
    ]);
    await app.get(WidgetsDemoSeeder).seedDemoWidgets();
    expect(await db.query('SELECT id FROM widgets')).toHaveLength(1);

    const page = await request(app.getHttpServer()).get(`/widget/${widgets[0]?.id}/`).expect(200);
    expect(page.text).toContain('Upcoming in the Pioneer Valley');
  });

  it("imports the demo producer's box-office calendar once: a new event listed, a look-alike waiting on the desk", async () => {
    const app = apps.at(-1) as NestFastifyApplication;
    const db = app.get(DataSource);
    const sources = await db.query<{ address: string; email: string; last_counts: object; venue_id: number }[]>(
      'SELECT s.address, u.email, s.last_counts, s.venue_id FROM calendar_sources s JOIN users u ON u.id = s.owner_id',
    );
    expect(sources).toEqual([
      { address: 'box-office.ics', email: 'producer@example.org', last_counts: { new: 1, updated: 0, unchanged: 0, cancelled: 0, refused: 1 }, venue_id: expect.any(Number) },
    ]);
    const proposals = await db.query<{ imported: string; listed: string; venue_id: number }[]>(
      "SELECT p.proposal->>'name' AS imported, e.name AS listed, e.venue_id FROM merge_proposals p JOIN events e ON e.id = p.event_id",
    );
    expect(proposals).toHaveLength(1);
    expect(proposals[0]?.imported).toBe(proposals[0]?.listed.toUpperCase());
    expect(proposals[0]?.venue_id).toBe(sources[0]?.venue_id);
    await app.get(CalendarImportsDemoSeeder).seedDemoCalendarImport();
    expect(await db.query('SELECT id FROM calendar_sources')).toHaveLength(1);
  });

  it('saves every demo venue back unchanged through its form, and the events too (issue 25 N9)', async () => {
    const app = apps[0] as NestFastifyApplication;
    const server = app.getHttpServer();
    const dataSource = app.get(DataSource);
    const { auth } = await registerTestAccount({ server, db: dataSource }, 'form-saver@example.org', { roles: ['superuser', 'staff'] });
    const refused: string[] = [];
    const saveBack = async (read: string, write: string, body: (form: Record<string, unknown>) => object): Promise<void> => {
      const form = await request(server).get(read).set(auth).expect(200);
      const saved = await request(server).put(write).set(auth).send(body(form.body as Record<string, unknown>));
      if (saved.status !== 200) refused.push(`${write}: ${saved.status} ${JSON.stringify(saved.body)}`);
    };

    for (const { id } of await dataSource.query<{ id: number }[]>('SELECT id FROM venues ORDER BY id')) {
      await saveBack(fillPath(venueFormsEndpoints.get.path, { id }), fillPath(venueFormsEndpoints.edit.path, { id }), (form) => form);
    }
    // Every event's form passes the write schema (where an unchanged save's 400 came from); a save rewrites the
    // event's occurrences, so every 25th is also saved over HTTP, each kind of series among them.
    const events = await dataSource.query<{ id: number }[]>('SELECT id FROM events ORDER BY id');
    const checkForm = async (id: number): Promise<void> => {
      const values = eventFormSchema.parse((await request(server).get(fillPath(eventFormsEndpoints.get.path, { id })).set(auth).expect(200)).body).values;
      const parsed = eventWriteSchema.safeParse(values);
      if (!parsed.success) refused.push(`event ${id}: ${JSON.stringify(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))}`);
    };
    for (let at = 0; at < events.length; at += 10) await Promise.all(events.slice(at, at + 10).map(({ id }) => checkForm(id)));
    for (const { id } of events.filter((_, index) => index % 25 === 0)) {
      await saveBack(fillPath(eventFormsEndpoints.get.path, { id }), fillPath(eventFormsEndpoints.update.path, { id }), (form) => form['values'] as object);
    }
    expect(refused).toEqual([]);
    // About 3,500 requests through the forms: some 20 s alone, but the suites share two cores.
  }, 180_000);

  it('generates the same catalogue for the same seed and another one for another seed', async () => {
    const app = apps[0] as NestFastifyApplication;
    const seeds = app.get(SeedService);
    const names = async () =>
      app.get(DataSource).query<{ name: string; slug: string; recur: string | null }[]>(
        `SELECT e.name, e.slug, (SELECT string_agg(d.date_recur, '|' ORDER BY d.id) FROM event_dates d WHERE d.event_id = e.id) AS recur
         FROM events e ORDER BY e.id`,
      );
    const options = { venues: 40, events: 250, seed: 'determinism', reset: true, today: '2031-01-10' } as const;
    const first = await seeds.seed(options);
    const firstNames = await names();
    const second = await seeds.seed(options);
    expect(second.totals).toEqual(first.totals);
    expect(second.added).toEqual(first.added);
    expect(await names()).toEqual(firstNames);
    expect(first.totals).toMatchObject({ venues: 40, events: 250 });

    await seeds.seed({ ...options, seed: 'another' });
    expect(await names()).not.toEqual(firstNames);
  });

  it('adds to a catalogue that is not empty without slug clashes', async () => {
    const app = apps[0] as NestFastifyApplication;
    const seeds = app.get(SeedService);
    const result = await seeds.seed({ venues: 40, events: 250, seed: 'another', today: '2031-01-10' });
    expect(result.totals).toMatchObject({ venues: 80, events: 500 });
  });
});
