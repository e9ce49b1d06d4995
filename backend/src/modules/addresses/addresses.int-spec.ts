import request from 'supertest';
import { ADDRESS_MAX_PER_USER, ADDRESS_MESSAGES, addressListSchema, savedAddressSchema } from '@events/contracts/addresses';
import { AUTH_MESSAGES, userContextSchema } from '@events/contracts/auth';
import { registerTestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';

const LIST = '/events/api/v1/search_addresses/';
const item = (id: number | string) => `${LIST}${id}/`;

type Account = { id: number; auth: { Authorization: string }; cookie: string; csrf: string };

const LENOX = { address_name: 'Home', street: '12 Main St', city: 'Lenox', state: 'MA', postal_code: '01240', country: 'US', lat: 42.3565, lon: -73.2848 };

describe('address book: search_addresses (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp();
  let ann: Account;
  let bob: Account;

  async function account(email: string): Promise<Account> {
    const { id, auth, browser } = await registerTestAccount(t, email);
    // The sign-in's own CSRF token, which its cookie-authenticated writes echo.
    return { id, auth, cookie: browser.Cookie, csrf: browser['X-CSRFToken'] };
  }

  async function create(who: Account, fields: Record<string, unknown> = {}): Promise<number> {
    const res = await request(t.server).post(LIST).set(who.auth).send({ ...LENOX, ...fields }).expect(201);
    return savedAddressSchema.parse(res.body).id;
  }

  async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string[]>> {
    const res = await request(t.server).post(LIST).set(ann.auth).send(body).expect(400);
    return res.body as Record<string, string[]>;
  }

  beforeAll(async () => {
    ann = await account('ann.addresses@example.org');
    bob = await account('bob.addresses@example.org');
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM search_addresses');
  });

  it('answers 403 to anonymous visitors on every call', async () => {
    await request(t.server).get(LIST).expect(403, { detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' });
    await request(t.server).post(LIST).send(LENOX).expect(403);
    await request(t.server).get(item(1)).expect(403);
    await request(t.server).put(item(1)).send(LENOX).expect(403);
    await request(t.server).delete(item(1)).expect(403);
  });

  it('saves an address (201) with every field of the entity, then reads it back', async () => {
    const res = await request(t.server).post(LIST).set(ann.auth).send(LENOX).expect(201);
    const saved = savedAddressSchema.parse(res.body);
    expect(saved).toMatchObject({ ...LENOX, shortAddress: '12 Main St, Lenox, MA 01240', searchName: 'Home' });
    expect(Date.parse(saved.created)).not.toBeNaN();
    expect(saved.updated).toBe(saved.created);
    const read = await request(t.server).get(item(saved.id)).set(ann.auth).expect(200);
    expect(read.body).toEqual(saved);
    await request(t.server).get(`${LIST}${saved.id}`).set(ann.auth).expect(200);
  });

  it('keeps a foreign address with its country in the short address and a free-text state', async () => {
    const id = await create(ann, { address_name: 'Montreal', street: '', city: 'Montréal', state: 'Québec', postal_code: '', country: 'ca', lat: 45.5, lon: -73.57 });
    const res = await request(t.server).get(item(id)).set(ann.auth).expect(200);
    expect(res.body).toMatchObject({ country: 'CA', state: 'Québec', shortAddress: 'Montréal, Québec, CA' });
  });

  it('checks every field rule with the spec wording', async () => {
    expect(await errorsOf({})).toEqual({
      address_name: ['This field is required.'],
      city: ['This field is required.'],
      country: ['This field is required.'],
      lat: ['This field is required.'],
      lon: ['This field is required.'],
    });
    expect(await errorsOf({ ...LENOX, address_name: '   ', city: '' })).toEqual({ address_name: ['This field is required.'], city: ['This field is required.'] });
    expect(await errorsOf({ ...LENOX, address_name: 'x'.repeat(25) })).toEqual({ address_name: ['This field is limited to 24 characters.'] });
    expect(await errorsOf({ ...LENOX, state: '' })).toEqual({ state: ['This field is required.'] });
    expect(await errorsOf({ ...LENOX, state: 'ZZ' })).toEqual({ state: ['Enter a valid U.S. state.'] });
    expect(await errorsOf({ ...LENOX, lat: '', lon: null })).toEqual({ lat: ['This field is required.'], lon: ['This field is required.'] });
    expect(await errorsOf({ ...LENOX, lat: 90.5, lon: -180.5 })).toEqual({ lat: ['Value must be between -90 and 90.'], lon: ['Value must be between -180 and 180.'] });
    expect(await errorsOf({ ...LENOX, country: 'USA' })).toEqual({ country: ['Enter a valid two-letter country code.'] });
    const rows = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM search_addresses');
    expect(rows[0]?.n).toBe(0);
  });

  it('accepts 24 characters, DC, and a lowercase state (stored uppercase)', async () => {
    const dc = await request(t.server).post(LIST).set(ann.auth).send({ ...LENOX, address_name: 'x'.repeat(24), state: 'DC', city: 'Washington' }).expect(201);
    expect(dc.body).toMatchObject({ address_name: 'x'.repeat(24), state: 'DC' });
    const lower = await request(t.server).post(LIST).set(ann.auth).send({ ...LENOX, state: 'ma', lat: '42.1', lon: '-73.1' }).expect(201);
    expect(lower.body).toMatchObject({ state: 'MA', lat: 42.1, lon: -73.1 });
  });

  it('lists last edited first by default, or last added first, with pagination, Link and x-total-count', async () => {
    const first = await create(ann, { address_name: 'First' });
    const second = await create(ann, { address_name: 'Second' });
    const third = await create(ann, { address_name: 'Third' });
    await create(bob, { address_name: 'Not Ann’s' });
    // Editing the first makes it the most recently edited; creation order is unchanged.
    await request(t.server).put(item(first)).set(ann.auth).send({ ...LENOX, address_name: 'First, edited' }).expect(200);

    const byUpdated = addressListSchema.parse((await request(t.server).get(LIST).set(ann.auth).expect(200)).body);
    expect(byUpdated.results.map((a) => a.id)).toEqual([first, third, second]);
    expect(byUpdated.pagination).toEqual({ curPage: 1, totalPages: 1, totalItems: 3 });
    const byCreated = await request(t.server).get(`${LIST}?ordering=-created`).set(ann.auth).expect(200);
    expect((byCreated.body as { results: { id: number }[] }).results.map((a) => a.id)).toEqual([third, second, first]);

    const page2 = await request(t.server).get(`${LIST}?ordering=-created&page_size=2&page=2`).set(ann.auth).expect(200);
    expect(page2.headers['x-total-count']).toBe('3');
    expect(page2.headers['link']).toBe(
      `<${LIST}?ordering=-created&page_size=2&page=1>; rel="prev", <${LIST}?ordering=-created&page_size=2&page=2>; rel="last"`,
    );
    expect(page2.body).toEqual({ results: [expect.objectContaining({ id: first, address_name: 'First, edited' })], pagination: { curPage: 2, totalPages: 2, totalItems: 3 } });

    const bad = await request(t.server).get(`${LIST}?ordering=name&page=0`).set(ann.auth).expect(400);
    expect(bad.body).toEqual({ ordering: ['Select a valid choice. name is not one of the available choices.'], page: ['The minimum value is 1.'] });
  });

  it("never shows or changes another user's address: 404 Not found. and their data unchanged", async () => {
    const bobs = await create(bob, { address_name: 'Bob’s Secret', street: '1 Hidden Rd' });
    const notFound = { detail: 'Not found.', code: 'address_not_found' };
    const read = await request(t.server).get(item(bobs)).set(ann.auth).expect(404);
    expect(read.body).toEqual(notFound);
    expect(JSON.stringify(read.body)).not.toContain('Hidden');
    await request(t.server).put(item(bobs)).set(ann.auth).send({ ...LENOX, address_name: 'Taken over' }).expect(404, notFound);
    await request(t.server).delete(item(bobs)).set(ann.auth).expect(404, notFound);
    const list = await request(t.server).get(LIST).set(ann.auth).expect(200);
    expect(list.body.results).toEqual([]);
    const still = await request(t.server).get(item(bobs)).set(bob.auth).expect(200);
    expect(still.body).toMatchObject({ address_name: 'Bob’s Secret', street: '1 Hidden Rd' });
    await request(t.server).get(item(999999)).set(ann.auth).expect(404, notFound);
  });

  it('answers 400 for non-numeric or out-of-range ids', async () => {
    for (const id of ['abc', '1.5', '1e3', '0', '99999999999']) {
      await request(t.server).get(item(id)).set(ann.auth).expect(400, { id: ['A valid integer is required.'] });
    }
    await request(t.server).put(item('abc')).set(ann.auth).send(LENOX).expect(400);
    await request(t.server).delete(item('-1')).set(ann.auth).expect(400);
  });

  it('replaces the fields with PUT (updated moves, created stays) and validates the same way', async () => {
    const id = await create(ann);
    const before = savedAddressSchema.parse((await request(t.server).get(item(id)).set(ann.auth).expect(200)).body);
    const res = await request(t.server)
      .put(item(id))
      .set(ann.auth)
      .send({ address_name: 'Work', street: '', city: 'Pittsfield', state: 'ma', postal_code: '', country: 'US', lat: 42.45, lon: -73.25 })
      .expect(200);
    const after = savedAddressSchema.parse(res.body);
    expect(after).toMatchObject({ id, address_name: 'Work', street: '', city: 'Pittsfield', state: 'MA', shortAddress: 'Pittsfield, MA', created: before.created });
    expect(Date.parse(after.updated)).toBeGreaterThan(Date.parse(before.updated));
    const bad = await request(t.server).put(item(id)).set(ann.auth).send({ ...LENOX, state: 'XX' }).expect(400);
    expect(bad.body).toEqual({ state: ['Enter a valid U.S. state.'] });
    await request(t.server).get(item(id)).set(ann.auth).expect(200).expect((r) => expect(r.body.address_name).toBe('Work'));
  });

  it('deletes an address (204), after which it is gone', async () => {
    const id = await create(ann);
    await request(t.server).delete(item(id)).set(ann.auth).expect(204);
    await request(t.server).get(item(id)).set(ann.auth).expect(404);
    await request(t.server).delete(item(id)).set(ann.auth).expect(404);
  });

  it('needs the CSRF header when the session cookie authenticates a write', async () => {
    const refused = await request(t.server).post(LIST).set('Cookie', ann.cookie).send(LENOX).expect(403);
    expect(refused.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
    const made = await request(t.server).post(LIST).set('Cookie', ann.cookie).set('X-CSRFToken', ann.csrf).send(LENOX).expect(201);
    await request(t.server).put(item(made.body.id)).set('Cookie', ann.cookie).send(LENOX).expect(403);
    await request(t.server).delete(item(made.body.id)).set('Cookie', ann.cookie).expect(403);
    await request(t.server).get(item(made.body.id)).set('Cookie', ann.cookie).expect(200);
    await request(t.server).delete(item(made.body.id)).set('Cookie', ann.cookie).set('X-CSRFToken', ann.csrf).expect(204);
  });

  it(`refuses more than ${ADDRESS_MAX_PER_USER} addresses per user with a clear message`, async () => {
    await t.db.query(
      `INSERT INTO search_addresses (user_id, address_name, city, country, lat, lon)
       SELECT $1, 'Filler ' || n, 'Lenox', 'US', 42.3, -73.2 FROM generate_series(1, $2) AS n`,
      [ann.id, ADDRESS_MAX_PER_USER - 1],
    );
    await create(ann, { address_name: 'The last one' });
    const full = await request(t.server).post(LIST).set(ann.auth).send(LENOX).expect(400);
    expect(full.body).toEqual({ nonFieldErrors: [ADDRESS_MESSAGES.limitReached] });
    await create(bob);
  });

  it('puts the addresses in the user context as {id, name, lat, lon}, last edited first', async () => {
    const older = await create(ann, { address_name: 'Older', lat: 42.1, lon: -73.1 });
    const newer = await create(ann, { address_name: 'Newer', lat: 42.2, lon: -73.2 });
    await create(bob);
    const first = userContextSchema.parse((await request(t.server).get('/events/userdata/').set(ann.auth).expect(200)).body);
    expect(first.addresses).toEqual([
      { id: newer, name: 'Newer', lat: 42.2, lon: -73.2 },
      { id: older, name: 'Older', lat: 42.1, lon: -73.1 },
    ]);
    await request(t.server).put(item(older)).set(ann.auth).send({ ...LENOX, address_name: 'Older, moved', lat: 42.15, lon: -73.15 }).expect(200);
    const second = userContextSchema.parse((await request(t.server).get('/events/userdata/').set(ann.auth).expect(200)).body);
    expect(second.addresses.map((a) => a.name)).toEqual(['Older, moved', 'Newer']);
  });
});
