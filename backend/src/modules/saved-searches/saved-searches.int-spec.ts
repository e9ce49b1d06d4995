import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import request from 'supertest';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { VALIDATION } from '@events/contracts/messages';
import { AGE_GROUPS, PRICE_TIERS } from '@events/contracts/reference';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedSearchListSchema,
  savedSearchResultsSchema,
  savedSearchSchema,
} from '@events/contracts/saved-searches';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { insertAddressFixture, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';

const BASE = '/events/api/v1/saved_searches/';
const item = (id: number | string) => `${BASE}${id}/`;
const results = (id: number) => `${BASE}${id}/results/`;
const ORIGIN = 'https://berkshires.example';
const choice = (value: string | number) => `Select a valid choice. ${value} is not one of the available choices.`;

describe('saved searches (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp({ config: { publicUrl: ORIGIN } });
  let ann: TestAccount;
  let bob: TestAccount;
  let annHome = 0;
  let annSpare = 0;
  let bobHome = 0;
  let today = '';
  const concertIds: number[] = [];

  async function create(account: TestAccount, body: Record<string, unknown>): Promise<ReturnType<typeof savedSearchSchema.parse>> {
    const res = await request(t.server).post(BASE).set(account.auth).send(body).expect(201);
    return savedSearchSchema.parse(res.body);
  }

  async function badCreate(body: Record<string, unknown>): Promise<unknown> {
    const res = await request(t.server).post(BASE).set(ann.auth).send({ search_name: 'Bad', ...body }).expect(400);
    return res.body;
  }

  beforeAll(async () => {
    today = localDateOf(t.clock.now(), 'America/New_York');
    ann = await registerTestAccount(t, 'ann.searcher@example.org');
    bob = await registerTestAccount(t, 'bob.searcher@example.org');
    annHome = await insertAddressFixture(t, ann.id, { address_name: 'Home', street: '12 Main St', city: 'Pittsfield', state: 'MA', postal_code: '01201', lat: 42.4501, lon: -73.2454 });
    annSpare = await insertAddressFixture(t, ann.id, { address_name: 'Cabin', street: 'Mountain Rd', city: 'Lenox', lat: 42.3565, lon: -73.2848 });
    bobHome = await insertAddressFixture(t, bob.id, { address_name: 'Bob home', lat: 42.45, lon: -73.25 });

    const hall = await insertVenueFixture(t.app, { name: 'Concert Hall' });
    const boston = await insertVenueFixture(t.app, { name: 'Boston Hall', city: 'Boston', lat: 42.3429, lon: -71.0857 });
    // 55 concerts near Pittsfield, one a day from tomorrow at 19:00 (so counts 10, 20 and 50 each cut the list).
    for (let day = 1; day <= 55; day++) {
      concertIds.push(
        await insertEventFixture(t.app, {
          venue_id: hall,
          name: `Orchestra Concert ${day}`,
          series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, day), timeStart: '19:00', timeEnd: '21:00' }],
        }),
      );
    }
    await insertEventFixture(t.app, { venue_id: boston, name: 'Orchestra Concert Far Away', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 1), timeStart: '18:00' }] });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Orchestra Concert Yesterday', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, -1), timeStart: '19:00' }] });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Jazz Brunch', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 1), timeStart: '11:00' }] });
  });

  it('answers 403 to anonymous visitors on every call', async () => {
    const refused = { detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' };
    await request(t.server).get(BASE).expect(403, refused);
    await request(t.server).post(BASE).send({ search_name: 'X' }).expect(403);
    await request(t.server).get(item(1)).expect(403);
    await request(t.server).patch(item(1)).send({ search_name: 'X' }).expect(403);
    await request(t.server).delete(item(1)).expect(403);
    await request(t.server).get(results(1)).expect(403);
  });

  it('creates a search with only a name, every other field at its default', async () => {
    const search = await create(ann, { search_name: '  Anything  ' });
    expect(search).toMatchObject({
      searchName: 'Anything',
      searchUrl: '/events/',
      defaultLocId: '',
      address: null,
      radius: null,
      namedDate: '',
      dateStart: null,
      dateEnd: null,
      keyword: '',
      eventSetting: '',
      eventTypes: [],
      eventTypeLabels: [],
      eventTypeLabelsEs: [],
      ageGroupLabels: [],
      priceLabels: [],
      isActive: true,
    });
    expect(Date.parse(search.created)).not.toBeNaN();
    await request(t.server).delete(item(search.id)).set(ann.auth).expect(204);
  });

  it('creates a full search: labels, the split street of its address and the listing URL with the named date resolved', async () => {
    const names = await t.db.query<{ id: number; name: string; name_es: string }[]>('SELECT id, name, name_es FROM event_types WHERE id IN (3, 12)');
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name;
    const spanishNameOf = (id: number) => names.find((row) => row.id === id)?.name_es;
    const search = await create(ann, {
      search_name: 'Jazz this week',
      keyword: 'jazz',
      radius: 10,
      pretty_date: 'Next 7 Days',
      named_date: 'next_7',
      event_types: [12, 3],
      age_group: ['adult', 'senior'],
      price: ['free', 'low'],
      event_setting: 'in_person',
      address_id: annHome,
    });
    expect(search).toMatchObject({
      searchName: 'Jazz this week',
      address: { id: annHome, addressName: 'Home', streetNumber: '12', street: 'Main St', city: 'Pittsfield', state: 'MA', postalCode: '01201', lat: 42.4501, lon: -73.2454 },
      radius: 10,
      prettyDate: 'Next 7 Days',
      namedDate: 'next_7',
      eventSetting: 'in_person',
      eventTypes: [12, 3],
      eventTypeLabels: [nameOf(12), nameOf(3)],
      // The seeded categories' Spanish names, for the account's lines in Spanish.
      eventTypeLabelsEs: [spanishNameOf(12), spanishNameOf(3)],
      ageGroupLabels: ['adult', 'senior'].map((v) => AGE_GROUPS.find((a) => a.value === v)?.label),
      priceLabels: ['free', 'low'].map((v) => PRICE_TIERS.find((p) => p.value === v)?.label),
    });
    expect(search.searchUrl).toBe(
      `/events/?keyword=jazz&address_id=${annHome}&latitude=42.4501&longitude=-73.2454&radius=10` +
        `&date_start=${today}&date_end=${addDaysToLocalDate(today, 6)}` +
        '&event_types[]=12&event_types[]=3&age_groups[]=adult&age_groups[]=senior&prices[]=free&prices[]=low&is_in_person=true',
    );
  });

  it('writes a default town or the current location into the URL the way the listing does', async () => {
    const lenox = await create(ann, { search_name: 'Lenox online', default_loc_id: 'lenox-ma', event_setting: 'online', date_start: '2031-05-01' });
    expect(lenox.searchUrl).toBe('/events/?default_loc_id=lenox-ma&latitude=42.3565&longitude=-73.2848&date_start=2031-05-01&date_end=2031-05-01&is_online=true');
    expect(lenox.defaultLocId).toBe('lenox-ma');
    const here = await create(ann, { search_name: 'Near me', default_loc_id: 'current', radius: 50, keyword: 'Rock & Roll' });
    expect(here.searchUrl).toBe('/events/?keyword=Rock%20%26%20Roll&default_loc_id=current');
  });

  it('refuses bad input with the field error map', async () => {
    expect(await badCreate({ search_name: undefined })).toEqual({ search_name: [VALIDATION.required] });
    expect(await badCreate({ search_name: '   ' })).toEqual({ search_name: [VALIDATION.required] });
    expect(await badCreate({ search_name: 'x'.repeat(66) })).toEqual({ search_name: [VALIDATION.maxLength(65)] });
    await create(ann, { search_name: 'y'.repeat(65) }).then((s) => request(t.server).delete(item(s.id)).set(ann.auth).expect(204));
    expect(await badCreate({ named_date: 'next-7' })).toEqual({ named_date: [choice('next-7')] });
    expect(await badCreate({ date_start: '2031-05-10', date_end: '2031-05-09' })).toEqual({ date_end: [VALIDATION.dateNotBefore('2031-05-10')] });
    expect(await badCreate({ date_start: '2031-02-30' })).toEqual({ date_start: [VALIDATION.date] });
    expect(await badCreate({ age_group: ['adult', 'elderly'] })).toEqual({ 'age_group.1': [choice('elderly')] });
    expect(await badCreate({ price: ['cheap'] })).toEqual({ 'price.0': [choice('cheap')] });
    expect(await badCreate({ event_types: [12, 9999] })).toEqual({ event_types: [choice(9999)] });
    expect(await badCreate({ default_loc_id: 'atlantis' })).toEqual({ default_loc_id: [choice('atlantis')] });
    expect(await badCreate({ default_loc_id: 'lee-ma', address_id: annHome })).toEqual({ default_loc_id: [SAVED_SEARCH_MESSAGES.oneLocation] });
    expect(await badCreate({ address_id: bobHome })).toEqual({ address_id: [ADDRESS_MESSAGES.unknownAddress] });
    expect(await badCreate({ radius: 0 })).toEqual({ radius: [VALIDATION.numberBetween(1, 25000)] });
    const names = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM saved_searches WHERE search_name = 'Bad'`);
    expect(names[0]?.n).toBe(0);
  });

  it('lists the searches by last edit (default) or creation, with pages, Link and x-total-count', async () => {
    await t.db.query(`DELETE FROM saved_searches WHERE user_id = $1`, [ann.id]);
    const made = [];
    for (const name of ['First', 'Second', 'Third']) made.push(await create(ann, { search_name: name }));
    // Edit the first one last: it leads "Last edited" but stays last in "Last added".
    await request(t.server).patch(item(made[0]!.id)).set(ann.auth).send({ search_name: 'First, renamed' }).expect(200);
    const edited = await request(t.server).get(BASE).set(ann.auth).expect(200);
    expect(savedSearchListSchema.parse(edited.body).results.map((s) => s.searchName)).toEqual(['First, renamed', 'Third', 'Second']);
    const added = await request(t.server).get(BASE).query({ ordering: '-created' }).set(ann.auth).expect(200);
    expect(added.body.results.map((s: { searchName: string }) => s.searchName)).toEqual(['Third', 'Second', 'First, renamed']);
    const page = await request(t.server).get(BASE).query({ ordering: '-created', page_size: 2, page: 2 }).set(ann.auth).expect(200);
    expect(page.body.results.map((s: { searchName: string }) => s.searchName)).toEqual(['First, renamed']);
    expect(page.body.pagination).toEqual({ curPage: 2, totalPages: 2, totalItems: 3 });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toContain('rel="prev"');
    await request(t.server).get(BASE).query({ ordering: 'name' }).set(ann.auth).expect(400, { ordering: [choice('name')] });
    const bobs = await request(t.server).get(BASE).set(bob.auth).expect(200);
    expect(bobs.body).toEqual({ results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 } });
  });

  it('reads, renames (only the name changes), changes wholly and deletes a search', async () => {
    const search = await create(ann, { search_name: 'Kids', age_group: ['child'], keyword: 'puppets', address_id: annHome });
    const read = await request(t.server).get(item(search.id)).set(ann.auth).expect(200);
    expect(read.body).toEqual(search);

    const renamed = await request(t.server).patch(item(search.id)).set(ann.auth).send({ search_name: 'Kids, renamed' }).expect(200);
    expect(renamed.body).toMatchObject({ ...search, searchName: 'Kids, renamed', updated: expect.any(String) });
    expect(Date.parse(renamed.body.updated)).toBeGreaterThan(Date.parse(search.updated));

    const changed = await request(t.server)
      .patch(item(search.id))
      .set(ann.auth)
      .send({ search_name: 'Teens', age_group: ['teen'], keyword: '', named_date: 'tomorrow', default_loc_id: 'dalton-ma', price: ['high'], is_active: false })
      .expect(200);
    expect(changed.body).toMatchObject({
      searchName: 'Teens',
      ageGroups: ['teen'],
      keyword: '',
      namedDate: 'tomorrow',
      defaultLocId: 'dalton-ma',
      address: null,
      prices: ['high'],
      isActive: false,
    });
    // Choosing an address drops the default town.
    const moved = await request(t.server).patch(item(search.id)).set(ann.auth).send({ address_id: annSpare }).expect(200);
    expect(moved.body).toMatchObject({ defaultLocId: '', address: { id: annSpare, streetNumber: '', street: 'Mountain Rd' } });

    // The merged search is checked: a start after the stored end is refused.
    await request(t.server).patch(item(search.id)).set(ann.auth).send({ named_date: '', date_start: '2031-05-01', date_end: '2031-05-03' }).expect(200);
    await request(t.server).patch(item(search.id)).set(ann.auth).send({ date_start: '2031-05-04' }).expect(400, { date_end: [VALIDATION.dateNotBefore('2031-05-04')] });
    await request(t.server).patch(item(search.id)).set(ann.auth).send({ search_name: '' }).expect(400, { search_name: [VALIDATION.required] });
    await request(t.server).patch(item(search.id)).set(ann.auth).send({ event_types: [4242] }).expect(400, { event_types: [choice(4242)] });
    await request(t.server).patch(item(search.id)).set(ann.auth).send({ address_id: bobHome }).expect(400);

    await request(t.server).delete(item(search.id)).set(ann.auth).expect(204);
    await request(t.server).get(item(search.id)).set(ann.auth).expect(404, { detail: 'Not found.', code: 'search_not_found' });
    await request(t.server).delete(item(search.id)).set(ann.auth).expect(404);
    await request(t.server).get(item('abc')).set(ann.auth).expect(400, { id: ['A valid integer is required.'] });
  });

  it("answers 404 for another user's search on every call and leaves it unchanged", async () => {
    const search = await create(ann, { search_name: 'Private', keyword: 'secret' });
    const notFound = { detail: 'Not found.', code: 'search_not_found' };
    await request(t.server).get(item(search.id)).set(bob.auth).expect(404, notFound);
    await request(t.server).patch(item(search.id)).set(bob.auth).send({ search_name: 'Stolen' }).expect(404, notFound);
    await request(t.server).delete(item(search.id)).set(bob.auth).expect(404, notFound);
    await request(t.server).get(results(search.id)).set(bob.auth).expect(404, notFound);
    const after = await request(t.server).get(item(search.id)).set(ann.auth).expect(200);
    expect(after.body).toEqual(search);
  });

  it('exports the results from today, soonest first, 10 by default, 20 or 50, with absolute URLs', async () => {
    const search = await create(ann, { search_name: 'Concerts', keyword: 'orchestra concert', address_id: annHome, radius: 10 });
    const tenth = await request(t.server).get(results(search.id)).set(ann.auth).expect(200);
    const ten = savedSearchResultsSchema.parse(tenth.body).results;
    expect(ten.map((r) => r.id)).toEqual(concertIds.slice(0, 10));
    const slug = (await t.db.query<{ slug: string }[]>('SELECT slug FROM events WHERE id = $1', [concertIds[0]]))[0]?.slug;
    const firstDay = new Date(`${addDaysToLocalDate(today, 1)}T12:00:00Z`);
    const dayText = firstDay.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(ten[0]).toEqual({
      id: concertIds[0],
      name: 'Orchestra Concert 1',
      point_of_interest: { name: 'Concert Hall' },
      next_event_occurrence_formatted: `${dayText} 7:00 PM`,
      absolute_url: `${ORIGIN}/events/${concertIds[0]}/${slug}/`,
    });
    expect(ten[0]?.next_event_occurrence_formatted).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} 7:00 PM$/);
    const twenty = await request(t.server).get(results(search.id)).query({ count: 20 }).set(ann.auth).expect(200);
    expect(twenty.body.results.map((r: { id: number }) => r.id)).toEqual(concertIds.slice(0, 20));
    const fifty = await request(t.server).get(results(search.id)).query({ count: 50 }).set(ann.auth).expect(200);
    expect(fifty.body.results.map((r: { id: number }) => r.id)).toEqual(concertIds.slice(0, 50));
    await request(t.server).get(results(search.id)).query({ count: 15 }).set(ann.auth).expect(400, { count: ['Select a valid choice. Allowed: 10, 20, 50.'] });
    await request(t.server).get(results(search.id)).query({ count: 'many' }).set(ann.auth).expect(400);
  });

  it('resolves a named date at read time and answers an empty list when nothing matches', async () => {
    const tomorrow = await create(ann, { search_name: 'Tomorrow', named_date: 'tomorrow', keyword: 'orchestra', default_loc_id: 'pittsfield-ma', radius: 25 });
    const res = await request(t.server).get(results(tomorrow.id)).set(ann.auth).expect(200);
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([concertIds[0]]);
    const past = await create(ann, { search_name: 'Last year', date_start: '2020-01-01', date_end: '2020-01-31' });
    await request(t.server).get(results(past.id)).set(ann.auth).expect(200, { results: [] });
    const current = await create(ann, { search_name: 'Around me', default_loc_id: 'current', keyword: 'orchestra', radius: 10 });
    const boston = await request(t.server).get(results(current.id)).query({ latitude: 42.35, longitude: -71.08 }).set(ann.auth).expect(200);
    expect(boston.body.results.map((r: { name: string }) => r.name)).toEqual(['Orchestra Concert Far Away']);
  });

  it("keeps a search whose address is deleted, with no address, and lists the user's searches in the user context", async () => {
    const spare = await insertAddressFixture(t, ann.id, { address_name: 'Old flat', lat: 42.3, lon: -73.2 });
    const search = await create(ann, { search_name: 'From the flat', address_id: spare, keyword: 'blues' });
    await t.db.query('DELETE FROM search_addresses WHERE id = $1', [spare]);
    const read = await request(t.server).get(item(search.id)).set(ann.auth).expect(200);
    expect(read.body).toMatchObject({ searchName: 'From the flat', address: null, keyword: 'blues', searchUrl: '/events/?keyword=blues' });
    const context = await request(t.server).get('/events/userdata/').set(ann.auth).expect(200);
    expect(context.body.savedSearches).toContainEqual({ id: search.id, searchName: 'From the flat' });
    const bobContext = await request(t.server).get('/events/userdata/').set(bob.auth).expect(200);
    expect(bobContext.body.savedSearches).toEqual([]);
  });

  it(`refuses a search beyond ${MAX_SAVED_SEARCHES} per user`, async () => {
    await t.db.query(`INSERT INTO saved_searches (user_id, search_name) SELECT $1, 'Filler ' || g FROM generate_series(1, $2::int) AS g`, [bob.id, MAX_SAVED_SEARCHES]);
    const res = await request(t.server).post(BASE).set(bob.auth).send({ search_name: 'One too many' }).expect(400);
    expect(res.body).toEqual({ nonFieldErrors: [SAVED_SEARCH_MESSAGES.tooMany] });
    await create(ann, { search_name: 'Ann still can' });
  });
});
