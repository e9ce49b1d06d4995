import request from 'supertest';
import { BROWSER_USER_AGENT, widgetPageData } from '../../testing/widget-page-data.js';
import { UNKNOWN_HOST, WIDGET_HITS_PATH } from '@events/contracts/widget-metrics';
import { widgetSchema } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { makeProducer, saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { WidgetsModule } from './widgets.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { WidgetHitsService } from './widget-hits.service.js';

/**
 * Issue 25 N5: an invented `host` from 20 addresses put 2,000 impressions for that host into a producer's metrics,
 * and event hits for events not in the calendar counted. Hits are credited to the host the widget page's token
 * names, only for events the calendar lists, and at most HOST_CAP per widget and host per window.
 */
const BROWSER = BROWSER_USER_AGENT;
const HOST_CAP = 30;

type RawHit = { kind: number; event_id: number | null; host: string };

describe('forged widget traffic (real PostgreSQL)', () => {
  const t = useTestApp({
    modules: [WidgetsModule, AuthModule, ...CATALOGUE_MODULES],
    config: { trustProxy: true, widgets: { hitsRateLimit: 50, hostHitsRateLimit: HOST_CAP, rollupSettleSeconds: 0 } },
  });
  let ann: TestAccount;
  let search = 0;
  let concert = 0;
  let brunch = 0;

  async function createWidget(title: string): Promise<number> {
    const res = await request(t.server).post('/events/api/v1/widgets/').set(ann.auth).send({ title, search_id: search }).expect(201);
    return widgetSchema.parse(res.body).id;
  }

  /** The widget page as a browser framing it on `referer`'s site loads it; answers the page's hit token. */
  async function pageToken(widgetId: number, referer: string, ip = '192.0.2.50'): Promise<string> {
    const res = await request(t.server).get(`/widget/${widgetId}/`).set('User-Agent', BROWSER).set('Referer', referer).set('X-Forwarded-For', ip).expect(200);
    const token = widgetPageData(res.text)?.hitToken;
    expect(typeof token).toBe('string');
    return token as string;
  }

  async function sendHits(body: Record<string, unknown>, ip: string): Promise<void> {
    await request(t.server).post(WIDGET_HITS_PATH).set('User-Agent', BROWSER).set('X-Forwarded-For', ip).send(body).expect(204);
  }

  /**
   * The widget's page views once at least `count` are stored (views are counted after their page is sent and written
   * a second later), after one more write of any still gathered.
   */
  async function storedViews(widgetId: number, count: number): Promise<RawHit[]> {
    for (let tries = 0; tries < 50 && (await rawHits(widgetId, 'widget')).length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.get(WidgetHitsService).flushPageViews();
    return rawHits(widgetId, 'widget');
  }

  const eventHit = (widgetId: number, eventId: number) => ({ kind: 'event', widget_id: widgetId, event_id: eventId });

  async function rawHits(widgetId: number, kind?: 'widget' | 'event'): Promise<RawHit[]> {
    return t.db.query<RawHit[]>(
      `SELECT kind::int AS kind, event_id, host FROM widget_hits_raw WHERE widget_id = $1 AND ($2::int IS NULL OR kind = $2) ORDER BY hit_at, kind, host`,
      [widgetId, kind === undefined ? null : kind === 'widget' ? 1 : 2],
    );
  }

  beforeAll(async () => {
    const today = regionToday(t.app);
    ann = await registerTestAccount(t, 'ann.forgery@example.org');
    await makeProducer(t, ann, 'Ann Forgery Hall');
    const hall = await insertVenueFixture(t.app, { name: 'Forgery Concert Hall' });
    concert = await insertEventFixture(t.app, {
      venue_id: hall,
      name: 'Orchestra Evening',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '19:00' }],
    });
    brunch = await insertEventFixture(t.app, { venue_id: hall, name: 'Jazz Brunch', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '11:00' }] });
    search = (await saveSearch(t, ann, { search_name: 'Orchestra', keyword: 'orchestra', named_date: 'next_30' })).id;
  });

  it('credits event hits to the embedding host the widget page saw, through the token the page carries', async () => {
    const widget = await createWidget('Honest');
    const token = await pageToken(widget, 'https://friends.example/calendar.html');
    await sendHits({ token, items: [eventHit(widget, concert)] }, '203.0.113.1');
    expect(await rawHits(widget, 'event')).toEqual([{ kind: 2, event_id: concert, host: 'friends.example' }]);
  });

  it('credits no host a batch names itself, nor through a token altered or made for another widget', async () => {
    const widget = await createWidget('Forged');
    await sendHits({ host: 'forged.example', items: [eventHit(widget, concert)] }, '203.0.113.2');
    const other = await createWidget('Other site');
    const otherToken = await pageToken(other, 'https://other.example/');
    await sendHits({ token: otherToken, host: 'forged.example', items: [eventHit(widget, concert)] }, '203.0.113.2');
    // The page's own token with the host in its claims rewritten, its signature kept.
    const [header = '', claims = '', signature = ''] = (await pageToken(widget, 'https://friends.example/')).split('.');
    const rewritten = { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as object), host: 'forged.example' };
    const altered = [header, Buffer.from(JSON.stringify(rewritten)).toString('base64url'), signature].join('.');
    await sendHits({ token: altered, items: [eventHit(widget, concert)] }, '203.0.113.2');

    const hits = await rawHits(widget, 'event');
    expect(hits.map((hit) => hit.host)).toEqual([UNKNOWN_HOST, UNKNOWN_HOST]);
    expect(await rawHits(other, 'event')).toEqual([]);
  });

  it('counts event hits only for events the calendar lists', async () => {
    const widget = await createWidget('Listed only');
    const token = await pageToken(widget, 'https://friends.example/');
    await sendHits({ token, items: [eventHit(widget, concert), eventHit(widget, brunch), eventHit(widget, 999999), { kind: 'event', widget_id: widget }] }, '203.0.113.3');
    expect(await rawHits(widget, 'event')).toEqual([{ kind: 2, event_id: concert, host: 'friends.example' }]);
  });

  it('caps the hits one widget is credited on one host, whatever addresses send them', async () => {
    const widget = await createWidget('Flooded host');
    const token = await pageToken(widget, 'https://flooded.example/');
    // The page view that came with the token takes one of the host's hits (once written, a second later).
    await storedViews(widget, 1);
    for (let address = 1; address <= 20; address++) {
      await sendHits({ token, items: Array.from({ length: 5 }, () => eventHit(widget, concert)) }, `198.51.100.${address}`);
    }
    expect(await rawHits(widget, 'event')).toHaveLength(HOST_CAP - 1);
    // Another host of the same widget has its own allowance.
    const elsewhere = await pageToken(widget, 'https://elsewhere.example/');
    await sendHits({ token: elsewhere, items: [eventHit(widget, concert)] }, '198.51.100.77');
    expect((await rawHits(widget, 'event')).filter((hit) => hit.host === 'elsewhere.example')).toHaveLength(1);
  });

  it('caps the page views one widget is credited on one Referer host, whatever addresses load it', async () => {
    const widget = await createWidget('Forged Referer');
    for (let address = 1; address <= 20; address++) {
      for (let view = 0; view < 2; view++) {
        await request(t.server).get(`/widget/${widget}/`).set('User-Agent', BROWSER).set('Referer', 'https://inflated.example/').set('X-Forwarded-For', `198.51.100.${100 + address}`).expect(200);
      }
    }
    const views = await storedViews(widget, HOST_CAP);
    expect(views).toHaveLength(HOST_CAP);
    expect(new Set(views.map((view) => view.host))).toEqual(new Set(['inflated.example']));
  });
});
