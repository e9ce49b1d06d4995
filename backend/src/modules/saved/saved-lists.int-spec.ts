import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import request from 'supertest';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { savedEventListSchema, savedVenueListSchema } from '@events/contracts/saved';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { insertAddressFixture, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { SavedModule } from './saved.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';

const EVENTS = '/events/api/v1/saved_events/';
const VENUES = '/events/api/v1/saved_pois/';
const PITTSFIELD = { latitude: 42.4501, longitude: -73.2454 };

describe('saved events and saved venues lists (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [SavedModule, AuthModule, ...CATALOGUE_MODULES] });
  let ann: TestAccount;
  let bob: TestAccount;
  const venue = { pittsfield: 0, northAdams: 0, boston: 0, draft: 0 };
  const event = { pittsfield5: 0, northAdams2: 0, boston10: 0, online1: 0, past: 0, draft3: 0 };
  let annBostonAddress = 0;
  let bobAddress = 0;

  /** Saves items in the given order, each a minute after the previous one (so -created is well defined). */
  async function saveInOrder(table: 'saved_events' | 'saved_pois', column: 'event_id' | 'venue_id', userId: number, ids: number[]): Promise<void> {
    for (const [i, id] of ids.entries()) {
      await t.db.query(`INSERT INTO ${table} (user_id, ${column}, created) VALUES ($1, $2, now() - make_interval(mins => $3))`, [userId, id, 100 - i]);
    }
  }

  beforeAll(async () => {
    const today = localDateOf(t.clock.now(), 'America/New_York');
    venue.pittsfield = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    venue.northAdams = await insertVenueFixture(t.app, { name: 'MASS MoCA', city: 'North Adams', lat: 42.7009, lon: -73.1087 });
    venue.boston = await insertVenueFixture(t.app, { name: 'Symphony Hall', city: 'Boston', lat: 42.3429, lon: -71.0857 });
    venue.draft = await insertVenueFixture(t.app, { name: 'Draft Barn', published: false });
    const once = (days: number) => [{ frequency: 'once' as const, dtstart: addDaysToLocalDate(today, days), timeStart: '19:00' }];
    event.pittsfield5 = await insertEventFixture(t.app, { venue_id: venue.pittsfield, name: 'Pittsfield Play', series: once(5) });
    event.northAdams2 = await insertEventFixture(t.app, { venue_id: venue.northAdams, name: 'Museum Night', series: once(2) });
    event.boston10 = await insertEventFixture(t.app, { venue_id: venue.boston, name: 'Symphony', series: once(10) });
    event.online1 = await insertEventFixture(t.app, {
      venue_id: venue.boston,
      name: 'Online Talk',
      is_in_person: false,
      is_online: true,
      online_url: 'https://stream.example.org/talk',
      series: once(1),
    });
    event.past = await insertEventFixture(t.app, { venue_id: venue.pittsfield, name: 'Last Month Gala', series: once(-30) });
    // The expansion keeps no past occurrences: give the past event one that ended yesterday.
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
       SELECT d.event_id, d.id, $2::timestamptz - interval '26 hours', $2::timestamptz - interval '25 hours', ($2::timestamptz - interval '26 hours')::date
       FROM event_dates d WHERE d.event_id = $1`,
      [event.past, t.clock.now()],
    );
    event.draft3 = await insertEventFixture(t.app, { venue_id: venue.pittsfield, name: 'Draft Show', published: false, series: once(3) });
    ann = await registerTestAccount(t, 'ann.lists@example.org');
    bob = await registerTestAccount(t, 'bob.lists@example.org');
    await saveInOrder('saved_events', 'event_id', ann.id, [event.boston10, event.past, event.pittsfield5, event.draft3, event.online1, event.northAdams2]);
    await saveInOrder('saved_pois', 'venue_id', ann.id, [venue.pittsfield, venue.draft, venue.boston, venue.northAdams]);
    annBostonAddress = await insertAddressFixture(t, ann.id, { address_name: 'Office', city: 'Boston', lat: 42.3601, lon: -71.0589 });
    bobAddress = await insertAddressFixture(t, bob.id, { address_name: 'Home', lat: 42.3601, lon: -71.0589 });
  });

  const eventIds = (body: unknown) => savedEventListSchema.parse(body).results.map((item) => item.event.id);
  const venueIds = (body: unknown) => savedVenueListSchema.parse(body).results.map((item) => item.pointOfInterest.id);

  it('answers 403 to anonymous visitors', async () => {
    await request(t.server).get(EVENTS).expect(403, { detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' });
    await request(t.server).get(VENUES).expect(403);
  });

  it('lists only saved events still to come (no past or unpublished ones), last added first, as event cards', async () => {
    const res = await request(t.server).get(EVENTS).set(ann.auth).expect(200);
    expect(eventIds(res.body)).toEqual([event.northAdams2, event.online1, event.pittsfield5, event.boston10]);
    expect(res.body.pagination).toEqual({ curPage: 1, totalPages: 1, totalItems: 4 });
    expect(res.headers['x-total-count']).toBe('4');
    const first = res.body.results[0];
    expect(first.id).toBe(event.northAdams2);
    expect(Number.isNaN(Date.parse(first.created))).toBe(false);
    expect(first.event).toMatchObject({ name: 'Museum Night', pointOfInterest: { name: 'MASS MoCA' }, distance: null });
    expect(first.event.nextEventOccurrence.eventDate).toBe(addDaysToLocalDate(localDateOf(t.clock.now(), 'America/New_York'), 2));
  });

  it('orders saved events by date of the next occurrence', async () => {
    const res = await request(t.server).get(EVENTS).query({ ordering: 'date' }).set(ann.auth).expect(200);
    expect(eventIds(res.body)).toEqual([event.online1, event.northAdams2, event.pittsfield5, event.boston10]);
  });

  it('orders saved events by distance from a point, online-only events last, with distances in the units asked', async () => {
    const res = await request(t.server).get(EVENTS).query({ ordering: 'distance', ...PITTSFIELD, units: 'km' }).set(ann.auth).expect(200);
    expect(eventIds(res.body)).toEqual([event.pittsfield5, event.northAdams2, event.boston10, event.online1]);
    const distances = savedEventListSchema.parse(res.body).results.map((item) => item.event.distance);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(25);
    expect(distances[1]).toBeLessThan(35);
    expect(distances[2]).toBeGreaterThan(170);
    expect(distances[2]).toBeLessThan(190);
    expect(distances[3]).toBeNull();
  });

  it("orders by distance from one of the user's own addresses", async () => {
    const res = await request(t.server).get(EVENTS).query({ ordering: 'distance', address_id: annBostonAddress }).set(ann.auth).expect(200);
    expect(eventIds(res.body)).toEqual([event.boston10, event.northAdams2, event.pittsfield5, event.online1]);
    const venues = await request(t.server).get(VENUES).query({ ordering: 'distance', address_id: annBostonAddress }).set(ann.auth).expect(200);
    expect(venueIds(venues.body)[0]).toBe(venue.boston);
  });

  it("refuses another user's address, distance without a point and unknown orderings (400)", async () => {
    const foreign = await request(t.server).get(EVENTS).query({ ordering: 'distance', address_id: bobAddress }).set(ann.auth).expect(400);
    expect(foreign.body).toEqual({ address_id: [ADDRESS_MESSAGES.unknownAddress] });
    await request(t.server).get(VENUES).query({ address_id: bobAddress }).set(ann.auth).expect(400);
    const noPoint = await request(t.server).get(EVENTS).query({ ordering: 'distance' }).set(ann.auth).expect(400);
    expect(noPoint.body).toEqual({ ordering: ['Ordering by distance needs latitude and longitude or address_id.'] });
    const bad = await request(t.server).get(VENUES).query({ ordering: 'date' }).set(ann.auth).expect(400);
    expect(bad.body).toEqual({ ordering: ['Select a valid choice. date is not one of the available choices.'] });
    await request(t.server).get(EVENTS).query({ latitude: 42 }).set(ann.auth).expect(400, { longitude: ['This field is required.'] });
  });

  it('pages the saved events with Link and x-total-count', async () => {
    const first = await request(t.server).get(EVENTS).query({ page_size: 3 }).set(ann.auth).expect(200);
    expect(eventIds(first.body)).toEqual([event.northAdams2, event.online1, event.pittsfield5]);
    expect(first.body.pagination).toEqual({ curPage: 1, totalPages: 2, totalItems: 4 });
    expect(first.headers.link).toContain('rel="next"');
    const second = await request(t.server).get(EVENTS).query({ page_size: 3, page: 2 }).set(ann.auth).expect(200);
    expect(eventIds(second.body)).toEqual([event.boston10]);
    const beyond = await request(t.server).get(EVENTS).query({ page: 99999999999 }).set(ann.auth).expect(200);
    expect(beyond.body).toEqual({ results: [], pagination: { curPage: 99999999999, totalPages: 1, totalItems: 4 } });
  });

  it('lists saved published venues, last added first, and by distance', async () => {
    const latest = await request(t.server).get(VENUES).set(ann.auth).expect(200);
    expect(venueIds(latest.body)).toEqual([venue.northAdams, venue.boston, venue.pittsfield]);
    expect(latest.body.pagination).toEqual({ curPage: 1, totalPages: 1, totalItems: 3 });
    expect(latest.body.results[0]).toMatchObject({ id: venue.northAdams, pointOfInterest: { name: 'MASS MoCA', city: 'North Adams', distance: null } });
    const near = await request(t.server).get(VENUES).query({ ordering: 'distance', ...PITTSFIELD }).set(ann.auth).expect(200);
    expect(venueIds(near.body)).toEqual([venue.pittsfield, venue.northAdams, venue.boston]);
    const miles = savedVenueListSchema.parse(near.body).results.map((item) => item.pointOfInterest.distance ?? -1);
    expect(miles[1]).toBeGreaterThan(15);
    expect(miles[1]).toBeLessThan(22);
  });

  it("keeps each user's lists to that user; removing with the toggle (saved=false) drops the item", async () => {
    await request(t.server).get(EVENTS).set(bob.auth).expect(200, { results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 } });
    await request(t.server).get(VENUES).set(bob.auth).expect(200, { results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 } });
    await request(t.server).post(`/events/api/saved_events/event/${event.online1}/`).set(ann.auth).send({ saved: false }).expect(200, { saved: false });
    const res = await request(t.server).get(EVENTS).set(ann.auth).expect(200);
    expect(eventIds(res.body)).toEqual([event.northAdams2, event.pittsfield5, event.boston10]);
  });
});
