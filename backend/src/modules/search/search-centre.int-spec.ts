import request from 'supertest';
import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { SearchModule } from './search.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { OccurrencesScheduler } from '../events/occurrences.scheduler.js';

const EVENTS = '/events/api/v1/events/';
const VENUES = '/events/api/v1/poi/';
const PITTSFIELD = { lat: 42.4501, lon: -73.2454 };
const BOSTON = { lat: 42.3601, lon: -71.0589 };

type Listing = { results: { id: number; name: string; distance: number | null }[] };

describe('address_id in the events and venues listings (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [SearchModule, AuthModule, ...CATALOGUE_MODULES] });
  let ann: { Authorization: string };
  let bob: { Authorization: string };
  let annBoston = 0;
  let bobBoston = 0;
  let range = '';

  async function signUp(email: string): Promise<{ Authorization: string }> {
    return (await registerTestAccount(t, email)).auth;
  }

  async function saveAddress(auth: { Authorization: string }, name: string, point: { lat: number; lon: number }): Promise<number> {
    const res = await request(t.server)
      .post('/events/api/v1/search_addresses/')
      .set(auth)
      .send({ address_name: name, city: name, state: 'MA', country: 'US', ...point })
      .expect(201);
    return res.body.id as number;
  }

  const names = (body: Listing): string[] => body.results.map((r) => r.name).sort();

  beforeAll(async () => {
    await t.app.get(OccurrencesScheduler).whenIdle();
    const today = regionToday(t.app);
    const day = addDaysToLocalDate(today, 3);
    range = `date_start=${addDaysToLocalDate(today, 1)}&date_end=${addDaysToLocalDate(today, 6)}`;
    const colonial = await insertVenueFixture(t.app, { name: 'Colonial Theatre', lat: PITTSFIELD.lat, lon: PITTSFIELD.lon });
    const symphony = await insertVenueFixture(t.app, { name: 'Symphony Hall', city: 'Boston', lat: 42.3429, lon: -71.0857 });
    await insertEventFixture(t.app, { venue_id: colonial, name: 'Berkshire Jazz', series: [{ frequency: 'once', dtstart: day, timeStart: '19:00' }] });
    await insertEventFixture(t.app, { venue_id: symphony, name: 'Boston Pops', series: [{ frequency: 'once', dtstart: day, timeStart: '20:00' }] });
    ann = await signUp('ann.centre@example.org');
    bob = await signUp('bob.centre@example.org');
    annBoston = await saveAddress(ann, 'Boston', BOSTON);
    bobBoston = await saveAddress(bob, 'Boston', BOSTON);
  });

  it("searches around the caller's saved address", async () => {
    const near = await request(t.server).get(`${EVENTS}?${range}&address_id=${annBoston}&radius=10`).set(ann).expect(200);
    expect(names(near.body)).toEqual(['Boston Pops']);
    expect(near.body.results[0].distance).toBeGreaterThan(0);
    expect(near.body.results[0].distance).toBeLessThan(3);
    const venues = await request(t.server).get(`${VENUES}?address_id=${annBoston}&radius=10`).set(ann).expect(200);
    expect(names(venues.body)).toEqual(['Symphony Hall']);
    // Without the address, the same radius around Pittsfield finds the other one.
    const pittsfield = await request(t.server).get(`${EVENTS}?${range}&latitude=${PITTSFIELD.lat}&longitude=${PITTSFIELD.lon}&radius=10`).set(ann).expect(200);
    expect(names(pittsfield.body)).toEqual(['Berkshire Jazz']);
  });

  it('lets the address win over latitude and longitude given with it', async () => {
    const res = await request(t.server)
      .get(`${EVENTS}?${range}&address_id=${annBoston}&latitude=${PITTSFIELD.lat}&longitude=${PITTSFIELD.lon}&radius=10`)
      .set(ann)
      .expect(200);
    expect(names(res.body)).toEqual(['Boston Pops']);
  });

  it("answers 400 address_id for another user's, an unknown or an anonymous caller's address", async () => {
    const refused = { address_id: [ADDRESS_MESSAGES.unknownAddress] };
    await request(t.server).get(`${EVENTS}?${range}&address_id=${bobBoston}`).set(ann).expect(400, refused);
    await request(t.server).get(`${VENUES}?address_id=${bobBoston}`).set(ann).expect(400, refused);
    await request(t.server).get(`${EVENTS}?${range}&address_id=999999`).set(ann).expect(400, refused);
    await request(t.server).get(`${EVENTS}?${range}&address_id=99999999999`).set(ann).expect(400, refused);
    await request(t.server).get(`${VENUES}?address_id=${annBoston}`).expect(400, refused);
    const bad = await request(t.server).get(`${VENUES}?address_id=home`).set(ann).expect(400);
    expect(bad.body).toEqual({ address_id: ['A valid integer is required.'] });
    // Bob's own address works for Bob.
    await request(t.server).get(`${VENUES}?address_id=${bobBoston}&radius=10`).set(bob).expect(200);
  });
});
