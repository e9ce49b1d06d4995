import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { calendarImportsEndpoints as api, type CalendarSource, calendarSourceSchema } from '@events/contracts/calendar-imports';
import { fillPath } from '@events/contracts/endpoint';
import { eventDetailSchema, eventListingSchema, type EventCard } from '@events/contracts/events';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { CALENDAR_FEED_FIXTURES_DIR } from './ical/feed-fixtures.js';

const V1 = '/events/api/v1';

/**
 * The parser's feeds modelled on real exports (ical/fixtures), served over HTTP and imported into a venue in New York:
 * what a visitor then reads in the listings and on the event pages. The product's clock starts on 2027-03-01 at noon
 * in the region, the day the fixtures are written for, so the test reads the same at any hour of any year.
 */
describe('calendar imports of real-world feeds: local times in listings and on event pages (real PostgreSQL)', () => {
  const t = useTestApp({ config: { clockAt: new Date('2027-03-01T17:00:00Z'), calendarImports: { allowedNetworks: ['127.0.0.0/8'] } } });
  let server: Server;
  let base: string;
  let producer: TestAccount;
  let venueId: number;

  const importFeed = async (file: string): Promise<CalendarSource> =>
    calendarSourceSchema.parse((await request(t.server).post(fillPath(api.addFeed.path, { id: venueId })).set(producer.auth).send({ url: `${base}/${file}` }).expect(201)).body);
  async function card(name: string): Promise<EventCard> {
    const res = await request(t.server).get(`${V1}/events/`).query({ keyword: name, date_start: '2027-03-01', date_end: '2027-06-30' }).set(producer.auth).expect(200);
    const found = eventListingSchema.parse(res.body).results.find((event) => event.name === name);
    if (!found) throw new Error(`${name} is not listed`);
    return found;
  }
  const upcoming = async (name: string): Promise<string[]> =>
    eventDetailSchema.parse((await request(t.server).get(`${V1}/events/${(await card(name)).id}/`).expect(200)).body).occurences.map((o) => o.timestampStart);

  beforeAll(async () => {
    server = createServer((req, res) => {
      readFile(path.join(CALENDAR_FEED_FIXTURES_DIR, path.basename(req.url ?? ''))).then(
        (body) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    venueId = await insertVenueFixture(t.app, { name: 'Hudson Hall', website: 'https://hudsonhall.example.org/' });
    producer = await registerTestAccount(t, 'producer@fixtures.test', { manages: [venueId], billingContact: true });
    await t.db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', NULL)`, [producer.id]);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('Google Calendar: a weekly rule with an exception and a moved date, and a UTC single event, at the right local times', async () => {
    const source = await importFeed('google-calendar.ics');
    expect(source.lastError).toBeNull();
    expect((await card('Tuesday Jazz Jam')).nextEventOccurrence).toMatchObject({ eventDate: '2027-03-02', times: '8:00 PM – 10:30 PM' });
    const dates = await upcoming('Tuesday Jazz Jam');
    // Tuesdays at 8 PM across the clock change of 14 March, without the 16th; 6 April moved to Wednesday 7 at 8:30 PM.
    expect(dates.slice(0, 4)).toEqual(['2027-03-02T20:00:00-05:00', '2027-03-09T20:00:00-05:00', '2027-03-23T20:00:00-04:00', '2027-03-30T20:00:00-04:00']);
    expect(dates).toContain('2027-04-07T20:30:00-04:00');
    expect(dates).not.toContain('2027-04-06T20:00:00-04:00');
    expect((await card('Online Masterclass: Jazz Harmony Basics')).nextEventOccurrence).toMatchObject({ eventDate: '2027-03-20', times: '1:00 PM – 2:00 PM' });
  });

  it('a weekly event across the clock change stays at 7 PM in the venue, its offset moving', async () => {
    await importFeed('clock-change.ics');
    const dates = await upcoming('Open Mic Night');
    expect(dates.slice(0, 3)).toEqual(['2027-03-03T19:00:00-05:00', '2027-03-10T19:00:00-05:00', '2027-03-17T19:00:00-04:00']);
  });

  it('Outlook: a monthly second-Tuesday rule in a Windows time zone keeps its local time across the clock change', async () => {
    await importFeed('outlook.ics');
    expect((await upcoming("Writers' Circle")).slice(0, 2)).toEqual(['2027-03-09T18:30:00-05:00', '2027-04-13T18:30:00-04:00']);
  });

  it('moved, extra, excluded and cancelled dates of a weekly event land where the feed put them', async () => {
    await importFeed('moved-occurrences.ics');
    const dates = await upcoming('Salsa Social');
    // Thursdays at 6 PM: the 18th moved to Friday the 19th at 7 PM, an extra Wednesday the 24th, the 25th excluded,
    // 1 April cancelled.
    expect(dates.slice(0, 5)).toEqual([
      '2027-03-04T18:00:00-05:00',
      '2027-03-11T18:00:00-05:00',
      '2027-03-19T19:00:00-04:00',
      '2027-03-24T18:00:00-04:00',
      '2027-04-08T18:00:00-04:00',
    ]);
  });

  it('The Events Calendar: its URL and categories; a feed without UIDs imports once and re-imports unchanged', async () => {
    await importFeed('the-events-calendar.ics');
    expect(await card('Printmaking Demo with Lena Ortiz')).toMatchObject({ nextEventOccurrence: { eventDate: '2027-03-20' } });
    const noUids = await importFeed('no-uids.ics');
    expect(noUids.lastCounts?.new).toBeGreaterThanOrEqual(3);
    expect((await card('Our Town')).eventType.name).toBe('Theater');
    const again = calendarSourceSchema.parse((await request(t.server).post(fillPath(api.sync.path, { id: noUids.id })).set(producer.auth).expect(200)).body);
    expect(again.lastCounts).toEqual({ new: 0, updated: 0, unchanged: noUids.lastCounts!.new, cancelled: 0, refused: noUids.lastCounts!.refused });
  });

  it('a malformed feed imports its good events and names each refused one with the reason', async () => {
    const source = await importFeed('malformed.ics');
    expect(source.lastError).toBeNull();
    expect(source.lastCounts!.new).toBeGreaterThan(0);
    expect(source.refused.length).toBeGreaterThan(0);
    for (const refused of source.refused) expect(refused.reason).toMatch(/^[A-Z].+\.$/);
  });
});
