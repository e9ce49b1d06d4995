import { BROWSER_USER_AGENT, widgetPageData } from '../../testing/widget-page-data.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { VALIDATION } from '@events/contracts/messages';
import { EXCLUDE_HOSTS_MAX, UNKNOWN_HOST, WIDGET_HITS_PATH, widgetMetricsSchema } from '@events/contracts/widget-metrics';
import { WIDGET_MESSAGES, type WidgetDocumentInput, widgetEventsSchema, widgetListSchema, widgetSchema } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { RenderCacheRegistry } from '../../common/cache/render-cache-registry.js';
import { CATALOGUE_LISTENER_APPLICATION } from '../../common/cache/catalogue-change-listener.service.js';
import { DatabaseService } from '../../database/database.service.js';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { makeProducer, saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { WidgetsModule } from './widgets.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { WIDGET_ROLLUP_JOB, WidgetHitsService } from './widget-hits.service.js';

const LIST = '/events/api/v1/widgets/';
const item = (id: number | string) => `${LIST}${id}/`;
const metricsPath = (id: number | string) => `/events/api/v1/widget_metrics/${id}/`;
const ORIGIN = 'https://berkshires.example';
const BROWSER = BROWSER_USER_AGENT;
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The page's data; every widget page carries it. */
function pageData(html: string): WidgetDocumentInput {
  const data = widgetPageData(html);
  if (data === null) throw new Error('The widget page carries no data');
  return data;
}

describe('calendar widgets (real PostgreSQL)', () => {
  const t = useTestApp({
    modules: [WidgetsModule, AuthModule, ...CATALOGUE_MODULES],
    config: { publicUrl: ORIGIN, trustProxy: true, widgets: { hitsRateLimit: 50, rollupSettleSeconds: 0 } },
  });
  let ann: TestAccount;
  let bob: TestAccount;
  let carl: TestAccount;
  let annSearch = 0;
  let annOtherSearch = 0;
  let bobSearch = 0;
  let concert = 0;
  let today = '';

  async function createWidget(account: TestAccount, body: Record<string, unknown>): Promise<ReturnType<typeof widgetSchema.parse>> {
    const res = await request(t.server).post(LIST).set(account.auth).send(body).expect(201);
    return widgetSchema.parse(res.body);
  }

  async function sendHits(body: Record<string, unknown>, agent = BROWSER, ip?: string) {
    const call = request(t.server).post(WIDGET_HITS_PATH).set('User-Agent', agent);
    if (ip) call.set('X-Forwarded-For', ip);
    return call.send(body);
  }

  async function rawCount(widgetId: number): Promise<number> {
    const rows = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM widget_hits_raw WHERE widget_id = $1', [widgetId]);
    return rows[0]?.n ?? 0;
  }

  beforeAll(async () => {

    today = regionToday(t.app);
    ann = await registerTestAccount(t, 'ann.calendars@example.org');
    bob = await registerTestAccount(t, 'bob.calendars@example.org');
    carl = await registerTestAccount(t, 'carl.calendars@example.org');
    await makeProducer(t, ann, 'Ann Hall');
    await makeProducer(t, bob, 'Bob Hall');
    await makeProducer(t, carl, 'Carl Hall', false);

    const hall = await insertVenueFixture(t.app, { name: 'Concert Hall' });
    for (let day = 1; day <= 25; day++) {
      const id = await insertEventFixture(t.app, {
        venue_id: hall,
        name: `Orchestra Concert ${String(day).padStart(2, '0')}`,
        series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, day), timeStart: '19:00', timeEnd: '21:00' }],
      });
      if (day === 1) concert = id;
    }
    await insertEventFixture(t.app, { venue_id: hall, name: 'Jazz Brunch', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 1), timeStart: '11:00' }] });

    annSearch = (await saveSearch(t, ann, { search_name: 'Concerts', keyword: 'orchestra', named_date: 'next_30', default_loc_id: 'pittsfield-ma', radius: 20 })).id;
    annOtherSearch = (await saveSearch(t, ann, { search_name: 'Brunch', keyword: 'brunch', named_date: 'next_7' })).id;
    bobSearch = (await saveSearch(t, bob, { search_name: 'Bob search', keyword: 'jazz' })).id;
  });

  describe('calendars', () => {
    it('makes a calendar from the producer\'s own saved search, with its embed URL and a description of the search', async () => {
      const widget = await createWidget(ann, { title: 'Our concerts', search_id: annSearch });
      expect(widget).toMatchObject({
        title: 'Our concerts',
        search_id: annSearch,
        search: { id: annSearch, searchName: 'Concerts' },
        embedUrl: `${ORIGIN}/widget/${widget.id}/`,
      });
      expect(widget.search.description).toContain('“orchestra”');
      expect(widget.search.description).toContain('within 20 mi of Pittsfield, MA');
    });

    it('lists, orders, changes and deletes only the owner\'s calendars', async () => {
      const first = await createWidget(ann, { title: 'First', search_id: annSearch });
      const second = await createWidget(ann, { title: 'Second', search_id: annOtherSearch });
      await createWidget(bob, { title: 'Bob calendar', search_id: bobSearch });
      await request(t.server).put(item(first.id)).set(ann.auth).send({ title: 'First, renamed', search_id: annOtherSearch }).expect(200);

      const edited = widgetListSchema.parse((await request(t.server).get(LIST).set(ann.auth).expect(200)).body);
      expect(edited.results.map((w) => w.title).slice(0, 2)).toEqual(['First, renamed', 'Second']);
      expect(edited.results.some((w) => w.title === 'Bob calendar')).toBe(false);
      const added = widgetListSchema.parse((await request(t.server).get(LIST).query({ ordering: '-created' }).set(ann.auth).expect(200)).body);
      expect(added.results.map((w) => w.title).slice(0, 2)).toEqual(['Second', 'First, renamed']);

      for (const call of [
        request(t.server).get(item(first.id)).set(bob.auth),
        request(t.server).put(item(first.id)).set(bob.auth).send({ title: 'Mine now', search_id: bobSearch }),
        request(t.server).delete(item(first.id)).set(bob.auth),
        request(t.server).get(metricsPath(first.id)).set(bob.auth),
      ]) {
        await call.expect(404, { detail: 'Not found.', code: 'widget_not_found' });
      }
      await request(t.server).delete(item(second.id)).set(ann.auth).expect(204);
      await request(t.server).get(item(second.id)).set(ann.auth).expect(404);
    });

    it('tells a producer without an active subscription why they cannot make one', async () => {
      const search = (await saveSearch(t, carl, { search_name: 'Carl search' })).id;
      const res = await request(t.server).post(LIST).set(carl.auth).send({ title: 'Nope', search_id: search }).expect(400);
      expect(res.body).toEqual({ nonFieldErrors: [WIDGET_MESSAGES.needsSubscription] });
    });

    it('answers bad input with field maps in the spec wording', async () => {
      const long = await request(t.server).post(LIST).set(ann.auth).send({ title: 'x'.repeat(257), search_id: annSearch }).expect(400);
      expect(long.body).toEqual({ title: [VALIDATION.maxLength(256)] });
      const missing = await request(t.server).post(LIST).set(ann.auth).send({ title: '  ' }).expect(400);
      expect(missing.body).toEqual({ title: [VALIDATION.required], search_id: [VALIDATION.required] });
      const foreign = await request(t.server).post(LIST).set(ann.auth).send({ title: 'Theirs', search_id: bobSearch }).expect(400);
      expect(foreign.body).toEqual({ search_id: [WIDGET_MESSAGES.unknownSearch] });
      const mine = await createWidget(ann, { title: 'Mine', search_id: annSearch });
      const foreignEdit = await request(t.server).put(item(mine.id)).set(ann.auth).send({ title: 'Mine', search_id: bobSearch }).expect(400);
      expect(foreignEdit.body).toEqual({ search_id: [WIDGET_MESSAGES.unknownSearch] });
      const notNumber = await request(t.server).get(item('abc')).set(ann.auth).expect(400);
      expect(notNumber.body).toEqual({ id: ['A valid integer is required.'] });
      await request(t.server).get(metricsPath('abc')).set(ann.auth).expect(400, { widgetId: ['A valid integer is required.'] });
    });

    it('refuses visitors and signed-in users who are not producers', async () => {
      await request(t.server).get(LIST).expect(403);
      const plain = await registerTestAccount(t, 'plain.calendars@example.org');
      await request(t.server).get(LIST).set(plain.auth).expect(403);
    });
  });

  describe('the widget page', () => {
    it('renders the saved search\'s events as the listing answers them, 20 a page, frameable by any site', async () => {
      const widget = await createWidget(ann, { title: 'Concerts near Pittsfield', search_id: annSearch });
      const res = await request(t.server).get(`/widget/${widget.id}/`).set('User-Agent', BROWSER).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      const { data, scripts } = pageData(res.text);
      expect(scripts).toEqual(['/remotes/mfe-widget/widget-hydrate.1a2b3c4d.js']);
      expect(data?.state).toBe('listing');
      expect(data?.results).toHaveLength(20);
      expect(data?.pagination).toEqual({ curPage: 1, totalPages: 2, totalItems: 25 });
      expect(data?.results[0]).toMatchObject({ id: concert, name: 'Orchestra Concert 01', url: expect.stringContaining(`?widget=${widget.id}`) as string });
      expect(data?.results.some((card) => card.name === 'Jazz Brunch')).toBe(false);

      const second = pageData((await request(t.server).get(`/widget/${widget.id}/?page=2`).expect(200)).text);
      expect(second.data?.results.map((card) => card.name)).toEqual(['Orchestra Concert 21', 'Orchestra Concert 22', 'Orchestra Concert 23', 'Orchestra Concert 24', 'Orchestra Concert 25']);
      const json = widgetEventsSchema.parse((await request(t.server).get(`${item(widget.id)}events/?page=2`).expect(200)).body);
      expect(json.results).toEqual(second.data?.results);

      // Everything else still refuses to be framed.
      const other = await request(t.server).get(LIST).set(ann.auth).expect(200);
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    });

    it('answers an unknown calendar with a short 404 page, and a lapsed one without events', async () => {
      const missing = await request(t.server).get('/widget/999999/').expect(404);
      expect(missing.text).toContain('Calendar not found');
      await request(t.server).get('/widget/not-a-number/').expect(400);
      await request(t.server).get(`${item(999999)}events/`).expect(404);

      const lapsing = await registerTestAccount(t, 'lapsing.calendars@example.org');
      await makeProducer(t, lapsing, 'Lapsing Hall');
      const search = (await saveSearch(t, lapsing, { search_name: 'Lapsing', keyword: 'orchestra', named_date: 'next_30' })).id;
      const widget = await createWidget(lapsing, { title: 'Lapsing calendar', search_id: search });
      await t.db.query(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [lapsing.id]);
      const { data } = pageData((await request(t.server).get(`/widget/${widget.id}/`).expect(200)).text);
      expect(data).toMatchObject({ state: 'lapsed', results: [] });
    });

    it('offers each event\'s .ics file and the calendar\'s public feed, which calendar apps subscribe to', async () => {
      const widget = await createWidget(ann, { title: 'Orchestra nights', search_id: annSearch });
      const { data } = pageData((await request(t.server).get(`/widget/${widget.id}/`).expect(200)).text);
      expect(data?.results[0]?.ics).toBe(`/icalendar/event/${concert}/`);
      expect(data?.calendarUrl).toBe(`/widget/${widget.id}/calendar/`);

      const feed = await request(t.server).get(data?.calendarUrl ?? '').expect(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      // The feed's own lifetime, for browsers and shared caches alike (longer than the other public answers).
      expect(feed.headers['cache-control']).toMatch(/^public, max-age=(\d+), s-maxage=\1$/);
      expect(feed.headers['set-cookie']).toBeUndefined();
      expect(feed.text).toContain('X-WR-CALNAME:Events: Orchestra nights');
      expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(25);
      expect(feed.text).toContain('SUMMARY:Orchestra Concert 01');
      expect(feed.text).not.toContain('Jazz Brunch');
      await request(t.server).get(data?.calendarUrl ?? '').set('If-None-Match', feed.headers['etag'] as string).expect(304);

      await request(t.server).get('/widget/999999/calendar/').expect(404);
      const lapsed = await registerTestAccount(t, 'lapsed.feed@example.org');
      await makeProducer(t, lapsed, 'Lapsed Feed Hall');
      const search = (await saveSearch(t, lapsed, { search_name: 'Lapsed feed', keyword: 'orchestra' })).id;
      const lapsedWidget = await createWidget(lapsed, { title: 'Lapsed feed', search_id: search });
      await request(t.server).get(`/widget/${lapsedWidget.id}/calendar/`).expect(200);
      await t.db.query(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [lapsed.id]);
      await request(t.server).get(`/widget/${lapsedWidget.id}/calendar/`).expect(404);
    });

    it('counts a person\'s view with the embedding host, but not crawlers, prefetches or its own paging links', async () => {
      const widget = await createWidget(ann, { title: 'Counted', search_id: annSearch });
      const page = `/widget/${widget.id}/`;
      await request(t.server).get(page).set('User-Agent', BROWSER).set('Referer', 'https://friends.example/calendar.html').expect(200);
      await request(t.server).get(page).set('User-Agent', BROWSER).expect(200);
      await request(t.server).get(page).set('User-Agent', CRAWLER).set('Referer', 'https://friends.example/').expect(200);
      await request(t.server).get(page).set('User-Agent', BROWSER).set('Sec-Purpose', 'prefetch').expect(200);
      await request(t.server).get(`${page}?page=2`).set('User-Agent', BROWSER).set('Referer', `${ORIGIN}${page}`).expect(200);
      // The view is counted after the page is sent.
      for (let tries = 0; tries < 50 && (await rawCount(widget.id)) < 2; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await rawCount(widget.id)).toBe(2);
      const hosts = await t.db.query<{ host: string }[]>('SELECT host FROM widget_hits_raw WHERE widget_id = $1 ORDER BY host', [widget.id]);
      expect(hosts.map((h) => h.host)).toEqual([UNKNOWN_HOST, 'friends.example']);
    });

    describe('render cache', () => {
      const titles = async (server: typeof t.server, id: number) => {
        const { data } = pageData((await request(server).get(`/widget/${id}/`).expect(200)).text);
        return { title: data?.widget.title, state: data?.state, names: data?.results.map((card) => card.name) ?? [] };
      };

      it('shows an event written through one instance on the next render of another', async () => {
        const search = (await saveSearch(t, ann, { search_name: 'Recitals', keyword: 'recital', named_date: 'next_30' })).id;
        const widget = await createWidget(ann, { title: 'Recitals', search_id: search });
        // A clock set by CLOCK_AT starts when its app starts: the second instance starts at the first one's instant.
      const second = await t.startInstance({ clockAt: t.config.clockAt === null ? null : t.clock.now() });
        try {
          const other = second.getHttpServer();
          expect((await titles(other, widget.id)).names).toEqual([]);
          expect((await titles(other, widget.id)).names).toEqual([]);
          const venue = await insertVenueFixture(t.app, { name: 'Recital Room' });
          await insertEventFixture(t.app, {
            venue_id: venue,
            name: 'Piano Recital',
            series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '18:00' }],
          });
          expect((await titles(other, widget.id)).names).toEqual(['Piano Recital']);
          expect((await titles(t.server, widget.id)).names).toEqual(['Piano Recital']);
        } finally {
          await second.close();
        }
      });

      // Issue 28: each instance keeps its own rendered pages, and the database tells every instance when a catalogue
      // write commits, so the pages that write made unreachable are dropped at once rather than aged out.
      describe('cleared by the database when the catalogue changes', () => {
        let second: NestFastifyApplication;
        let caches: RenderCacheRegistry;
        let widgetId = 0;
        let sonata = 0;

        /** Polls `condition` (a notification arrives when it arrives) for up to `ms`. */
        const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> => {
          const deadline = Date.now() + ms;
          while (!(await condition())) {
            if (Date.now() > deadline) throw new Error(`Still not ${what} after ${ms} ms`);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        };
        // This file's listeners: the other test files' apps listen on databases of their own on the same server.
        const listeners = async (): Promise<number[]> =>
          (await t.db.query<{ pid: number }[]>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() ORDER BY pid', [CATALOGUE_LISTENER_APPLICATION])).map(
            (row) => row.pid,
          );

        beforeAll(async () => {
          const search = (await saveSearch(t, ann, { search_name: 'Sonatas', keyword: 'sonata', named_date: 'next_30' })).id;
          widgetId = (await createWidget(ann, { title: 'Sonatas', search_id: search })).id;
          const venue = await insertVenueFixture(t.app, { name: 'Sonata Room' });
          sonata = await insertEventFixture(t.app, {
            venue_id: venue,
            name: 'Violin Sonata',
            series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 4), timeStart: '20:00' }],
          });
          // The second instance's clock starts where the first one's is now.
          second = await t.startInstance({ clockAt: t.config.clockAt === null ? null : t.clock.now() });
          caches = second.get(RenderCacheRegistry);
        });
        afterAll(async () => {
          await second?.close();
        });

        it("clears the other instance's rendered pages once a catalogue write commits through one", async () => {
          expect((await titles(second.getHttpServer(), widgetId)).names).toEqual(['Violin Sonata']);
          expect(caches.entryCount()).toBeGreaterThan(0);

          await t.db.transaction(async (tx) => {
            await tx.query('UPDATE events SET name = $1 WHERE id = $2', ['Cello Sonata', sonata]);
          });
          await until(() => caches.entryCount() === 0, "cleared by the first instance's write");
          expect((await titles(second.getHttpServer(), widgetId)).names).toEqual(['Cello Sonata']);
          expect(caches.entryCount()).toBeGreaterThan(0);
        });

        it('listens again after its connection is cut, and clears what it may have missed meanwhile', async () => {
          const before = await listeners();
          expect(before).toHaveLength(2);
          expect((await titles(second.getHttpServer(), widgetId)).names).toEqual(['Cello Sonata']);
          expect(caches.entryCount()).toBeGreaterThan(0);

          await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [CATALOGUE_LISTENER_APPLICATION]);
          await until(async () => {
            const now = await listeners();
            return now.length === 2 && now.every((pid) => !before.includes(pid));
          }, 'listening again');
          await until(() => caches.entryCount() === 0, 'cleared after listening again');

          expect((await titles(second.getHttpServer(), widgetId)).names).toEqual(['Cello Sonata']);
          expect(caches.entryCount()).toBeGreaterThan(0);
          await t.db.query('UPDATE events SET name = $1 WHERE id = $2', ['Violin Sonata', sonata]);
          await until(() => caches.entryCount() === 0, 'cleared by a write after listening again');
          expect((await titles(second.getHttpServer(), widgetId)).names).toEqual(['Violin Sonata']);
        });
      });

      it('shows a saved-search edit, a calendar edit and a lapsed subscription on the next render', async () => {
        const owner = await registerTestAccount(t, 'cached.calendars@example.org');
        await makeProducer(t, owner, 'Cached Hall');
        const search = (await saveSearch(t, owner, { search_name: 'Cached', keyword: 'brunch', named_date: 'next_7' })).id;
        const widget = await createWidget(owner, { title: 'Cached calendar', search_id: search });
        expect(await titles(t.server, widget.id)).toEqual({ title: 'Cached calendar', state: 'listing', names: ['Jazz Brunch'] });

        const venue = await insertVenueFixture(t.app, { name: 'Matinee Hall' });
        await insertEventFixture(t.app, { venue_id: venue, name: 'Harp Matinee', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '14:00' }] });
        expect((await titles(t.server, widget.id)).names).toEqual(['Jazz Brunch']);
        await request(t.server).patch(`/events/api/v1/saved_searches/${search}/`).set(owner.auth).send({ keyword: 'matinee' }).expect(200);
        expect((await titles(t.server, widget.id)).names).toEqual(['Harp Matinee']);

        await request(t.server).put(item(widget.id)).set(owner.auth).send({ title: 'Renamed calendar', search_id: search }).expect(200);
        expect((await titles(t.server, widget.id)).title).toBe('Renamed calendar');

        await t.db.query(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [owner.id]);
        expect(await titles(t.server, widget.id)).toEqual({ title: 'Renamed calendar', state: 'lapsed', names: [] });
      });
    });
  });

  describe('traffic', () => {
    it('stores hits in batches, drops those of widgets that do not exist, and ignores crawlers', async () => {
      const widget = await createWidget(ann, { title: 'Hits', search_id: annSearch });
      await sendHits({ host: 'Friends.Example', items: [{ kind: 'event', widget_id: widget.id, event_id: concert }, { kind: 'widget', widget_id: widget.id }, { kind: 'event', widget_id: 999999, event_id: concert }] }, BROWSER, '203.0.113.10').then((r) => expect(r.status).toBe(204));
      expect(await rawCount(widget.id)).toBe(2);
      expect(await rawCount(999999)).toBe(0);
      await sendHits({ host: 'friends.example', items: [{ kind: 'event', widget_id: widget.id, event_id: concert }] }, CRAWLER, '203.0.113.10').then((r) => expect(r.status).toBe(204));
      expect(await rawCount(widget.id)).toBe(2);
    });

    it('answers bad hit batches with field maps and caps a flood from one address', async () => {
      const bad = await sendHits({ host: 'not a host!', items: [{ kind: 'poke', widget_id: 'x' }] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body as object).sort()).toEqual(['host', 'items.0.kind', 'items.0.widget_id']);
      const widget = await createWidget(ann, { title: 'Flooded', search_id: annSearch });
      const batch = { host: 'flood.example', items: Array.from({ length: 25 }, () => ({ kind: 'widget', widget_id: widget.id })) };
      expect((await sendHits(batch, BROWSER, '198.51.100.7')).status).toBe(204);
      expect((await sendHits(batch, BROWSER, '198.51.100.7')).status).toBe(204);
      const refused = await sendHits(batch, BROWSER, '198.51.100.7');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(await rawCount(widget.id)).toBe(50);
      // The flood does not slow or stop the listings.
      await request(t.server).get('/events/api/v1/events/').set('X-Forwarded-For', '198.51.100.7').expect(200);
    });

    it('rolls hits up per widget, day and host once, and the metrics call reads the rollup', async () => {
      const widget = await createWidget(ann, { title: 'Rolled', search_id: annSearch });
      const hits = t.app.get(WidgetHitsService);
      const yesterday = addDaysToLocalDate(today, -1);
      // Hits of yesterday, as if they had arrived then (the watermark is set back to before them).
      await t.db.query(`UPDATE widget_hits_rollup_state SET rolled_up_to = $1::timestamptz - interval '3 days'`, [t.clock.now()]);
      await t.db.query(
        `INSERT INTO widget_hits_raw (widget_id, kind, event_id, host, hit_at)
         SELECT $1, k, CASE WHEN k = 2 THEN $2::int END, h, ($3::date + time '12:00') AT TIME ZONE 'America/New_York'
         FROM (VALUES (1, 'a.example'), (1, 'a.example'), (2, 'a.example'), (1, 'b.example'), (2, 'b.example'), (2, 'b.example')) AS v(k, h)`,
        [widget.id, concert, yesterday],
      );
      // The hits of a page framed on a.example, with its token (fetched as a crawler: that view is not counted).
      const { hitToken } = pageData((await request(t.server).get(`/widget/${widget.id}/`).set('User-Agent', CRAWLER).set('Referer', 'https://a.example/').expect(200)).text);
      await sendHits({ token: hitToken, items: [{ kind: 'widget', widget_id: widget.id }, { kind: 'event', widget_id: widget.id, event_id: concert }] }, BROWSER, '192.0.2.1');
      expect(await hits.rollUp(0)).toMatchObject({ ran: true });
      expect(await hits.rollUp(0)).toEqual({ ran: true, value: { hits: 0, pruned: 0 } });

      const metrics = widgetMetricsSchema.parse((await request(t.server).get(metricsPath(widget.id)).set(ann.auth).expect(200)).body);
      expect(metrics.summary).toEqual({ widgetHitCt: 4, eventHitCt: 4 });
      expect(metrics.by_day[yesterday]).toEqual({ widgetHitCt: 3, eventHitCt: 3 });
      expect(metrics.by_day[today]).toEqual({ widgetHitCt: 1, eventHitCt: 1 });
      expect(metrics.by_month[today.slice(0, 7)]).toBeDefined();
      expect(metrics.by_host).toEqual([
        { host: 'a.example', widgetHitCt: 3, eventHitCt: 2 },
        { host: 'b.example', widgetHitCt: 1, eventHitCt: 2 },
      ]);

      const excluded = widgetMetricsSchema.parse(
        (await request(t.server).get(metricsPath(widget.id)).query({ start_date: yesterday, end_date: today, exclude_hosts: 'a.example' }).set(ann.auth).expect(200)).body,
      );
      expect(excluded.summary).toEqual({ widgetHitCt: 1, eventHitCt: 2 });
      expect(Object.keys(excluded.by_day)).toEqual([yesterday, today]);
      expect(excluded.by_host).toHaveLength(2);
    });

    it('sums the rollup by day, month and host in the metrics call, every day of the range included', async () => {
      const widget = await createWidget(ann, { title: 'Summed', search_id: annSearch });
      // Traffic of a past autumn, before any day the product's clock may be set to, across a month's end.
      await t.db.query(
        `INSERT INTO widget_hits_daily (widget_id, day, host, widget_hit_ct, event_hit_ct)
         VALUES ($1, '2025-10-31', 'a.example', 2, 5), ($1, '2025-11-02', 'a.example', 1, 0), ($1, '2025-11-02', 'b.example', 4, 1)`,
        [widget.id],
      );
      const read = async (query: Record<string, string>) =>
        widgetMetricsSchema.parse((await request(t.server).get(metricsPath(widget.id)).query(query).set(ann.auth).expect(200)).body);

      const ranged = await read({ start_date: '2025-10-30', end_date: '2025-11-03' });
      expect(Object.keys(ranged.by_day)).toEqual(['2025-10-30', '2025-10-31', '2025-11-01', '2025-11-02', '2025-11-03']);
      expect(ranged.by_day['2025-11-01']).toEqual({ widgetHitCt: 0, eventHitCt: 0 });
      expect(ranged.by_day['2025-11-02']).toEqual({ widgetHitCt: 5, eventHitCt: 1 });
      expect(ranged.by_month).toEqual({ '2025-10': { widgetHitCt: 2, eventHitCt: 5 }, '2025-11': { widgetHitCt: 5, eventHitCt: 1 } });
      expect(ranged.summary).toEqual({ widgetHitCt: 7, eventHitCt: 6 });
      expect(ranged.by_host).toEqual([
        { host: 'b.example', widgetHitCt: 4, eventHitCt: 1 },
        { host: 'a.example', widgetHitCt: 3, eventHitCt: 5 },
      ]);

      const narrow = await read({ start_date: '2025-11-01', end_date: '2025-11-01', exclude_hosts: 'b.example' });
      expect(narrow).toEqual({ summary: { widgetHitCt: 0, eventHitCt: 0 }, by_day: { '2025-11-01': { widgetHitCt: 0, eventHitCt: 0 } }, by_month: { '2025-11': { widgetHitCt: 0, eventHitCt: 0 } }, by_host: [] });

      // All time runs from the first day with traffic to today.
      const allTime = await read({ exclude_hosts: 'b.example' });
      expect(Object.keys(allTime.by_day)[0]).toBe('2025-10-31');
      expect(Object.keys(allTime.by_day).at(-1)).toBe(today);
      expect(allTime.summary).toEqual({ widgetHitCt: 3, eventHitCt: 5 });
      expect(allTime.by_host.map((h) => h.host)).toEqual(['b.example', 'a.example']);

      await request(t.server).get(metricsPath(widget.id)).set(bob.auth).expect(404);
    });

    it('prunes raw hits once they are rolled up and older than the retention', async () => {
      const widget = await createWidget(ann, { title: 'Pruned', search_id: annSearch });
      await t.db.query(
        `INSERT INTO widget_hits_raw (widget_id, kind, host, hit_at) VALUES ($1, 1, 'old.example', $2::timestamptz - interval '3 days'), ($1, 1, 'new.example', $2::timestamptz - interval '1 minute')`,
        [widget.id, t.clock.now()],
      );
      await t.db.query(`UPDATE widget_hits_rollup_state SET rolled_up_to = $1::timestamptz - interval '4 days'`, [t.clock.now()]);
      const outcome = await t.app.get(WidgetHitsService).rollUp(0);
      expect(outcome.ran && outcome.value.pruned).toBeGreaterThanOrEqual(1);
      const left = await t.db.query<{ host: string }[]>('SELECT host FROM widget_hits_raw WHERE widget_id = $1', [widget.id]);
      expect(left.map((row) => row.host)).toEqual(['new.example']);
      const metrics = widgetMetricsSchema.parse((await request(t.server).get(metricsPath(widget.id)).set(ann.auth).expect(200)).body);
      expect(metrics.summary.widgetHitCt).toBe(2);
    });

    it('runs the rollup once across two instances on one database', async () => {
      const widget = await createWidget(ann, { title: 'Two instances', search_id: annSearch });
      await t.db.query(`INSERT INTO widget_hits_raw (widget_id, kind, host, hit_at) SELECT $1, 1, 'twice.example', $2 FROM generate_series(1, 10)`, [widget.id, t.clock.now()]);
      // A clock set by CLOCK_AT starts when its app starts: the second instance starts at the first one's instant.
      const second = await t.startInstance({ clockAt: t.config.clockAt === null ? null : t.clock.now() });
      try {
        const first = t.app.get(WidgetHitsService);
        const other = second.get(WidgetHitsService);
        // While the first instance holds the job lock, the second instance's run is skipped.
        const whileHeld = await t.app.get(DatabaseService).withJobLock(WIDGET_ROLLUP_JOB, () => other.rollUp(0));
        expect(whileHeld).toEqual({ ran: true, value: { ran: false } });
        const together = await Promise.all([first.rollUp(0), other.rollUp(0)]);
        const counted = together.reduce((sum, outcome) => sum + (outcome.ran ? outcome.value.hits : 0), 0);
        expect(counted).toBe(10);
      } finally {
        await second.close();
      }
      const rows = await t.db.query<{ n: number }[]>(`SELECT widget_hit_ct::int AS n FROM widget_hits_daily WHERE widget_id = $1`, [widget.id]);
      expect(rows).toEqual([{ n: 10 }]);
    });

    it('answers bad metrics queries with field maps', async () => {
      const widget = await createWidget(ann, { title: 'Queried', search_id: annSearch });
      const bad = (query: Record<string, string>) => request(t.server).get(metricsPath(widget.id)).query(query).set(ann.auth).expect(400);
      expect((await bad({ start_date: '2026-11-10', end_date: '2026-11-01' })).body).toEqual({ end_date: [VALIDATION.dateNotBefore('2026-11-10')] });
      expect((await bad({ start_date: '2026-02-30', end_date: '2026-03-01' })).body).toEqual({ start_date: [VALIDATION.date] });
      expect((await bad({ start_date: '2026-11-01' })).body).toEqual({ end_date: [VALIDATION.required] });
      const hosts = Array.from({ length: 1000 }, (_, i) => `h${i}.example`).join(',');
      expect((await bad({ exclude_hosts: hosts })).body).toEqual({ exclude_hosts: [`Ensure this field has no more than ${EXCLUDE_HOSTS_MAX} elements.`] });
    });
  });
});
