import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CALENDAR_IMPORT_MESSAGES, calendarFeedWriteSchema, calendarImportsEndpoints as api, type CalendarSource, calendarSourceSchema } from '@events/contracts/calendar-imports';
import { fillPath } from '@events/contracts/endpoint';
import { eventFormsEndpoints, eventFormSchema } from '@events/contracts/event-forms';
import { eventListingSchema, type EventCard } from '@events/contracts/events';
import { MERGE_PROPOSAL_MESSAGES, mergeProposalListSchema, mergeProposalsEndpoints as mergeApi } from '@events/contracts/merge-proposals';
import { VALIDATION } from '@events/contracts/messages';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { testJpeg } from '../../testing/media-test-images.js';
import { outboxMailsTo } from '../../testing/mail-outbox.js';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { CalendarImportsScheduler } from './calendar-imports.scheduler.js';

const V1 = '/events/api/v1';
type Auth = TestAccount['auth'];

/** yyyy-MM-dd as an iCalendar floating date-time at a local time ("19:00"). */
const at = (date: string, time: string): string => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

type FeedEvent = { uid?: string; name: string; start: string; end?: string; rrule?: string; status?: string; categories?: string; url?: string; description?: string; image?: string };

/** A calendar as a calendar app exports it, in the venue's (floating) local time. */
function calendar(events: readonly FeedEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Venue calendar//EN', 'X-WR-CALNAME:Mahaiwe events'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT');
    if (event.uid) lines.push(`UID:${event.uid}`);
    lines.push('DTSTAMP:20270101T000000Z', `DTSTART:${event.start}`);
    if (event.end) lines.push(`DTEND:${event.end}`);
    if (event.rrule) lines.push(`RRULE:${event.rrule}`);
    lines.push(`SUMMARY:${event.name}`);
    if (event.description) lines.push(`DESCRIPTION:${event.description}`);
    if (event.categories) lines.push(`CATEGORIES:${event.categories}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.image) lines.push(`ATTACH;FMTTYPE=image/jpeg:${event.image}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

describe('calendar imports: feeds and files synced into a venue (real PostgreSQL, a local feed server)', () => {
  // The whole app: imported events are read back from the listings and the event form.
  const t = useTestApp({ config: { calendarImports: { allowedNetworks: ['127.0.0.0/8'] } } });
  let server: Server;
  let base: string;
  /** What the feed server answers, by path; a missing path answers 500. */
  const feeds = new Map<string, string>();
  let today: string;
  const venues = {} as Record<'hall' | 'barn' | 'other', number>;
  const who = {} as Record<'producer' | 'small' | 'other', TestAccount>;
  let feedEvents: FeedEvent[];

  const sourcesOf = async (auth: Auth, venueId: number) => (await request(t.server).get(fillPath(api.list.path, { id: venueId })).set(auth).expect(200)).body.results as CalendarSource[];
  const addFeed = (auth: Auth, venueId: number, url: string) => request(t.server).post(fillPath(api.addFeed.path, { id: venueId })).set(auth).send({ url });
  const syncNow = async (auth: Auth, id: number) => calendarSourceSchema.parse((await request(t.server).post(fillPath(api.sync.path, { id })).set(auth).expect(200)).body);
  /** The listing cards of a keyword search over the next 90 days (as a signed-in visitor). */
  async function listed(keyword: string): Promise<EventCard[]> {
    const res = await request(t.server).get(`${V1}/events/`).query({ keyword, date_start: today, date_end: addDaysToLocalDate(today, 90) }).set(who.other.auth).expect(200);
    return eventListingSchema.parse(res.body).results;
  }

  beforeAll(async () => {
    const poster = await testJpeg(1200, 600);
    server = createServer((req, res) => {
      if (req.url === '/poster.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(poster);
      const body = feeds.get(req.url ?? '');
      if (body === undefined) return void res.writeHead(500).end();
      const etag = `"${Buffer.from(body).length}-${body.length % 97}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    today = regionToday(t.app);
    venues.hall = await insertVenueFixture(t.app, { name: 'Mahaiwe Hall', website: 'https://mahaiwe.example.org/' });
    venues.barn = await insertVenueFixture(t.app, { name: 'Small Barn', website: 'https://barn.example.org/' });
    venues.other = await insertVenueFixture(t.app, { name: 'Other Hall' });
    who.producer = await registerTestAccount(t, 'producer@imports.test', { manages: [venues.hall], billingContact: true });
    who.small = await registerTestAccount(t, 'small@imports.test', { manages: [venues.barn], billingContact: true });
    who.other = await registerTestAccount(t, 'other@imports.test', { manages: [venues.other], billingContact: true });
    await t.db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', NULL), ($2, 'active', 'test', 1)`, [
      who.producer.id,
      who.small.id,
    ]);
    feedEvents = [
      { uid: 'jazz@mahaiwe', name: 'Jazz Night', start: at(addDaysToLocalDate(today, -14), '19:00'), end: at(addDaysToLocalDate(today, -14), '21:00'), rrule: 'FREQ=WEEKLY;COUNT=10', description: 'Live jazz in the hall.' },
      { uid: 'poetry@mahaiwe', name: 'Poetry Reading', start: at(addDaysToLocalDate(today, 2), '18:00'), categories: 'Literary', url: 'https://mahaiwe.example.org/poetry', image: `${base}/poster.jpg` },
      { name: 'Harvest Market', start: at(addDaysToLocalDate(today, 3), '10:00'), end: at(addDaysToLocalDate(today, 3), '14:00'), categories: 'Food' },
    ];
    feeds.set('/mahaiwe.ics', calendar(feedEvents));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('connects a feed and imports its events at once: a weekly one keeps its rule from today, categories map to ours', async () => {
    // A webcal:// address is read as https://, as calendar apps do.
    expect(calendarFeedWriteSchema.parse({ url: ' webcal://calendar.example.org/mahaiwe.ics' }).url).toBe('https://calendar.example.org/mahaiwe.ics');
    const res = await addFeed(who.producer.auth, venues.hall, `${base}/mahaiwe.ics`).expect(201);
    const source = calendarSourceSchema.parse(res.body);
    expect(source).toMatchObject({ kind: 'feed', address: `${base}/mahaiwe.ics`, calendarName: 'Mahaiwe events', lastError: null, eventCount: 3, refused: [], upgradeUrl: null });
    expect(source.lastCounts).toEqual({ new: 3, updated: 0, unchanged: 0, cancelled: 0, refused: 0 });

    const [jazz] = await listed('Jazz Night');
    // Ten weeks from two weeks ago: the next of its dates is this week's, not a past one.
    expect(jazz?.nextEventOccurrence?.times).toBe('7:00 PM – 9:00 PM');
    expect(jazz!.nextEventOccurrence!.eventDate >= today).toBe(true);
    expect(jazz?.pointOfInterest.id).toBe(venues.hall);
    const [poetry] = await listed('Poetry Reading');
    expect(poetry).toMatchObject({ eventType: { name: 'Literary & Book Clubs' }, nextEventOccurrence: { eventDate: addDaysToLocalDate(today, 2), times: '6:00 PM' } });
    // Its ATTACH image, fetched under the feed's guard and made into the event's images as an upload would be.
    expect(poetry?.imagePrimary).toEqual(expect.any(String));
    const [market] = await listed('Harvest Market');
    expect(market?.eventType.name).toBe('Food & Farmers Markets');
    expect(await sourcesOf(who.producer.auth, venues.hall)).toEqual([source]);
  });

  it('changes nothing on a re-import of the same feed, nor when the feed answers 304', async () => {
    const [source] = await sourcesOf(who.producer.auth, venues.hall);
    const before = await t.db.query<{ id: number; updated: Date }[]>('SELECT id, updated FROM events WHERE venue_id = $1 ORDER BY id', [venues.hall]);
    const synced = await syncNow(who.producer.auth, source!.id);
    expect(synced.lastCounts).toEqual({ new: 0, updated: 0, unchanged: 3, cancelled: 0, refused: 0 });
    // Served again with a different ETag: parsed and compared, still nothing written.
    feeds.set('/mahaiwe.ics', `${calendar(feedEvents)}\r\n`);
    expect((await syncNow(who.producer.auth, source!.id)).lastCounts).toEqual({ new: 0, updated: 0, unchanged: 3, cancelled: 0, refused: 0 });
    expect(await t.db.query('SELECT id, updated FROM events WHERE venue_id = $1 ORDER BY id', [venues.hall])).toEqual(before);
  });

  it('keeps a field the producer edited here, takes the feed\'s other changes, and says which fields are local', async () => {
    const [source] = await sourcesOf(who.producer.auth, venues.hall);
    const [jazz] = await listed('Jazz Night');
    const form = eventFormSchema.parse((await request(t.server).get(fillPath(eventFormsEndpoints.get.path, { id: jazz!.id })).set(who.producer.auth).expect(200)).body);
    await request(t.server)
      .put(fillPath(eventFormsEndpoints.update.path, { id: jazz!.id }))
      .set(who.producer.auth)
      .send({ ...form.values, name: 'Jazz Night at the Mahaiwe' })
      .expect(200);
    feedEvents = feedEvents.map((event) =>
      event.uid === 'jazz@mahaiwe' ? { ...event, name: 'Jazz Night (new name upstream)', description: 'Live jazz, now with a guest trio.' } : event.uid === 'poetry@mahaiwe' ? { ...event, start: at(addDaysToLocalDate(today, 2), '19:30') } : event,
    );
    feeds.set('/mahaiwe.ics', calendar(feedEvents));
    const synced = await syncNow(who.producer.auth, source!.id);
    expect(synced.lastCounts).toEqual({ new: 0, updated: 2, unchanged: 1, cancelled: 0, refused: 0 });
    expect(synced.localEdits).toEqual([{ eventId: jazz!.id, name: 'Jazz Night at the Mahaiwe', fields: ['Event name'] }]);
    const after = eventFormSchema.parse((await request(t.server).get(fillPath(eventFormsEndpoints.get.path, { id: jazz!.id })).set(who.producer.auth).expect(200)).body);
    expect(after.values.name).toBe('Jazz Night at the Mahaiwe');
    expect(after.values.description).toContain('guest trio');
    expect((await listed('Poetry Reading'))[0]?.nextEventOccurrence?.times).toBe('7:30 PM');
  });

  it('cancels an event the feed no longer lists, and one the feed says is cancelled: both stay listed, labelled', async () => {
    const [source] = await sourcesOf(who.producer.auth, venues.hall);
    feedEvents = feedEvents.filter((event) => event.name !== 'Harvest Market').map((event) => (event.uid === 'poetry@mahaiwe' ? { ...event, status: 'CANCELLED' } : event));
    feeds.set('/mahaiwe.ics', calendar(feedEvents));
    const synced = await syncNow(who.producer.auth, source!.id);
    expect(synced.lastCounts).toEqual({ new: 0, updated: 0, unchanged: 1, cancelled: 2, refused: 0 });
    expect((await listed('Harvest Market'))[0]?.status).toBe('cancelled');
    expect((await listed('Poetry Reading'))[0]?.status).toBe('cancelled');
    expect(synced.eventCount).toBe(3);
  });

  it("imports what fits the plan's active-event limit and refuses the rest with the upgrade link", async () => {
    feeds.set('/barn.ics', calendar([1, 2, 3].map((n) => ({ uid: `barn-${n}`, name: `Barn Dance ${n}`, start: at(addDaysToLocalDate(today, n + 1), '20:00') }))));
    const source = calendarSourceSchema.parse((await addFeed(who.small.auth, venues.barn, `${base}/barn.ics`).expect(201)).body);
    expect(source.lastCounts).toEqual({ new: 1, updated: 0, unchanged: 0, cancelled: 0, refused: 2 });
    expect(source.refused).toEqual([
      { name: 'Barn Dance 2', reason: CALENDAR_IMPORT_MESSAGES.overQuota },
      { name: 'Barn Dance 3', reason: CALENDAR_IMPORT_MESSAGES.overQuota },
    ]);
    expect(source.upgradeUrl).toBe(PRODUCER_PATHS.subscription);
  });

  it('leaves a source another sync has claimed (another instance, or the job) alone, unless that claim is 10 minutes old', async () => {
    const [source] = await sourcesOf(who.small.auth, venues.barn);
    await t.db.query(`UPDATE calendar_sources SET syncing_since = $2, last_counts = NULL WHERE id = $1`, [source!.id, t.clock.now()]);
    expect((await syncNow(who.small.auth, source!.id)).lastCounts).toBeNull();
    await t.db.query(`UPDATE calendar_sources SET syncing_since = $2::timestamptz - interval '11 minutes' WHERE id = $1`, [source!.id, t.clock.now()]);
    expect((await syncNow(who.small.auth, source!.id)).lastCounts).toEqual({ new: 0, updated: 0, unchanged: 1, cancelled: 0, refused: 2 });
  });

  it('proposes a likely duplicate to the editor desk beside the listed event, once; an editor merges it or keeps both', async () => {
    const editor = await registerTestAccount(t, 'editor@imports.test', { roles: ['zeditor'] });
    const desk = (auth: Auth) => request(t.server).get(mergeApi.list.path).set(auth);
    const decide = (auth: Auth, id: number, decision: unknown) => request(t.server).post(fillPath(mergeApi.decide.path, { id })).set(auth).send({ decision });
    // Two events listed at the hall from one calendar; another calendar lists them too, a little later, named alike.
    feeds.set('/listed.ics', calendar([
      { uid: 'organ@listed', name: 'Organ Recital', start: at(addDaysToLocalDate(today, 4), '16:00') },
      { uid: 'cider@listed', name: 'Cider Tasting', start: at(addDaysToLocalDate(today, 5), '17:00') },
    ]));
    await addFeed(who.producer.auth, venues.hall, `${base}/listed.ics`).expect(201);
    const [organ] = await listed('Organ Recital');
    const [cider] = await listed('Cider Tasting');
    const organCopy = { uid: 'organ@other', name: 'Organ recital', start: at(addDaysToLocalDate(today, 4), '16:30'), url: 'https://other.example.org/organ', description: 'Bach <b>and</b> more.' };
    const ciderCopy = { uid: 'cider@other', name: 'Cider tasting', start: at(addDaysToLocalDate(today, 5), '17:15') };
    feeds.set('/duplicate.ics', calendar([organCopy, ciderCopy]));
    const source = calendarSourceSchema.parse((await addFeed(who.producer.auth, venues.hall, `${base}/duplicate.ics`).expect(201)).body);
    const refusals = [
      { name: 'Organ recital', reason: CALENDAR_IMPORT_MESSAGES.likelyDuplicate('Organ Recital') },
      { name: 'Cider tasting', reason: CALENDAR_IMPORT_MESSAGES.likelyDuplicate('Cider Tasting') },
    ];
    expect(source.lastCounts).toEqual({ new: 0, updated: 0, unchanged: 0, cancelled: 0, refused: 2 });
    expect(source.refused).toEqual(refusals);

    // The desk is the editors': the producer may not read it or decide.
    await desk(who.producer.auth).expect(403);
    const page = mergeProposalListSchema.parse((await desk(editor.auth).expect(200)).body);
    expect(page.pagination.totalItems).toBe(2);
    const [organProposal, ciderProposal] = page.results;
    expect(organProposal).toMatchObject({
      venue: { id: venues.hall, name: 'Mahaiwe Hall', timeZone: 'America/New_York' },
      source: { id: source.id, address: `${base}/duplicate.ics`, calendarName: 'Mahaiwe events' },
      listed: { eventId: organ!.id, name: 'Organ Recital', status: 'scheduled' },
      imported: { name: 'Organ recital', status: 'scheduled', url: 'https://other.example.org/organ', description: 'Bach and more.' },
    });
    const listedStart = new Date(organ!.nextEventOccurrence!.timestamps.timestampStart).getTime();
    expect(new Date(organProposal!.listed.startsAt).getTime()).toBe(listedStart);
    expect(new Date(organProposal!.imported.startsAt).getTime() - listedStart).toBe(30 * 60_000);
    expect(ciderProposal?.listed.eventId).toBe(cider!.id);

    // Syncing again proposes nothing twice and adds nothing; a feed event gone from the feed leaves the desk.
    feeds.set('/duplicate.ics', calendar([organCopy]));
    expect((await syncNow(who.producer.auth, source.id)).refused).toEqual([refusals[0]]);
    expect(mergeProposalListSchema.parse((await desk(editor.auth).expect(200)).body).results.map((p) => p.imported.name)).toEqual(['Organ recital']);
    feeds.set('/duplicate.ics', calendar([organCopy, ciderCopy]));
    expect((await syncNow(who.producer.auth, source.id)).lastCounts).toEqual({ new: 0, updated: 0, unchanged: 0, cancelled: 0, refused: 2 });
    const [, ciderAgain] = mergeProposalListSchema.parse((await desk(editor.auth).expect(200)).body).results;
    expect(await listed('Organ Recital')).toHaveLength(1);

    // Bad decisions are refused as such; the producer may not decide.
    expect((await decide(editor.auth, organProposal!.id, 'both').expect(400)).body).toEqual({ decision: [VALIDATION.choice({ input: 'both' })] });
    await decide(editor.auth, 999999, 'merge').expect(404);
    await decide(who.producer.auth, organProposal!.id, 'merge').expect(403);

    // While its calendar syncs, a decision waits: the editor is told to try again.
    await t.db.query('UPDATE calendar_sources SET syncing_since = $2 WHERE id = $1', [source.id, t.clock.now()]);
    expect((await decide(editor.auth, organProposal!.id, 'merge').expect(409)).body.detail).toBe(MERGE_PROPOSAL_MESSAGES.syncing);
    await t.db.query('UPDATE calendar_sources SET syncing_since = NULL WHERE id = $1', [source.id]);

    // Merge: the listed event stays, follows the other calendar, and leaves the source's refused list.
    expect((await decide(editor.auth, organProposal!.id, 'merge').expect(200)).body).toEqual({ id: organProposal!.id, decision: 'merge', eventId: organ!.id });
    await decide(editor.auth, organProposal!.id, 'merge').expect(404);
    expect((await sourcesOf(who.producer.auth, venues.hall)).find((s) => s.id === source.id)?.refused).toEqual([refusals[1]]);
    // Keep both: the other calendar's event is listed beside the one it looked like.
    const kept = (await decide(editor.auth, ciderAgain!.id, 'keep_both').expect(200)).body as { eventId: number };
    expect(kept.eventId).not.toBe(cider!.id);
    expect((await listed('Cider Tasting')).map((card) => card.id).sort()).toEqual([cider!.id, kept.eventId].sort());
    const actions = await t.db.query<{ action: string; event_id: number }[]>('SELECT action, event_id FROM staff_actions WHERE actor_id = $1 ORDER BY id', [editor.id]);
    expect(actions).toEqual([{ action: 'event_merge', event_id: organ!.id }, { action: 'event_create', event_id: kept.eventId }]);

    // Both now belong to the calendar: a sync finds them unchanged, and the desk is empty.
    const synced = await syncNow(who.producer.auth, source.id);
    expect(synced.lastCounts).toEqual({ new: 0, updated: 0, unchanged: 2, cancelled: 0, refused: 0 });
    expect(mergeProposalListSchema.parse((await desk(editor.auth).expect(200)).body).results).toEqual([]);
    expect(await listed('Organ Recital')).toHaveLength(1);
  });

  it('refuses a private address with the allow-list as configured, and tells a failing feed in plain words', async () => {
    const privateFeed = calendarSourceSchema.parse((await addFeed(who.producer.auth, venues.hall, 'http://10.1.2.3/calendar.ics').expect(201)).body);
    expect(privateFeed).toMatchObject({ lastError: CALENDAR_IMPORT_MESSAGES.privateAddress, lastCounts: null, eventCount: 0 });
    const missing = calendarSourceSchema.parse((await addFeed(who.producer.auth, venues.hall, `${base}/missing.ics`).expect(201)).body);
    expect(missing.lastError).toBe(CALENDAR_IMPORT_MESSAGES.httpStatus(500));
    const again = await addFeed(who.producer.auth, venues.hall, `${base}/missing.ics`).expect(400);
    expect(again.body).toEqual({ url: [CALENDAR_IMPORT_MESSAGES.alreadyConnected] });
    expect((await addFeed(who.producer.auth, venues.hall, 'ftp://example.org/x.ics').expect(400)).body).toEqual({ url: [CALENDAR_IMPORT_MESSAGES.address] });
  });

  it('pauses a feed that has failed for 7 days and tells its producer by mail; the sync job skips it', async () => {
    const missing = (await sourcesOf(who.producer.auth, venues.hall)).find((source) => source.address.endsWith('/missing.ics'))!;
    await t.db.query(`UPDATE calendar_sources SET failing_since = $2::timestamptz - interval '8 days', next_sync_at = NULL WHERE id = $1`, [missing.id, t.clock.now()]);
    const paused = await syncNow(who.producer.auth, missing.id);
    expect(paused.paused).toBe(true);
    const mail = (await outboxMailsTo(t.outboxDir, 'producer@imports.test')).find((text) => text.includes('Subject: A calendar feed was paused'));
    expect(mail).toContain(`${base}/missing.ics`);
    // Two instances run the job at once (as a retry beside a late run might): each due feed is synced once, and the
    // paused one by neither.
    await t.db.query('UPDATE calendar_sources SET next_sync_at = NULL');
    const [feedsNotPaused] = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM calendar_sources WHERE kind = 'feed' AND NOT paused`);
    const second = await t.startInstance();
    try {
      const runs = await Promise.all([t.app.get(CalendarImportsScheduler).run(), second.get(CalendarImportsScheduler).run()]);
      expect(runs.reduce((sum, run) => sum + Number(run?.['synced']), 0)).toBe(feedsNotPaused!.n);
    } finally {
      await second.close();
    }
    const [stillDue] = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM calendar_sources WHERE kind = 'feed' AND (next_sync_at IS NULL OR next_sync_at <= $1)`, [t.clock.now()]);
    // Only the paused feed is left due: the job never syncs it.
    expect(stillDue!.n).toBe(1);
  });

  it('imports an uploaded .ics file, refuses a file that is not a calendar, and syncs the file again unchanged', async () => {
    const file = calendar([{ uid: 'upload-1', name: 'Uploaded Lecture', start: at(addDaysToLocalDate(today, 5), '17:00'), categories: 'Talks' }]);
    const upload = (name: string, content: string) =>
      request(t.server).post(fillPath(api.uploadFile.path, { id: venues.hall })).set(who.producer.auth).attach('file', Buffer.from(content), { filename: name, contentType: 'text/calendar' });
    const source = calendarSourceSchema.parse((await upload('lectures.ics', file).expect(201)).body);
    expect(source).toMatchObject({ kind: 'file', address: 'lectures.ics', lastCounts: { new: 1, updated: 0, unchanged: 0, cancelled: 0, refused: 0 } });
    expect((await listed('Uploaded Lecture'))[0]?.eventType.name).toBe('Classes, Workshops & Talks');
    expect((await syncNow(who.producer.auth, source.id)).lastCounts).toEqual({ new: 0, updated: 0, unchanged: 1, cancelled: 0, refused: 0 });
    expect((await upload('notes.ics', 'Just some notes').expect(400)).body).toEqual({ file: [CALENDAR_IMPORT_MESSAGES.notCalendar] });
    expect((await upload('notes.txt', file).expect(400)).body).toEqual({ file: [CALENDAR_IMPORT_MESSAGES.fileExtension] });
  });

  it("answers 404 for another producer's venue or source, and refuses anonymous callers", async () => {
    const [source] = await sourcesOf(who.producer.auth, venues.hall);
    await request(t.server).get(fillPath(api.list.path, { id: venues.hall })).set(who.other.auth).expect(404);
    await request(t.server).post(fillPath(api.sync.path, { id: source!.id })).set(who.other.auth).expect(404);
    await request(t.server).delete(fillPath(api.remove.path, { id: source!.id })).set(who.other.auth).expect(404);
    expect([401, 403]).toContain((await request(t.server).get(fillPath(api.list.path, { id: venues.hall }))).status);
  });

  it('pauses and resumes a feed, and removes a source unpublishing its events', async () => {
    const sources = await sourcesOf(who.producer.auth, venues.hall);
    const feed = sources.find((source) => source.address === `${base}/mahaiwe.ics`)!;
    const paused = await request(t.server).patch(fillPath(api.update.path, { id: feed.id })).set(who.producer.auth).send({ paused: true }).expect(200);
    expect(paused.body.paused).toBe(true);
    expect((await request(t.server).patch(fillPath(api.update.path, { id: feed.id })).set(who.producer.auth).send({ paused: false }).expect(200)).body.paused).toBe(false);
    expect((await listed('Jazz Night')).length).toBe(1);
    await request(t.server).delete(fillPath(api.remove.path, { id: feed.id })).query({ imported: 'unpublish' }).set(who.producer.auth).expect(204);
    expect(await listed('Jazz Night')).toEqual([]);
    const upload = sources.find((source) => source.kind === 'file')!;
    await request(t.server).delete(fillPath(api.remove.path, { id: upload.id })).set(who.producer.auth).expect(204);
    expect((await listed('Uploaded Lecture')).length).toBe(1);
    expect((await sourcesOf(who.producer.auth, venues.hall)).map((source) => source.id)).not.toContain(feed.id);
  });
});
