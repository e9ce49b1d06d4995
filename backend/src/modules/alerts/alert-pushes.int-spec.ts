import { TZDate } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { PUSH_MESSAGES, pushDeviceSchema, pushEndpoints, vapidPublicKeySchema } from '@events/contracts/push';
import { pathOf } from '@events/contracts/endpoint';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import {
  type BrowserSubscription,
  decryptPushMessage,
  type LocalPushService,
  newBrowserSubscription,
  startLocalPushService,
  verifyVapidAuthorization,
} from '../../testing/web-push-receiver.js';
import { AlertsModule } from './alerts.module.js';
import { AlertsService } from './alerts.service.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';

const ORIGIN = 'https://berkshires.example';
const ZONE = 'America/New_York';

type Notification = { title: string; body: string; url: string; tag: string };

describe('saved-search push notifications (real PostgreSQL, a local push service, RFC 8291 decrypted here)', () => {
  let service: LocalPushService;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    service = await startLocalPushService();
  });
  const t = useTestApp({
    modules: [AlertsModule, EventsModule, AuthModule, ...CATALOGUE_MODULES],
    config: { publicUrl: ORIGIN, alerts: { sendHour: 7, retryDelayMs: 1 }, push: { allowLocalEndpoints: true, retryDelayMs: 1, attempts: 3 } },
  });
  afterAll(async () => {
    await service.close();
  });

  let hall = 0;
  let today = '';
  let vapidKey = '';

  function regionTime(day: string, hours: number): Date {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hours, 0, 0, ZONE);
  }

  /** A published concert `inDays` after today, created at `created` (default: now on the product's clock, the digest's notion of new). */
  function newConcert(name: string, inDays: number, created: Date = t.clock.now()): Promise<number> {
    return insertEventFixture(t.app, {
      venue_id: hall,
      name,
      created,
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, inDays), timeStart: '19:00', timeEnd: '21:00' }],
    });
  }

  /** The browser's part: subscribe to the local service at `path`, register through the API, turn push on for the search. */
  async function subscribe(account: TestAccount, path: string, searchId: number): Promise<{ browser: BrowserSubscription; deviceId: number }> {
    const browser = newBrowserSubscription(`${service.origin}${path}`);
    const res = await request(t.server).post(pushEndpoints.registerDevice.path).set(account.auth).send({ endpoint: browser.endpoint, keys: browser.keys, label: 'Test browser' }).expect(201);
    const deviceId = pushDeviceSchema.parse(res.body).id;
    await request(t.server).put(pathOf(pushEndpoints.addDeviceSearch, { id: deviceId, search_id: searchId })).set(account.auth).expect(204);
    return { browser, deviceId };
  }

  /** What the service received at `path`, as the browser reads it. */
  function notificationsAt(path: string, browser: BrowserSubscription): Notification[] {
    return service.receivedOn(path).map((push) => JSON.parse(decryptPushMessage(push.body, browser).toString('utf8')) as Notification);
  }

  beforeAll(async () => {
    today = localDateOf(t.clock.now(), ZONE);
    hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    vapidKey = vapidPublicKeySchema.parse((await request(t.server).get(pushEndpoints.vapidPublicKey.path).expect(200)).body).publicKey;
  });

  it('pushes one notification per search and day, signed with VAPID and encrypted for the browser', async () => {
    const ann = await registerTestAccount(t, 'ann.pushed@example.org');
    const search = await saveSearch(t, ann, { search_name: 'Harp nights', keyword: 'Harp' });
    const { browser } = await subscribe(ann, '/push/ann', search.id);
    await newConcert('Harp Recital', 3);
    await newConcert('Harp Duo', 5);

    const alerts = t.app.get(AlertsService);
    expect(await alerts.runDigestJob(regionTime(today, 12), ann.id)).toMatchObject({ ran: true, mailsSent: 1, pushesSent: 1, pushesFailed: 0 });
    const [push] = service.receivedOn('/push/ann');
    expect(service.receivedOn('/push/ann')).toHaveLength(1);

    const claims = verifyVapidAuthorization(push?.headers.authorization, vapidKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    // The token's expiry is the push service's business, on its own clock: within a day of receipt.
    const receivedAt = Math.floor((push?.receivedAt.getTime() ?? 0) / 1000);
    expect(claims.exp).toBeGreaterThan(receivedAt);
    expect(claims.exp).toBeLessThanOrEqual(receivedAt + 24 * 3600);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe(String(24 * 3600));
    expect(push?.headers.urgency).toBe('normal');

    const [notification] = notificationsAt('/push/ann', browser);
    expect(notification).toEqual({
      title: PUSH_MESSAGES.title('Harp nights', 2),
      body: expect.stringMatching(/^Harp Recital · .+ · Colonial Theatre/) as unknown as string,
      url: `${ORIGIN}${search.searchUrl}`,
      tag: `saved-search-${search.id}`,
    });

    // Run again the same day: nothing more.
    expect(await alerts.runDigestJob(regionTime(today, 13), ann.id)).toMatchObject({ ran: true, pushesSent: 0 });
    expect(service.receivedOn('/push/ann')).toHaveLength(1);
    const deliveries = await t.db.query<{ status: string; attempts: number }[]>('SELECT status, attempts FROM push_deliveries WHERE saved_search_id = $1', [search.id]);
    expect(deliveries).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('pushes a search whose e-mail alerts are off, mails nothing, and covers its events for the next day', async () => {
    const bea = await registerTestAccount(t, 'bea.pushed@example.org');
    const search = await saveSearch(t, bea, { search_name: 'Lute', keyword: 'Lute', is_active: false });
    const { browser } = await subscribe(bea, '/push/bea', search.id);
    await newConcert('Lute Evening', 2);
    await newConcert('Lute Matinee', 4);
    const alerts = t.app.get(AlertsService);
    expect(await alerts.runDigestJob(regionTime(today, 12), bea.id)).toMatchObject({ mailsSent: 0, pushesSent: 1 });
    expect(notificationsAt('/push/bea', browser).map((n) => n.title)).toEqual([PUSH_MESSAGES.title('Lute', 2)]);
    const [covered] = await t.db.query<{ seen: number; alerted: boolean }[]>(
      'SELECT (SELECT count(*)::int FROM alert_seen_events WHERE saved_search_id = s.id) AS seen, s.last_alerted IS NOT NULL AS alerted FROM saved_searches s WHERE s.id = $1',
      [search.id],
    );
    expect(covered).toEqual({ seen: 2, alerted: true });

    // The next day tells only what is new since.
    const tomorrow = addDaysToLocalDate(today, 1);
    await newConcert('Lute Quartet', 3, regionTime(tomorrow, 1));
    expect(await alerts.runDigestJob(regionTime(tomorrow, 12), bea.id)).toMatchObject({ mailsSent: 0, pushesSent: 1 });
    const second = notificationsAt('/push/bea', browser)[1];
    expect(second?.title).toBe(PUSH_MESSAGES.title('Lute', 1));
    expect(second?.body).toMatch(/^Lute Quartet · /);
  });

  it('words a Spanish reader\'s notification in Spanish, with the producer\'s Spanish names, and an English reader\'s as before', async () => {
    const lucia = await registerTestAccount(t, 'lucia.pushed@example.org');
    await t.db.query("UPDATE users SET language = 'es' WHERE id = $1", [lucia.id]);
    const ann = await registerTestAccount(t, 'ann.bilingual@example.org');
    const spanishSearch = await saveSearch(t, lucia, { search_name: 'Noches de cítara', keyword: 'Zither' });
    const englishSearch = await saveSearch(t, ann, { search_name: 'Zither nights', keyword: 'Zither' });
    const { browser: spanishBrowser } = await subscribe(lucia, '/push/lucia', spanishSearch.id);
    const { browser: englishBrowser } = await subscribe(ann, '/push/ann-bilingual', englishSearch.id);
    const theatre = await insertVenueFixture(t.app, { name: 'Mahaiwe Theater', name_es: 'Teatro Mahaiwe' });
    await insertEventFixture(t.app, {
      venue_id: theatre,
      name: 'Zither Night',
      name_es: 'Noche de cítara',
      created: t.clock.now(),
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '19:00', timeEnd: '21:00' }],
    });
    const alerts = t.app.get(AlertsService);
    for (const account of [lucia, ann]) expect(await alerts.runDigestJob(regionTime(today, 12), account.id)).toMatchObject({ pushesSent: 1, pushesFailed: 0 });

    const [spanish] = notificationsAt('/push/lucia', spanishBrowser);
    expect(spanish?.title).toBe('Búsqueda guardada “Noches de cítara”: 1 evento nuevo');
    expect(spanish?.body).toMatch(/^Noche de cítara · .+ 19:00 · Teatro Mahaiwe, Pittsfield, MA$/);
    const [english] = notificationsAt('/push/ann-bilingual', englishBrowser);
    expect(english?.title).toBe(PUSH_MESSAGES.title('Zither nights', 1));
    expect(english?.body).toMatch(/^Zither Night · .+ 7:00 PM · Mahaiwe Theater, Pittsfield, MA$/);
  });

  it('sends no notification twice when the mail fails and the next run tries the mail again', async () => {
    const eve = await registerTestAccount(t, 'eve.pushed@example.org');
    const search = await saveSearch(t, eve, { search_name: 'Sitar', keyword: 'Sitar' });
    await subscribe(eve, '/push/eve', search.id);
    await newConcert('Sitar Ragas', 3);
    // A second instance on the same database whose mail server refuses every connection.
    const mailDown = await t.startInstance({ mail: { smtpUrl: 'smtp://127.0.0.1:9', smtpTimeoutMs: 500 } });
    try {
      const failing = mailDown.get(AlertsService);
      expect(await failing.runDigestJob(regionTime(today, 12), eve.id)).toMatchObject({ mailsFailed: 1, pushesSent: 1 });
      expect(await failing.runDigestJob(regionTime(today, 13), eve.id)).toMatchObject({ mailsFailed: 1, pushesSent: 0 });
    } finally {
      await mailDown.close();
    }
    expect(await t.app.get(AlertsService).runDigestJob(regionTime(today, 14), eve.id)).toMatchObject({ mailsSent: 1, pushesSent: 0 });
    expect(service.receivedOn('/push/eve')).toHaveLength(1);
  });

  it('removes a device its push service says is gone (410)', async () => {
    const cal = await registerTestAccount(t, 'cal.pushed@example.org');
    const search = await saveSearch(t, cal, { search_name: 'Oboe', keyword: 'Oboe' });
    const { deviceId } = await subscribe(cal, '/push/cal', search.id);
    await newConcert('Oboe Sonatas', 3);
    service.answer('/push/cal', 410);
    expect(await t.app.get(AlertsService).runDigestJob(regionTime(today, 12), cal.id)).toMatchObject({ mailsSent: 1, pushesSent: 0 });
    expect(service.receivedOn('/push/cal')).toHaveLength(1);
    expect(await t.db.query('SELECT id FROM push_devices WHERE id = $1', [deviceId])).toEqual([]);
    expect(await t.db.query('SELECT device_id FROM push_device_searches WHERE device_id = $1', [deviceId])).toEqual([]);
  });

  it('tries again after a 500 and records the tries; a 413 is not tried again', async () => {
    const dan = await registerTestAccount(t, 'dan.pushed@example.org');
    const search = await saveSearch(t, dan, { search_name: 'Tuba', keyword: 'Tuba' });
    const { browser } = await subscribe(dan, '/push/dan', search.id);
    const other = await saveSearch(t, dan, { search_name: 'Cello', keyword: 'Cello' });
    const { deviceId: bigId } = await subscribe(dan, '/push/dan-big', other.id);
    await newConcert('Tuba Christmas', 3);
    await newConcert('Cello Suites', 3);
    service.answer('/push/dan', 500, 503);
    service.answer('/push/dan-big', 413);
    expect(await t.app.get(AlertsService).runDigestJob(regionTime(today, 12), dan.id)).toMatchObject({ pushesSent: 1, pushesFailed: 1 });
    expect(service.receivedOn('/push/dan')).toHaveLength(3);
    expect(notificationsAt('/push/dan', browser).map((n) => n.title)).toEqual([1, 2, 3].map(() => PUSH_MESSAGES.title('Tuba', 1)));
    expect(service.receivedOn('/push/dan-big')).toHaveLength(1);
    const rows = await t.db.query<{ device_id: number; status: string; attempts: number }[]>(
      'SELECT device_id, status, attempts FROM push_deliveries WHERE saved_search_id = ANY($1::int[]) ORDER BY saved_search_id',
      [[search.id, other.id]],
    );
    expect(rows.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'sent', attempts: 3 },
      { status: 'failed', attempts: 1 },
    ]);
    // The refused device stays (only 404 and 410 remove one).
    expect(await t.db.query('SELECT id FROM push_devices WHERE id = $1', [bigId])).toEqual([{ id: bigId }]);
  });
});
