import request from 'supertest';
import { VALIDATION } from '@events/contracts/messages';
import { venueFormDataSchema, VENUE_FORM_MESSAGES, venueFormsEndpoints as api, type VenueWrite } from '@events/contracts/venue-forms';
import { venueDetailSchema } from '@events/contracts/venues';
import { venueListingSchema } from '@events/contracts/search';
import { fillPath } from '@events/contracts/endpoint';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';

const PAYLOAD = {
  name: 'Mahaiwe Performing Arts Center',
  website: 'https://mahaiwe.example.org/',
  phone: '(413) 555-0199',
  email: 'boxoffice@mahaiwe.example.org',
  description: '<p>A <b>1905</b> theatre.</p><script>alert(1)</script>',
  street: '14 Castle Street',
  city: 'Great Barrington',
  state: 'ma',
  postal_code: '01230',
  lat: 42.1943,
  lon: -73.3627,
  time_zone: 'America/New_York',
  region: 'Berkshires',
  poi_type: 'theatre',
  open_times: [
    { day_of_week: 0, closed: true },
    { day_of_week: 4, closed: false, time_start: '18:30', time_end: '23:00' },
    { day_of_week: 4, closed: false, time_start: '12:00', time_end: '14:00' },
  ],
} satisfies VenueWrite;

const EDITOR_ONLY = { osm_type: 'way', osm_id: '123456', wikidata_id: 'Q42', notes: 'Checked by phone', hide_from_listing: true, recertify: true } as const;

describe('venue add / suggest / edit / delete (real PostgreSQL)', () => {
  // The whole app: the listing it reads is the search module's, which reads venues.
  const t = useTestApp();
  let user: TestAccount;
  let producer: TestAccount;
  let otherProducer: TestAccount;
  let editor: TestAccount;
  let othersVenue: number;

  beforeAll(async () => {
    const ownVenue = await insertVenueFixture(t.app, { name: 'Producer Base' });
    othersVenue = await insertVenueFixture(t.app, { name: 'Someone Elses Hall' });
    user = await registerTestAccount(t, 'venue-user@example.com');
    producer = await registerTestAccount(t, 'venue-producer@example.com', { manages: [ownVenue] });
    otherProducer = await registerTestAccount(t, 'venue-other-producer@example.com', { manages: [othersVenue] });
    editor = await registerTestAccount(t, 'venue-editor@example.com', { roles: ['zeditor'] });
  });

  const add = (who: TestAccount | null, body: object) => request(t.server).post(api.add.path).set(who?.auth ?? {}).send(body);
  const edit = (who: TestAccount, id: number, body: object) => request(t.server).put(fillPath(api.edit.path, { id })).set(who.auth).send(body);
  const formOf = (who: TestAccount, id: number) => request(t.server).get(fillPath(api.get.path, { id })).set(who.auth);
  const venueRow = async (id: number) => (await t.db.query<Record<string, unknown>[]>('SELECT * FROM venues WHERE id = $1', [id]))[0];

  it('refuses anonymous callers (403) and stores nothing', async () => {
    await add(null, PAYLOAD).expect(403);
    await request(t.server).post(api.suggest.path).send(PAYLOAD).expect(403);
    expect(await t.db.query(`SELECT id FROM venues WHERE name = $1`, [PAYLOAD.name])).toEqual([]);
  });

  it('answers field errors in the spec wording', async () => {
    const res = await add(producer, {
      name: '',
      website: 'ftp://example.org',
      facebook_url: 'not a url',
      phone: 'x'.repeat(129),
      description: 'x'.repeat(2001),
      alternate_times: 'x'.repeat(501),
      state: 'ZZ',
      lat: '',
      lon: -73,
      time_zone: 'Mars/Olympus',
      open_times: [{ day_of_week: 7, closed: false, time_start: '25:00', time_end: '' }],
    }).expect(400);
    expect(res.body).toEqual({
      name: [VALIDATION.required],
      website: [VALIDATION.urlScheme],
      facebook_url: [VALIDATION.urlScheme],
      phone: [VALIDATION.maxLength(128)],
      description: [VALIDATION.maxLength(2000)],
      alternate_times: [VALIDATION.maxLength(500)],
      lat: [VALIDATION.required],
      time_zone: [VENUE_FORM_MESSAGES.timeZone],
      'open_times.0.day_of_week': [VALIDATION.numberBetween(0, 6)],
      'open_times.0.time_start': [VALIDATION.time],
      'open_times.0.time_end': [VALIDATION.required],
    });
    const more = await add(producer, { ...PAYLOAD, website: 'https://', state: 'ZZ', time_zone: '' }).expect(400);
    expect(more.body).toEqual({ website: [VALIDATION.url], state: [VALIDATION.usState], time_zone: [VALIDATION.required] });
  });

  it('requires Region on the producer (standard) form but not on the basic one', async () => {
    const res = await add(producer, { ...PAYLOAD, region: '' }).expect(400);
    expect(res.body).toEqual({ region: [VALIDATION.required] });
    await add(user, { ...PAYLOAD, name: 'Regionless Barn', region: '' }).expect(201);
  });

  it('a producer adds a published venue, manages it, and it is listed at once with its hours', async () => {
    const res = await add(producer, { ...PAYLOAD, ...EDITOR_ONLY }).expect(201);
    const venue = venueFormDataSchema.parse(res.body);
    expect(venue).toMatchObject({ name: PAYLOAD.name, published: true, state: 'MA', region: 'Berkshires', country: 'US' });
    expect(venue.absoluteUrl).toBe(`/venues/${venue.id}/mahaiwe-performing-arts-center/`);
    expect(venue.description).toBe('<p>A <b>1905</b> theatre.</p>');
    // Editor-only fields are not the producer's to set.
    expect(venue).toMatchObject({ osm_type: null, osm_id: '', wikidata_id: '', notes: '', hide_from_listing: false, recertify: false });
    expect(venue.open_times).toEqual([
      { day_of_week: 0, closed: true, time_start: null, time_end: null },
      { day_of_week: 4, closed: false, time_start: '12:00', time_end: '14:00' },
      { day_of_week: 4, closed: false, time_start: '18:30', time_end: '23:00' },
    ]);
    expect(await t.db.query('SELECT user_id FROM venue_managers WHERE venue_id = $1', [venue.id])).toEqual([{ user_id: producer.id }]);

    const detail = await request(t.server).get(`/events/api/v1/poi/${venue.id}/`).expect(200);
    expect(detail.body.openTimes).toHaveLength(3);
    const listing = await request(t.server).get('/events/api/v1/poi/').query({ keyword: 'Mahaiwe', latitude: 42.19, longitude: -73.36, radius: 10 }).expect(200);
    expect((listing.body.results as { id: number }[]).map((v) => v.id)).toContain(venue.id);
    // The same name again gets a slug of its own.
    const again = venueFormDataSchema.parse((await add(producer, PAYLOAD).expect(201)).body);
    expect(again.absoluteUrl).toBe(`/venues/${again.id}/mahaiwe-performing-arts-center-${again.id}/`);
  });

  it('stores an optional Spanish name and description (issue 31): the form reads them back, the detail and the listing card carry them', async () => {
    const spanish = { name: 'Casa de la Música', name_es: '  Casa de la Música  ', description_es: '<p>Un <b>teatro</b> de 1905.</p><script>alert(1)</script>' };
    const made = venueFormDataSchema.parse((await add(producer, { ...PAYLOAD, ...spanish }).expect(201)).body);
    expect(made).toMatchObject({ name_es: 'Casa de la Música', description_es: '<p>Un <b>teatro</b> de 1905.</p>' });
    expect(venueFormDataSchema.parse((await formOf(producer, made.id).expect(200)).body)).toEqual(made);

    const detail = venueDetailSchema.parse((await request(t.server).get(`/events/api/v1/poi/${made.id}/`).expect(200)).body);
    expect(detail).toMatchObject({ name: 'Casa de la Música', nameEs: 'Casa de la Música', description: '<p>A <b>1905</b> theatre.</p>', descriptionEs: '<p>Un <b>teatro</b> de 1905.</p>' });
    const listing = await request(t.server).get('/events/api/v1/poi/').query({ keyword: 'Casa', latitude: 42.19, longitude: -73.36, radius: 10 }).expect(200);
    const card = venueListingSchema.parse(listing.body).results.find((v) => v.id === made.id);
    expect(card?.nameEs).toBe('Casa de la Música');

    // Cleared again, or left out: '' (none); a description of markup only is none too.
    const cleared = venueFormDataSchema.parse((await edit(producer, made.id, { ...PAYLOAD, name_es: '', description_es: '<p><script>x</script></p>' }).expect(200)).body);
    expect([cleared.name_es, cleared.description_es]).toEqual(['', '']);
    const plain = venueFormDataSchema.parse((await add(producer, { ...PAYLOAD, name: 'No Spanish Hall' }).expect(201)).body);
    expect([plain.name_es, plain.description_es]).toEqual(['', '']);
    const plainDetail = venueDetailSchema.parse((await request(t.server).get(`/events/api/v1/poi/${plain.id}/`).expect(200)).body);
    expect([plainDetail.nameEs, plainDetail.descriptionEs]).toEqual(['', '']);

    const tooLong = await add(producer, { ...PAYLOAD, name_es: 'x'.repeat(1025), description_es: 'x'.repeat(2001) }).expect(400);
    expect(tooLong.body).toMatchObject({ name_es: [VALIDATION.maxLength(1024)], description_es: [VALIDATION.maxLength(2000)] });
    expect(tooLong.body).not.toHaveProperty('name');
  });

  it('a signed-in user submits an unpublished venue without a manager; a suggestion likewise', async () => {
    const submitted = venueFormDataSchema.parse((await add(user, { ...PAYLOAD, name: 'Barn Dance Hall', ...EDITOR_ONLY, poi_type: 'barn' }).expect(201)).body);
    expect(submitted).toMatchObject({ published: false, region: '', poi_type: '', notes: '', hide_from_listing: false });
    await request(t.server).get(`/events/api/v1/poi/${submitted.id}/`).expect(404);
    const suggested = await request(t.server).post(api.suggest.path).set(producer.auth).send({ ...PAYLOAD, name: 'Suggested Gallery' }).expect(201);
    expect(suggested.body.published).toBe(false);
    expect(await t.db.query('SELECT user_id FROM venue_managers WHERE venue_id = ANY ($1)', [[submitted.id, suggested.body.id]])).toEqual([]);
  });

  it('edits: the producer its own venue only; a user none; an editor any, with the editor fields', async () => {
    const id = (await add(producer, { ...PAYLOAD, name: 'Edit Me Hall' }).expect(201)).body.id as number;
    await formOf(user, id).expect(403);
    await edit(user, id, PAYLOAD).expect(403);
    await formOf(otherProducer, id).expect(404);
    await edit(otherProducer, id, { ...PAYLOAD, name: 'Hijacked' }).expect(404);
    await edit(producer, othersVenue, { ...PAYLOAD, name: 'Hijacked' }).expect(404);
    expect((await venueRow(id))?.name).toBe('Edit Me Hall');

    const own = await edit(producer, id, { ...PAYLOAD, name: 'Edited Hall', open_times: [{ day_of_week: 6, time_start: '10:00', time_end: '16:00:00' }] }).expect(200);
    expect(own.body).toMatchObject({ name: 'Edited Hall', open_times: [{ day_of_week: 6, closed: false, time_start: '10:00', time_end: '16:00' }] });
    expect((await formOf(producer, id).expect(200)).body).toEqual(own.body);

    const byEditor = await edit(editor, id, { ...PAYLOAD, name: 'Edited Hall', ...EDITOR_ONLY }).expect(200);
    expect(byEditor.body).toMatchObject(EDITOR_ONLY);
    // The producer's next save keeps what the editor set.
    const kept = await edit(producer, id, { ...PAYLOAD, name: 'Edited Hall', notes: '', hide_from_listing: false }).expect(200);
    expect(kept.body).toMatchObject(EDITOR_ONLY);
    await formOf(editor, othersVenue).expect(200);
  });

  it("records a catalogue editor's venue writes for the Editor Report, and no producer's", async () => {
    const actions = (venueId: number) =>
      t.db.query('SELECT action, actor_id FROM staff_actions WHERE venue_id = $1 ORDER BY id', [venueId]);
    const byEditor = (await add(editor, { ...PAYLOAD, name: 'Editor Made Hall' }).expect(201)).body.id as number;
    await edit(editor, byEditor, { ...PAYLOAD, name: 'Editor Made Hall', ...EDITOR_ONLY }).expect(200);
    expect(await actions(byEditor)).toEqual([
      { action: 'venue_create', actor_id: editor.id },
      { action: 'venue_edit', actor_id: editor.id },
    ]);
    const byProducer = (await add(producer, { ...PAYLOAD, name: 'Producer Made Hall' }).expect(201)).body.id as number;
    await edit(producer, byProducer, { ...PAYLOAD, name: 'Producer Made Hall' }).expect(200);
    expect(await actions(byProducer)).toEqual([]);
  });

  it('moving a venue moves its events in the listings in the same write', async () => {
    const id = (await add(producer, { ...PAYLOAD, name: 'Moving Hall' }).expect(201)).body.id as number;
    const today = regionToday(t.app);
    const event = await insertEventFixture(t.app, { venue_id: id, name: 'Moving Show', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '19:00' }] });
    expect((await venueRow(id))?.num_events_future).toBe(1);
    await edit(producer, id, { ...PAYLOAD, name: 'Moving Hall', lat: 42.3118, lon: -72.6295 }).expect(200);
    expect(await t.db.query('SELECT lat, lon FROM event_search WHERE event_id = $1', [event])).toEqual([{ lat: 42.3118, lon: -72.6295 }]);
  });

  it('a new time zone keeps the events\' local times: their occurrences and search rows move with it', async () => {
    const id = (await add(producer, { ...PAYLOAD, name: 'Rezoned Hall' }).expect(201)).body.id as number;
    const today = regionToday(t.app);
    const event = await insertEventFixture(t.app, { venue_id: id, name: 'Rezoned Show', series: [{ frequency: 'weekly', dtstart: addDaysToLocalDate(today, 2), timeStart: '19:00', timeEnd: '21:00' }] });
    const before = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM event_occurrences WHERE event_id = $1', [event]);
    await edit(producer, id, { ...PAYLOAD, name: 'Rezoned Hall', time_zone: 'America/Chicago' }).expect(200);
    const local = await t.db.query<{ n: number; starts: string[]; ends: string[] }[]>(
      `SELECT count(*)::int AS n,
              array_agg(DISTINCT to_char(starts_at AT TIME ZONE 'America/Chicago', 'HH24:MI')) AS starts,
              array_agg(DISTINCT to_char(ends_at AT TIME ZONE 'America/Chicago', 'HH24:MI')) AS ends
       FROM event_occurrences WHERE event_id = $1`,
      [event],
    );
    expect(local).toEqual([{ n: before[0]?.n, starts: ['19:00'], ends: ['21:00'] }]);
    const [search] = await t.db.query<{ same: boolean }[]>(
      `SELECT bool_and(s.starts_at = o.starts_at) AS same FROM event_search s JOIN event_occurrences o ON o.id = s.occurrence_id WHERE s.event_id = $1`,
      [event],
    );
    expect(search?.same).toBe(true);
  });

  it('deletes: editors only, taking its events out of the listings', async () => {
    const id = (await add(producer, { ...PAYLOAD, name: 'Doomed Hall' }).expect(201)).body.id as number;
    const today = regionToday(t.app);
    const event = await insertEventFixture(t.app, { venue_id: id, name: 'Last Show', series: [{ frequency: 'weekly', dtstart: today, timeStart: '19:00' }] });
    expect((await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM event_search WHERE event_id = $1', [event]))[0]?.n).toBeGreaterThan(0);
    const path = fillPath(api.remove.path, { id });
    await request(t.server).delete(path).set(producer.auth).expect(403);
    await request(t.server).delete(path).set(user.auth).expect(403);
    await request(t.server).delete(path).set(editor.auth).expect(204);
    await request(t.server).delete(path).set(editor.auth).expect(404);
    expect(await t.db.query('SELECT 1 FROM event_search WHERE event_id = $1 UNION ALL SELECT 1 FROM events WHERE id = $1', [event])).toEqual([]);
    await request(t.server).get(`/events/api/v1/poi/${id}/`).expect(404);
  });

  it('saves nothing when any part of the write fails (one transaction)', async () => {
    await t.db.query(`
      CREATE FUNCTION fail_open_times() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'open times refused'; END $$`);
    await t.db.query('CREATE TRIGGER fail_open_times_trg BEFORE INSERT ON venue_open_times FOR EACH ROW EXECUTE FUNCTION fail_open_times()');
    try {
      const res = await add(producer, { ...PAYLOAD, name: 'Half Saved Hall' });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const id = (await t.db.query<{ id: number }[]>('SELECT id FROM venues WHERE name = $1', ['Producer Base']))[0]?.id as number;
      await edit(producer, id, { ...PAYLOAD, name: 'Half Edited Hall' });
      expect(await t.db.query('SELECT id FROM venues WHERE name IN ($1, $2)', ['Half Saved Hall', 'Half Edited Hall'])).toEqual([]);
    } finally {
      await t.db.query('DROP TRIGGER fail_open_times_trg ON venue_open_times');
      await t.db.query('DROP FUNCTION fail_open_times()');
    }
  });

  it('proposes the time zone of a position', async () => {
    const res = await request(t.server).get(api.timeZone.path).query({ lat: 51.5, lon: -0.12 }).set(user.auth).expect(200);
    expect(res.body).toEqual({ timeZone: 'Europe/London' });
    await request(t.server).get(api.timeZone.path).query({ lat: 91, lon: 0 }).set(user.auth).expect(400);
  });
});
