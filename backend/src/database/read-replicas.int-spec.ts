import { setTimeout as sleep } from 'node:timers/promises';
import { calendarEndpoints } from '@events/contracts/calendar';
import { fillPath } from '@events/contracts/endpoint';
import { eventFormSchema, eventFormsEndpoints, type EventWrite, managedEventListSchema } from '@events/contracts/event-forms';
import { eventListingSchema, eventsEndpoints } from '@events/contracts/events';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { reportsEndpoints } from '@events/contracts/reports';
import { searchEndpoints } from '@events/contracts/search';
import { widgetSchema, widgetsEndpoints } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { toICalendar } from '@events/domain/recurrence';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { regionToday } from '../testing/region-clock.js';
import { type ReplicatedDatabase, startReplicatedDatabase } from '../testing/streaming-replica.js';
import { registerTestAccount, type TestAccount } from '../testing/test-accounts.js';
import { insertEventFixture, insertVenueFixture } from '../testing/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { DatabaseService } from './database.service.js';
import { runWithPrimaryReads } from './read-context.js';
import { REPLICA_LAG_SQL } from './read-replica.js';
import { PRIMARY_UNTIL_COOKIE } from './read-your-writes.js';

const READ_YOUR_WRITES_MS = 5000;
/** The lenient app's lag bound: small, so a paused replay is skipped within a second. */
const LAG_BOUND_MS = 300;

type Headers = Readonly<Record<string, string>>;

/** The Set-Cookie line of the primary_until cookie an answer sets. */
function markerLineOf(res: request.Response): string | undefined {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []);
  return lines.find((line) => line.startsWith(`${PRIMARY_UNTIL_COOKIE}=`));
}

/** Polls `check` until it holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(50);
  }
}

/**
 * Issue 28, read replicas, on a real streaming replica: a fresh primary and a replica made from it with the low-level
 * backup API and a replication slot (testing/streaming-replica.ts). A row written on the primary while the replica's
 * replay is paused tells which server answered a read. Two instances run on the pair: `strict` (no fallback, lag not
 * checked) and `lenient` (DATABASE_READ_FALLBACK=primary, a small lag bound).
 */
describe('read replicas (DATABASE_READ_URL) on a streaming replica', () => {
  let cluster: ReplicatedDatabase;
  let strict: TestApp;
  let lenient: TestApp;
  let producer: TestAccount;
  /** A superuser signed in on each instance (instances may not share a session key). */
  let superuser: TestAccount;
  let lenientSuperuser: TestAccount;
  /** A calendar widget of the producer's (its public data is a widget read). */
  let widgetId: number;
  let venueId: number;
  /** An event both servers have. */
  let replicatedId: number;
  let today: string;

  const get = (t: TestApp, path: string, headers: Headers = {}): request.Test => request(t.server).get(path).set(headers);
  const eventPage = (t: TestApp, id: number, headers: Headers = {}): request.Test => get(t, fillPath(eventsEndpoints.detail.path, { id }), headers);
  const calendarFile = (t: TestApp, id: number, headers: Headers = {}): request.Test => get(t, fillPath(calendarEndpoints.eventFile.path, { id }), headers);
  const liveSearch = async (t: TestApp, q: string, headers: Headers = {}): Promise<string[]> =>
    ((await get(t, `${eventsEndpoints.liveSearch.path}?q=${encodeURIComponent(q)}`, headers).expect(200)).body as { name: string }[]).map((item) => item.name);
  const listed = async (t: TestApp, keyword: string, headers: Headers = {}): Promise<string[]> => {
    // Today and tomorrow: what anonymous visitors may list.
    const res = await get(t, searchEndpoints.events.path, headers).query({ keyword, date_start: today, date_end: addDaysToLocalDate(today, 1) }).expect(200);
    return eventListingSchema.parse(res.body).results.map((card) => card.name);
  };
  const widgetEvents = (t: TestApp): request.Test => get(t, fillPath(widgetsEndpoints.events.path, { id: widgetId }));
  /** `read` as an anonymous GET makes it: outside a request replica-eligible reads go to the primary. */
  const asRequest = <T>(read: () => Promise<T>): Promise<T> => runWithPrimaryReads(false, read);
  /** Whether the instance's replica-eligible reads are served by a server in recovery (the replica). */
  const readsReplica = async (t: TestApp): Promise<boolean> => {
    const rows = await asRequest(() => t.app.get(DatabaseService).replicaReads.query<{ replica: boolean }[]>('SELECT pg_is_in_recovery() AS replica'));
    return rows[0]?.replica === true;
  };
  const tomorrowAt = (time: string) => [{ frequency: 'once' as const, dtstart: addDaysToLocalDate(today, 1), timeStart: time }];
  /** `work` while the replica's replay is paused: it serves what it had, the primary goes on. */
  const whileReplayPaused = async <T>(work: () => Promise<T>): Promise<T> => {
    await cluster.pauseReplay();
    try {
      return await work();
    } finally {
      await cluster.resumeReplay();
    }
  };
  /** A marker as another instance would have set it a moment ago. */
  const liveMarker = (): Headers => ({ Cookie: `${PRIMARY_UNTIL_COOKIE}=${Date.now() + 3000}` });

  beforeAll(async () => {
    cluster = await startReplicatedDatabase();
    const replicas = { urls: [cluster.replicaUrl], readYourWritesMs: READ_YOUR_WRITES_MS };
    strict = await startTestApp({ config: { readReplicas: { ...replicas, fallback: 'none', maxLagMs: 0 } }, database: cluster.primary });
    lenient = await startTestApp({ config: { readReplicas: { ...replicas, fallback: 'primary', maxLagMs: LAG_BOUND_MS } }, database: cluster.primary });
    today = regionToday(strict.app);
    venueId = await insertVenueFixture(strict.app, { name: 'Replica Hall' });
    producer = await registerTestAccount(strict, 'replica-producer@example.org');
    const primary = strict.app.get(DataSource);
    await primary.query('INSERT INTO venue_managers (user_id, venue_id, is_billing_contact) VALUES ($1, $2, true)', [producer.id, venueId]);
    await primary.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', NULL)`, [producer.id]);
    replicatedId = await insertEventFixture(strict.app, { venue_id: venueId, name: 'Replicated Jazz', series: tomorrowAt('19:00') });
    const search = await request(strict.server).post('/events/api/v1/saved_searches/').set(producer.auth).send({ search_name: 'Jazz', keyword: 'jazz' }).expect(201);
    const widget = await request(strict.server).post(widgetsEndpoints.create.path).set(producer.auth).send({ title: 'Jazz nights', search_id: (search.body as { id: number }).id }).expect(201);
    widgetId = widgetSchema.parse(widget.body).id;
    superuser = await registerTestAccount(strict, 'replica-superuser@example.org');
    lenientSuperuser = await registerTestAccount(lenient, 'replica-superuser-2@example.org');
    await primary.query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = ANY ($1)', [[superuser.id, lenientSuperuser.id]]);
    await cluster.caughtUp();
  }, 180_000);

  afterAll(async () => {
    await lenient?.close();
    await strict?.close();
    await cluster?.stop();
  });

  it('serves the listing, the event page, live search and the calendar file from the replica', async () => {
    expect(await readsReplica(strict)).toBe(true);
    // Outside a request (a scheduled job) the same reads are the primary's.
    expect(await strict.app.get(DatabaseService).replicaReads.query('SELECT pg_is_in_recovery() AS replica')).toEqual([{ replica: false }]);
    expect(await strict.app.get(DatabaseService).query('SELECT pg_is_in_recovery() AS replica')).toEqual([{ replica: false }]);
    expect(await listed(strict, 'Replicated Jazz')).toContain('Replicated Jazz');

    const id = await whileReplayPaused(async () => {
      const added = await insertEventFixture(strict.app, { venue_id: venueId, name: 'Primary Only Jazz', series: tomorrowAt('20:00') });
      // Anonymous reads are the replica's, which has not replayed the new event.
      await eventPage(strict, added).expect(404);
      await calendarFile(strict, added).expect(404);
      expect(await listed(strict, 'Primary Only Jazz')).not.toContain('Primary Only Jazz');
      expect(await liveSearch(strict, 'Primary Only')).toEqual([]);
      // A live marker (set by any instance: it is all in the cookie) sends the same reads to the primary.
      await eventPage(strict, added, liveMarker()).expect(200);
      await calendarFile(strict, added, liveMarker()).expect(200);
      expect(await listed(strict, 'Primary Only Jazz', liveMarker())).toContain('Primary Only Jazz');
      expect(await liveSearch(strict, 'Primary Only', liveMarker())).toEqual(['Primary Only Jazz']);
      // A marker further ahead than any this backend sets is forged, and an expired one is over: the replica answers.
      await eventPage(strict, added, { Cookie: `${PRIMARY_UNTIL_COOKIE}=${Date.now() + 3_600_000}` }).expect(404);
      await eventPage(strict, added, { Cookie: `${PRIMARY_UNTIL_COOKIE}=${Date.now() - 1}` }).expect(404);
      return added;
    });
    await cluster.caughtUp();
    await eventPage(strict, id).expect(200);
  });

  it("shows a producer their save at once, while anonymous reads may lag, and keeps the producer's own pages on the primary", async () => {
    await whileReplayPaused(async () => {
      const body: EventWrite = {
        name: 'Saved Just Now',
        url: 'https://example.org/saved',
        event_type: 12,
        point_of_interest: venueId,
        is_in_person: true,
        is_online: false,
        description: '<p>Saved</p>',
        dates: [{ time_start: '18:00', time_end: '19:00', date_recur: toICalendar(recurrenceSeriesSchema.parse({ frequency: 'once', dtstart: addDaysToLocalDate(today, 1), timeStart: '18:00' })) }],
        price: 'free',
        price_information: '',
        age_group: ['adult'],
      };
      const saved = await request(strict.server).post(eventFormsEndpoints.create.path).set(producer.browser).send(body).expect(201);
      const marker = markerLineOf(saved) ?? '';
      expect(marker).toMatch(/^primary_until=\d+; Max-Age=5; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      const id = eventFormSchema.parse(saved.body).id;
      // The browser sends the cookie back with its next requests.
      const producerBrowser = { ...producer.browser, Cookie: `${producer.browser.Cookie}; ${marker.split(';')[0]}` };

      // The producer's next reads, on the public pages too, show the save.
      await eventPage(strict, id, producerBrowser).expect(200);
      expect(await listed(strict, 'Saved Just Now', producerBrowser)).toContain('Saved Just Now');
      // Their own list of events reads the primary, marker or not.
      const own = managedEventListSchema.parse((await get(strict, eventFormsEndpoints.list.path, producer.browser).expect(200)).body);
      expect(own.results.map((event) => event.name)).toContain('Saved Just Now');
      // Anonymous reads may lag (the replica has not replayed the save).
      await eventPage(strict, id).expect(404);
      expect(await listed(strict, 'Saved Just Now')).not.toContain('Saved Just Now');
      // Reads set no marker; a write that fails sets none either.
      expect(markerLineOf(await eventPage(strict, id, producerBrowser))).toBeUndefined();
      expect(markerLineOf(await request(strict.server).post(eventFormsEndpoints.create.path).set(producer.browser).send({}).expect(400))).toBeUndefined();
    });
    await cluster.caughtUp();
  });

  it('skips a replica whose replay lags beyond DATABASE_READ_MAX_LAG_MS, and uses it again once it caught up', async () => {
    expect(await eventually(() => readsReplica(lenient), 3000)).toBe(true);
    await whileReplayPaused(async () => {
      const id = await insertEventFixture(strict.app, { venue_id: venueId, name: 'Lagging Jazz', series: tomorrowAt('21:00') });
      // The lenient instance measures the lag, finds it over its bound and reads the primary (its fallback).
      expect(await eventually(async () => (await eventPage(lenient, id)).status === 200, 5000)).toBe(true);
      expect(await readsReplica(lenient)).toBe(false);
      // The strict instance does not measure lag: it still reads the paused replica.
      await eventPage(strict, id).expect(404);
    });
    await cluster.caughtUp();
    expect(await eventually(() => readsReplica(lenient), 5000)).toBe(true);
  });

  it('answers 503 with Retry-After while the replica is down (the primary with fallback), and serves from it again once it is back', async () => {
    /** A 503 (never a 500) that says when to retry and why. */
    const expectUnavailable = (what: string, res: request.Response): void => {
      expect([what, res.status, res.headers['retry-after'], typeof (res.body as { detail?: unknown }).detail]).toEqual([what, 503, expect.stringMatching(/^\d+$/), 'string']);
    };

    await cluster.stopReplica();
    try {
      for (let i = 0; i < 3; i++) {
        expectUnavailable('event page', await eventPage(strict, replicatedId));
        expectUnavailable('listing', await get(strict, searchEndpoints.events.path).query({ keyword: 'Replicated Jazz' }));
        expectUnavailable('live search', await get(strict, `${eventsEndpoints.liveSearch.path}?q=Replicated`));
        expectUnavailable('calendar file', await calendarFile(strict, replicatedId));
        expectUnavailable('widget events', await widgetEvents(strict));
        expectUnavailable('user report', await get(strict, reportsEndpoints.users.path, superuser.auth));
      }
      // Reads that belong on the primary, and the client with a fresh write, carry on.
      await eventPage(strict, replicatedId, liveMarker()).expect(200);
      await get(strict, eventFormsEndpoints.list.path, producer.browser).expect(200);
      // DATABASE_READ_FALLBACK=primary: the lenient instance answers from the primary.
      await eventPage(lenient, replicatedId).expect(200);
      expect(await listed(lenient, 'Replicated Jazz')).toContain('Replicated Jazz');
      await widgetEvents(lenient).expect(200);
      await get(lenient, reportsEndpoints.users.path, lenientSuperuser.auth).expect(200);
      expect(await readsReplica(lenient)).toBe(false);
    } finally {
      await cluster.startReplica();
    }

    // Back without a restart of the app: the replica serves again within the probes' backoff (at most a second).
    expect(await eventually(async () => (await eventPage(strict, replicatedId)).status === 200, 5000)).toBe(true);
    await widgetEvents(strict).expect(200);
    await get(strict, reportsEndpoints.users.path, superuser.auth).expect(200);
    expect(await readsReplica(strict)).toBe(true);
    expect(await listed(strict, 'Replicated Jazz')).toContain('Replicated Jazz');
    // Caught up, though the primary has written nothing since the restart (the replica's receive position starts
    // over behind its replay position): its lag reads 0, so the lenient instance takes it back.
    await cluster.caughtUp();
    const lagMs = async (): Promise<number | undefined> => (await asRequest(() => strict.app.get(DatabaseService).replicaReads.query<{ lag_ms: number }[]>(REPLICA_LAG_SQL)))[0]?.lag_ms;
    expect(await eventually(async () => (await lagMs()) === 0, 2000)).toBe(true);
    expect(await eventually(() => readsReplica(lenient), 5000)).toBe(true);
  });
});
