import request from 'supertest';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { registerTestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';

type Account = { id: number; key: string; cookie: string; csrf: string };

describe('bookmarks: saved events and saved venues (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp();
  let venueId: number;
  let hiddenVenueId: number;
  let eventId: number;
  let hiddenEventId: number;
  let ann: Account;
  let bob: Account;

  async function account(email: string): Promise<Account> {
    const { id, auth, browser } = await registerTestAccount(t, email);
    // The sign-in's own CSRF token, which its cookie-authenticated writes echo.
    return { id, key: auth.Authorization.slice('Bearer '.length), cookie: browser.Cookie, csrf: browser['X-CSRFToken'] };
  }

  async function insertVenue(name: string, published: boolean): Promise<number> {
    const rows = await t.db.query<{ id: number }[]>(`INSERT INTO venues (slug, name, lat, lon, published) VALUES ($1, $2, 42.45, -73.25, $3) RETURNING id`, [
      name.toLowerCase().replace(/\W+/g, '-'),
      name,
      published,
    ]);
    return rows[0]?.id ?? 0;
  }

  async function insertEvent(name: string, venue: number, published: boolean): Promise<number> {
    const rows = await t.db.query<{ id: number }[]>(
      `INSERT INTO events (slug, name, event_type_id, venue_id, published) VALUES ($1, $2, (SELECT min(id) FROM event_types), $3, $4) RETURNING id`,
      [name.toLowerCase().replace(/\W+/g, '-'), name, venue, published],
    );
    return rows[0]?.id ?? 0;
  }

  beforeAll(async () => {
    venueId = await insertVenue('The Mount', true);
    hiddenVenueId = await insertVenue('Unpublished Barn', false);
    eventId = await insertEvent('Jazz on the Lawn', venueId, true);
    hiddenEventId = await insertEvent('Draft Event', venueId, false);
    ann = await account('ann.saver@example.org');
    bob = await account('bob.saver@example.org');
  });

  const eventPath = (id: number | string) => `/events/api/saved_events/event/${id}/`;
  const venuePath = (id: number | string) => `/events/api/saved_pois/poi/${id}/`;

  it('answers 403 to anonymous visitors, reading or writing', async () => {
    await request(t.server).get(eventPath(eventId)).expect(403, { detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' });
    await request(t.server).post(eventPath(eventId)).expect(403);
    await request(t.server).post(venuePath(venueId)).expect(403);
  });

  it('toggles an event bookmark with POST and reads it with GET', async () => {
    const auth = { Authorization: `Bearer ${ann.key}` };
    await request(t.server).get(eventPath(eventId)).set(auth).expect(200, { saved: false });
    await request(t.server).post(eventPath(eventId)).set(auth).expect(200, { saved: true });
    await request(t.server).get(eventPath(eventId)).set(auth).expect(200, { saved: true });
    await request(t.server).post(eventPath(eventId)).set(auth).expect(200, { saved: false });
    await request(t.server).get(`/events/api/saved_events/event/${eventId}`).set(auth).expect(200, { saved: false });
  });

  it('forces a state with an explicit saved flag (body or query), idempotently', async () => {
    const auth = { Authorization: `Bearer ${ann.key}` };
    await request(t.server).post(venuePath(venueId)).set(auth).send({ saved: true }).expect(200, { saved: true });
    await request(t.server).post(venuePath(venueId)).set(auth).send({ saved: true }).expect(200, { saved: true });
    await request(t.server).post(`${venuePath(venueId)}?saved=false`).set(auth).expect(200, { saved: false });
    await request(t.server).post(`${venuePath(venueId)}?saved=false`).set(auth).expect(200, { saved: false });
    await request(t.server).post(venuePath(venueId)).set(auth).type('form').send({ saved: 'true' }).expect(200, { saved: true });
    const bad = await request(t.server).post(venuePath(venueId)).set(auth).send({ saved: 'maybe' }).expect(400);
    expect(bad.body).toEqual({ saved: ['Must be a valid boolean.'] });
  });

  it('answers 404 for unknown or unpublished items and 400 for non-numeric ids', async () => {
    const auth = { Authorization: `Bearer ${ann.key}` };
    await request(t.server).post(eventPath(999999)).set(auth).expect(404, { detail: 'Not found.', code: 'item_not_found' });
    await request(t.server).post(eventPath(hiddenEventId)).set(auth).expect(404);
    await request(t.server).get(venuePath(hiddenVenueId)).set(auth).expect(404);
    await request(t.server).post(eventPath('abc')).set(auth).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get(venuePath('1.5')).set(auth).expect(400);
    await request(t.server).get(venuePath('99999999999')).set(auth).expect(400);
  });

  it('needs the CSRF header when the session cookie authenticates the write', async () => {
    const refused = await request(t.server).post(eventPath(eventId)).set('Cookie', bob.cookie).expect(403);
    expect(refused.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
    await request(t.server).post(eventPath(eventId)).set('Cookie', bob.cookie).set('X-CSRFToken', bob.csrf).expect(200, { saved: true });
  });

  it("keeps each user's bookmarks to that user, in the user context too", async () => {
    const annAuth = { Authorization: `Bearer ${ann.key}` };
    const bobAuth = { Authorization: `Bearer ${bob.key}` };
    // Bob saved the event above; Ann has not.
    await request(t.server).get(eventPath(eventId)).set(annAuth).expect(200, { saved: false });
    await request(t.server).get(eventPath(eventId)).set(bobAuth).expect(200, { saved: true });
    await request(t.server).get(venuePath(venueId)).set(bobAuth).expect(200, { saved: false });
    const annData = await request(t.server).get('/events/userdata/').set(annAuth).expect(200);
    const bobData = await request(t.server).get('/events/userdata/').set(bobAuth).expect(200);
    expect(annData.body).toMatchObject({ savedEventIds: [], savedPoiIds: [venueId] });
    expect(bobData.body).toMatchObject({ savedEventIds: [eventId], savedPoiIds: [] });
  });

  it('drops bookmarks with their event or their user', async () => {
    const other = await insertEvent('Short-lived Event', venueId, true);
    await request(t.server).post(eventPath(other)).set('Authorization', `Bearer ${ann.key}`).expect(200, { saved: true });
    await t.db.query(`DELETE FROM events WHERE id = $1`, [other]);
    const left = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM saved_events WHERE event_id = $1`, [other]);
    expect(left[0]?.n).toBe(0);
    await t.db.query(`DELETE FROM users WHERE id = $1`, [bob.id]);
    const bobs = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM saved_events WHERE user_id = $1`, [bob.id]);
    expect(bobs[0]?.n).toBe(0);
  });
});
