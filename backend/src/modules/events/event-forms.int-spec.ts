import request from 'supertest';
import { EVENT_FORM_MESSAGES, eventFormSchema, eventFormsEndpoints as api, managedEventListSchema, type EventWrite } from '@events/contracts/event-forms';
import { eventDetailSchema, eventListingSchema, type EventCard } from '@events/contracts/events';
import { fillPath } from '@events/contracts/endpoint';
import { recurrenceSeriesSchema, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { toICalendar } from '@events/domain/recurrence';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { type AccountSetUp, registerTestAccount } from '../../testing/test-accounts.js';

const LA = 'America/Los_Angeles';
const V1 = '/events/api/v1';
type Auth = { Authorization: string };

/** The next date on or after `date` that is a `weekday` (0 = Monday). */
function nextWeekday(date: string, weekday: number): string {
  const current = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToLocalDate(date, (weekday - current + 7) % 7);
}

const rule = (input: Omit<RecurrenceSeriesInput, 'timeStart'>): string => toICalendar(recurrenceSeriesSchema.parse({ timeStart: '00:00', ...input }));

describe('event add, edit, delete, the form read and the producer list (real PostgreSQL)', () => {
  // The whole app: the listing it reads is the search module's, which reads events.
  const t = useTestApp();
  /** Today in the region by the product's clock, and the first Tuesday after it (set once the app runs). */
  let today: string;
  let firstTuesday: string;
  const venues = {} as Record<'hall' | 'west' | 'other' | 'quota' | 'race' | 'hours', number>;
  const who = {} as Record<'producer' | 'other' | 'zeditor' | 'user' | 'quotaProducer' | 'staff' | 'racer', Auth>;

  /** A signed-in account with its roles, the venues it pays for and, given `allowed`, a subscription allowing that many active events. */
  async function account(email: string, options: Pick<AccountSetUp, 'roles' | 'manages'> & { allowed?: number | null } = {}): Promise<Auth> {
    const made = await registerTestAccount(t, email, { roles: options.roles ?? [], manages: options.manages ?? [], billingContact: true });
    if (options.allowed !== undefined) {
      await t.db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', $2)`, [made.id, options.allowed]);
    }
    return made.auth;
  }

  function payload(overrides: Partial<EventWrite> = {}): EventWrite {
    return {
      name: 'Tuesday Jazz',
      url: 'https://example.org/jazz',
      event_type: 12,
      point_of_interest: venues.hall,
      is_in_person: true,
      is_online: false,
      description: '<p><b>Live</b> jazz<script>alert(1)</script></p>',
      dates: [{ time_start: '19:00', time_end: '21:00', date_recur: rule({ frequency: 'weekly', dtstart: firstTuesday, byweekday: ['TU'] }) }],
      price: 'low',
      price_information: '$15 at the door',
      age_group: ['adult', 'senior'],
      ...overrides,
    };
  }

  const create = (auth: Auth, body: unknown) => request(t.server).post(api.create.path).set(auth).send(body as object);
  const update = (auth: Auth, id: number, body: unknown) => request(t.server).put(fillPath(api.update.path, { id })).set(auth).send(body as object);

  /** The listing cards of a keyword search over the next 60 days (as a signed-in visitor). */
  async function listed(auth: Auth, keyword: string): Promise<EventCard[]> {
    const res = await request(t.server)
      .get(`${V1}/events/`)
      .query({ keyword, date_start: today, date_end: addDaysToLocalDate(today, 60) })
      .set(auth)
      .expect(200);
    return eventListingSchema.parse(res.body).results;
  }

  beforeAll(async () => {
    today = regionToday(t.app);
    firstTuesday = nextWeekday(addDaysToLocalDate(today, 1), 1);
    venues.hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    venues.west = await insertVenueFixture(t.app, { name: 'Sunset Room', city: 'Los Angeles', state: 'CA', lat: 34.05, lon: -118.24, time_zone: LA });
    venues.other = await insertVenueFixture(t.app, { name: 'Other Hall' });
    venues.quota = await insertVenueFixture(t.app, { name: 'Quota Barn' });
    venues.race = await insertVenueFixture(t.app, { name: 'Race Barn' });
    venues.hours = await insertVenueFixture(t.app, { name: 'Museum of Hours' });
    await t.db.query(`INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end) VALUES ($1, 0, false, '10:00', '17:00'), ($1, 6, true, NULL, NULL)`, [venues.hours]);
    who.producer = await account('producer@forms.test', { manages: [venues.hall, venues.west, venues.hours], allowed: null });
    who.other = await account('other@forms.test', { manages: [venues.other], allowed: null });
    who.zeditor = await account('zeditor@forms.test', { roles: ['zeditor'] });
    who.user = await account('user@forms.test');
    who.quotaProducer = await account('quota@forms.test', { manages: [venues.quota], allowed: 1 });
    who.staff = await account('staff@forms.test', { roles: ['staff'], manages: [venues.quota], allowed: 0 });
    who.racer = await account('racer@forms.test', { manages: [venues.race], allowed: 1 });
  });

  it('adds a weekly event that is searchable at once with its next date, on the venue page and in the form', async () => {
    const res = await create(who.producer, payload()).expect(201);
    const form = eventFormSchema.parse(res.body);
    expect(form.values).toMatchObject({ name: 'Tuesday Jazz', description: '<p><b>Live</b> jazz</p>', price: 'low', age_group: ['adult', 'senior'], status: 'scheduled' });
    expect(form.values.dates).toHaveLength(1);
    expect(form.values.dates[0]).toMatchObject({ time_start: '19:00', time_end: '21:00', summary: 'Every Tuesday' });
    expect(form.values.dates[0]?.series).toMatchObject({ frequency: 'weekly', dtstart: firstTuesday, byweekday: ['TU'], timeStart: '19:00:00' });
    expect(form.absoluteUrl).toBe(`/events/${form.id}/tuesday-jazz-${form.id}/`);

    const cards = await listed(who.user, 'Tuesday Jazz');
    const card = cards.find((c) => c.id === form.id);
    expect(card?.nextEventOccurrence).toMatchObject({ eventDate: firstTuesday, times: '7:00 PM – 9:00 PM' });
    const venuePage = await request(t.server).get(`${V1}/poi/${venues.hall}/events/`).expect(200);
    expect(venuePage.body.results.map((c: EventCard) => c.id)).toContain(form.id);

    const read = await request(t.server).get(fillPath(api.get.path, { id: form.id })).set(who.producer).expect(200);
    expect(eventFormSchema.parse(read.body)).toEqual(form);
  });

  it('stores an optional Spanish name and description (issue 31): the form reads them back, the detail and the cards carry them', async () => {
    const spanish = { name: 'Salsa Social', name_es: '  Noche de Salsa  ', description_es: '<p><b>Salsa</b> en vivo<script>alert(1)</script></p>' };
    const made = eventFormSchema.parse((await create(who.producer, payload(spanish)).expect(201)).body);
    expect(made.values).toMatchObject({ name: 'Salsa Social', name_es: 'Noche de Salsa', description: '<p><b>Live</b> jazz</p>', description_es: '<p><b>Salsa</b> en vivo</p>' });
    expect(made.absoluteUrl).toBe(`/events/${made.id}/salsa-social-${made.id}/`);
    const read = await request(t.server).get(fillPath(api.get.path, { id: made.id })).set(who.producer).expect(200);
    expect(eventFormSchema.parse(read.body)).toEqual(made);

    const detail = eventDetailSchema.parse((await request(t.server).get(`${V1}/events/${made.id}/`).expect(200)).body);
    expect(detail).toMatchObject({ name: 'Salsa Social', nameEs: 'Noche de Salsa', description: '<p><b>Live</b> jazz</p>', descriptionEs: '<p><b>Salsa</b> en vivo</p>' });
    const card = (await listed(who.user, 'Salsa Social')).find((c) => c.id === made.id);
    expect(card).toMatchObject({ name: 'Salsa Social', nameEs: 'Noche de Salsa', pointOfInterest: { name: 'Colonial Theatre', nameEs: '' } });
    const venuePage = await request(t.server).get(`${V1}/poi/${venues.hall}/events/`).query({ page_size: 100 }).expect(200);
    expect(eventListingSchema.parse(venuePage.body).results.find((c) => c.id === made.id)?.nameEs).toBe('Noche de Salsa');

    // Cleared on an edit (a description of markup only is none too), or never given: '' everywhere.
    const cleared = eventFormSchema.parse((await update(who.producer, made.id, payload({ name: 'Salsa Social', name_es: '', description_es: '<p><script>x</script></p>' })).expect(200)).body);
    expect([cleared.values.name_es, cleared.values.description_es]).toEqual(['', '']);
    const plain = eventFormSchema.parse((await create(who.producer, payload({ name: 'Plain English Night' })).expect(201)).body);
    expect([plain.values.name_es, plain.values.description_es]).toEqual(['', '']);
    const plainDetail = eventDetailSchema.parse((await request(t.server).get(`${V1}/events/${plain.id}/`).expect(200)).body);
    expect([plainDetail.nameEs, plainDetail.descriptionEs]).toEqual(['', '']);
    expect((await listed(who.user, 'Plain English Night')).find((c) => c.id === plain.id)?.nameEs).toBe('');

    const tooLong = await create(who.producer, payload({ name: 'Too Long Spanish', name_es: 'x'.repeat(1025), description_es: `<p>${'y'.repeat(2001)}</p>` })).expect(400);
    expect(tooLong.body).toMatchObject({ name_es: ['This field is limited to 1024 characters.'], description_es: ['This field is limited to 2000 characters.'] });
    expect(tooLong.body).not.toHaveProperty('name');
  });

  it('changes the listing when the rule changes, and leaves out exceptions', async () => {
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Rule Change Night' })).expect(201)).body);
    const entry = made.values.dates[0];
    const secondTuesday = addDaysToLocalDate(firstTuesday, 7);
    const withException = rule({ frequency: 'weekly', dtstart: firstTuesday, byweekday: ['TU'], exdates: [firstTuesday] });
    await update(who.producer, made.id, payload({ name: 'Rule Change Night', dates: [{ id: entry?.id, time_start: '19:00', time_end: '21:00', date_recur: withException }] })).expect(200);
    let card = (await listed(who.user, 'Rule Change Night')).find((c) => c.id === made.id);
    expect(card?.nextEventOccurrence?.eventDate).toBe(secondTuesday);

    const firstThursday = nextWeekday(addDaysToLocalDate(today, 1), 3);
    const thursdays = rule({ frequency: 'weekly', dtstart: firstThursday, byweekday: ['TH'] });
    const res = await update(who.producer, made.id, payload({ name: 'Rule Change Night', dates: [{ id: entry?.id, time_start: '18:30', date_recur: thursdays }] })).expect(200);
    expect(eventFormSchema.parse(res.body).values.dates[0]).toMatchObject({ id: entry?.id, summary: 'Every Thursday', time_end: null });
    card = (await listed(who.user, 'Rule Change Night')).find((c) => c.id === made.id);
    expect(card?.nextEventOccurrence).toMatchObject({ eventDate: firstThursday, times: '6:30 PM' });
  });

  it("places occurrences in the venue's time zone", async () => {
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Pacific Session', point_of_interest: venues.west })).expect(201)).body);
    const detail = eventDetailSchema.parse((await request(t.server).get(`${V1}/events/${made.id}/`).expect(200)).body);
    expect(detail.nextEventOccurrence?.times).toBe('7:00 PM – 9:00 PM');
    // Fifty weekly dates cross a daylight-saving change: the wall clock stays 7 PM, the offset moves.
    expect(detail.occurences).toHaveLength(50);
    for (const o of detail.occurences) expect(o.timestampStart).toMatch(/T19:00:00-0[78]:00$/);
    expect(new Set(detail.occurences.map((o) => o.timestampStart.slice(-6)))).toEqual(new Set(['-08:00', '-07:00']));
  });

  it("answers each field's rule in the spec's wording", async () => {
    const empty = await create(who.producer, {}).expect(400);
    expect(empty.body).toMatchObject({
      name: ['This field is required.'],
      url: ['This field is required.'],
      event_type: ['This field is required.'],
      point_of_interest: ['This field is required.'],
      description: ['This field is required.'],
      age_group: ['Check all that apply.'],
    });
    const limits = await create(who.producer, payload({ name: 'x'.repeat(1025), price_information: 'p'.repeat(501), url: 'ftp://example.org', is_online: true, is_in_person: false })).expect(400);
    expect(limits.body).toEqual({
      name: ['This field is limited to 1024 characters.'],
      price_information: ['This field is limited to 500 characters.'],
      url: ['URL must begin with "http:" or "https:"'],
      online_url: ['This field is required.'],
    });
    const onlyMarkup = await create(who.producer, payload({ description: '<script>gone</script>' })).expect(400);
    expect(onlyMarkup.body).toEqual({ description: ['This field is required.'] });
    const wrongRefs = await create(who.producer, payload({ event_type: 999, point_of_interest: venues.other })).expect(400);
    expect(wrongRefs.body).toEqual({ event_type: [EVENT_FORM_MESSAGES.unknownEventType], point_of_interest: [EVENT_FORM_MESSAGES.venueNotManaged] });
    const noVenue = await create(who.zeditor, payload({ point_of_interest: 999_999 })).expect(400);
    expect(noVenue.body).toEqual({ point_of_interest: [EVENT_FORM_MESSAGES.unknownVenue] });
  });

  it('refuses rules that do not parse, a count of 0, an until before the start, past starts and too many extra dates', async () => {
    const dtstart = `DTSTART;VALUE=DATE:${firstTuesday.replace(/-/g, '')}`;
    const cases: [string, string][] = [
      ['not a rule at all', EVENT_FORM_MESSAGES.badRule],
      [`${dtstart}\nRRULE:FREQ=HOURLY`, EVENT_FORM_MESSAGES.badRule],
      [`${dtstart}\nRRULE:FREQ=WEEKLY;COUNT=0`, EVENT_FORM_MESSAGES.countZero],
      [`${dtstart}\nRRULE:FREQ=WEEKLY;UNTIL=${addDaysToLocalDate(firstTuesday, -1).replace(/-/g, '')}`, EVENT_FORM_MESSAGES.untilBeforeStart],
      [`DTSTART;VALUE=DATE:${addDaysToLocalDate(today, -2).replace(/-/g, '')}`, 'Date must not be earlier than today'],
      [`${dtstart}\nRDATE;VALUE=DATE:${Array.from({ length: 400 }, (_, i) => addDaysToLocalDate(firstTuesday, i + 1).replace(/-/g, '')).join(',')}`, EVENT_FORM_MESSAGES.tooManyExtraDates],
    ];
    for (const [text, message] of cases) {
      const res = await create(who.producer, payload({ dates: [{ time_start: '10:00', date_recur: text }] }));
      expect([text.slice(0, 60), res.status, res.body]).toEqual([text.slice(0, 60), 400, { 'dates.0.date_recur': [message] }]);
    }
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => addDaysToLocalDate(firstTuesday, i + 1).replace(/-/g, '')).join(',');
    const started = performance.now();
    const huge = await create(who.producer, payload({ dates: [{ time_start: '10:00', date_recur: `${dtstart}\nRDATE;VALUE=DATE:${tenThousand}` }] })).expect(400);
    expect(huge.body).toEqual({ 'dates.0.date_recur': [EVENT_FORM_MESSAGES.ruleTooLong] });
    expect(performance.now() - started).toBeLessThan(2000);
    const order = await create(who.producer, payload({ use_poi_times: true, dates: [], date_start: addDaysToLocalDate(today, 5), date_end: addDaysToLocalDate(today, 4) })).expect(400);
    expect(order.body).toEqual({ date_end: [expect.stringMatching(/^Date must not be earlier than \d{2}\/\d{2}\/\d{4}$/)] });
    const past = await create(who.producer, payload({ point_of_interest: venues.hours, use_poi_times: true, dates: [], date_start: addDaysToLocalDate(today, -3), date_end: addDaysToLocalDate(today, 4) })).expect(400);
    expect(past.body).toEqual({ date_start: ['Date must not be earlier than today'] });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM events WHERE name = 'Tuesday Jazz'`))[0].n).toBe(1);
  });

  it('keeps an existing date in the past when editing, but refuses a new past one and a foreign entry id', async () => {
    const id = await insertEventFixture(t.app, {
      venue_id: venues.hall,
      name: 'Long Running Class',
      url: 'https://example.org/class',
      series: [{ frequency: 'weekly', dtstart: addDaysToLocalDate(today, -30), byweekday: ['WE'], timeStart: '09:00', timeEnd: '10:00' }],
    });
    const form = eventFormSchema.parse((await request(t.server).get(fillPath(api.get.path, { id })).set(who.producer).expect(200)).body);
    const stored = form.values.dates[0];
    expect(stored?.series.dtstart).toBe(addDaysToLocalDate(today, -30));
    const body = payload({ name: 'Long Running Class', dates: [{ id: stored?.id, time_start: '09:00', time_end: '10:30', date_recur: stored?.date_recur ?? '' }] });
    await update(who.producer, id, body).expect(200);
    const moved = rule({ frequency: 'weekly', dtstart: addDaysToLocalDate(today, -29), byweekday: ['WE'] });
    const refused = await update(who.producer, id, payload({ dates: [{ id: stored?.id, time_start: '09:00', date_recur: moved }] })).expect(400);
    expect(refused.body).toEqual({ 'dates.0.date_recur': ['Date must not be earlier than today'] });
    const foreign = await update(who.producer, id, payload({ dates: [{ id: 999_999, time_start: '09:00', date_recur: stored?.date_recur ?? '' }] })).expect(400);
    expect(foreign.body).toEqual({ 'dates.0.id': [EVENT_FORM_MESSAGES.unknownDate] });
  });

  it("uses the venue's hours between the start and end dates", async () => {
    const start = addDaysToLocalDate(today, 1);
    const made = eventFormSchema.parse(
      (await create(who.producer, payload({ name: 'Open Hours Exhibit', point_of_interest: venues.hours, use_poi_times: true, dates: [], date_start: start, date_end: addDaysToLocalDate(start, 20) })).expect(201)).body,
    );
    expect(made.values).toMatchObject({ use_poi_times: true, date_start: start, dates: [] });
    const card = (await listed(who.user, 'Open Hours Exhibit')).find((c) => c.id === made.id);
    expect(card?.nextEventOccurrence).toMatchObject({ eventDate: nextWeekday(start, 0), times: '10:00 AM – 5:00 PM' });
    const noHours = await create(who.producer, payload({ use_poi_times: true, dates: [], date_start: start, date_end: addDaysToLocalDate(start, 3) })).expect(400);
    expect(noHours.body).toEqual({ use_poi_times: [EVENT_FORM_MESSAGES.noVenueHours] });
  });

  it('lets producers act on the events of their venues only, and editors on any', async () => {
    // The staff-only recertify flag is not a producer's to set, even on a new event (issue 25 N10).
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Guarded Gala', recertify: true })).expect(201)).body);
    expect(made.values.recertify).toBe(false);
    const item = { id: made.id };
    await create(who.user, payload()).expect(403);
    await request(t.server).post(api.create.path).send(payload()).expect(403);
    await request(t.server).get(fillPath(api.get.path, item)).set(who.other).expect(404);
    await update(who.other, made.id, payload({ point_of_interest: venues.other })).expect(404);
    await request(t.server).delete(fillPath(api.remove.path, item)).set(who.other).expect(404);
    await request(t.server).get(fillPath(api.get.path, { id: 999_999 })).set(who.zeditor).expect(404);

    const edited = await update(who.zeditor, made.id, payload({ name: 'Guarded Gala', recertify: true, point_of_interest: venues.other })).expect(200);
    expect(eventFormSchema.parse(edited.body).values).toMatchObject({ recertify: true, point_of_interest: venues.other });
    // A producer's save keeps the editor's recertify flag.
    const back = await update(who.other, made.id, payload({ name: 'Guarded Gala', point_of_interest: venues.other, recertify: false })).expect(200);
    expect(eventFormSchema.parse(back.body).values.recertify).toBe(true);
    await request(t.server).get(fillPath(api.get.path, item)).set(who.producer).expect(404);
  });

  it("records a catalogue editor's event writes for the Editor Report, and no producer's", async () => {
    const actions = (eventId: number) => t.db.query('SELECT action FROM staff_actions WHERE event_id = $1 ORDER BY id', [eventId]);
    const byProducer = eventFormSchema.parse((await create(who.producer, payload({ name: 'Producer Recorded Gala' })).expect(201)).body);
    expect(await actions(byProducer.id)).toEqual([]);
    const byEditor = eventFormSchema.parse((await create(who.zeditor, payload({ name: 'Editor Recorded Gala' })).expect(201)).body);
    await update(who.zeditor, byEditor.id, payload({ name: 'Editor Recorded Gala' })).expect(200);
    await update(who.zeditor, byProducer.id, payload({ name: 'Producer Recorded Gala' })).expect(200);
    expect(await actions(byEditor.id)).toEqual([{ action: 'event_create' }, { action: 'event_edit' }]);
    expect(await actions(byProducer.id)).toEqual([{ action: 'event_edit' }]);
  });

  it('refuses an over-quota publish with the publishing block, never for staff or editors', async () => {
    const first = eventFormSchema.parse((await create(who.quotaProducer, payload({ name: 'Quota One', point_of_interest: venues.quota })).expect(201)).body);
    const blocked = await create(who.quotaProducer, payload({ name: 'Quota Two', point_of_interest: venues.quota })).expect(400);
    expect(blocked.body).toEqual({ point_of_interest: ['This venue currently has 1 active event(s).', 'Upgrade to publish more events.'] });
    // Editing the active event itself is not a new publish.
    await update(who.quotaProducer, first.id, payload({ name: 'Quota One Renamed', point_of_interest: venues.quota })).expect(200);
    await create(who.staff, payload({ name: 'Staff Event', point_of_interest: venues.quota })).expect(201);
    await create(who.zeditor, payload({ name: 'Editor Event', point_of_interest: venues.quota })).expect(201);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM events WHERE name = 'Quota Two'`))[0].n).toBe(0);
  });

  it('lets only one of two simultaneous publishes take the last slot', async () => {
    const [a, b] = await Promise.all([
      create(who.racer, payload({ name: 'Race A', point_of_interest: venues.race })),
      create(who.racer, payload({ name: 'Race B', point_of_interest: venues.race })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM events WHERE venue_id = $1', [venues.race]))[0].n).toBe(1);
  });

  it('deletes an event from the listings, its page and the form', async () => {
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Doomed Recital' })).expect(201)).body);
    expect((await listed(who.user, 'Doomed Recital')).map((c) => c.id)).toContain(made.id);
    await request(t.server).delete(fillPath(api.remove.path, { id: made.id })).set(who.producer).expect(204);
    expect(await listed(who.user, 'Doomed Recital')).toEqual([]);
    await request(t.server).get(`${V1}/events/${made.id}/`).expect(404);
    await request(t.server).get(fillPath(api.get.path, { id: made.id })).set(who.producer).expect(404);
    await request(t.server).delete(fillPath(api.remove.path, { id: made.id })).set(who.producer).expect(404);
  });

  it('keeps a cancelled event listed, labelled, on its venue page too; its form reads the status back and its calendar file says CANCELLED', async () => {
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Cancelled Sonata' })).expect(201)).body);
    const edited = eventFormSchema.parse((await update(who.producer, made.id, payload({ name: 'Cancelled Sonata', status: 'cancelled' })).expect(200)).body);
    expect(edited.values.status).toBe('cancelled');
    const [card] = await listed(who.user, 'Cancelled Sonata');
    expect(card).toMatchObject({ id: made.id, status: 'cancelled' });
    expect(card?.highlights).toContain('cancelled');
    const venuePage = await request(t.server).get(`${V1}/poi/${venues.hall}/events/?page_size=100`).expect(200);
    expect(venuePage.body.results.find((c: EventCard) => c.id === made.id)?.status).toBe('cancelled');
    const detail = eventDetailSchema.parse((await request(t.server).get(`${V1}/events/${made.id}/`).expect(200)).body);
    expect(detail.status).toBe('cancelled');
    const calendar = await request(t.server).get(`/icalendar/event/${made.id}/`).expect(200);
    expect(calendar.text).toContain('STATUS:CANCELLED');
    expect(calendar.text).toContain('SUMMARY:Cancelled: Cancelled Sonata');
  });

  it('moves an event online and back: the status is stored as chosen, and an unknown one is refused with the field named', async () => {
    const made = eventFormSchema.parse((await create(who.producer, payload({ name: 'Streamed Quartet', status: 'moved_online' })).expect(201)).body);
    expect(made.values.status).toBe('moved_online');
    const [card] = await listed(who.user, 'Streamed Quartet');
    expect(card?.status).toBe('moved_online');
    const refused = await update(who.producer, made.id, payload({ name: 'Streamed Quartet', status: 'rescheduled' as never })).expect(400);
    expect(refused.body).toEqual({ status: ['Select a valid choice. rescheduled is not one of the available choices.'] });
    const back = eventFormSchema.parse((await update(who.producer, made.id, payload({ name: 'Streamed Quartet', status: 'scheduled' })).expect(200)).body);
    expect(back.values.status).toBe('scheduled');
  });

  it('writes nothing when any step of the transaction fails', async () => {
    await t.db.query(`
      CREATE FUNCTION fail_exploding_occurrences() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM events e WHERE e.id = NEW.event_id AND e.name = 'Exploding Event') THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query('CREATE TRIGGER fail_exploding_occurrences BEFORE INSERT ON event_occurrences FOR EACH ROW EXECUTE FUNCTION fail_exploding_occurrences()');
    try {
      await create(who.producer, payload({ name: 'Exploding Event' })).expect(500);
      const kept = eventFormSchema.parse((await create(who.producer, payload({ name: 'Steady Event' })).expect(201)).body);
      const failedEdit = await update(who.producer, kept.id, payload({ name: 'Exploding Event' }));
      expect(failedEdit.status).toBe(500);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM events WHERE name = 'Exploding Event'`))[0].n).toBe(0);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM event_dates d JOIN events e ON e.id = d.event_id WHERE e.name = 'Exploding Event'`))[0].n).toBe(0);
      const steady = eventFormSchema.parse((await request(t.server).get(fillPath(api.get.path, { id: kept.id })).set(who.producer).expect(200)).body);
      expect(steady.values.name).toBe('Steady Event');
      expect((await listed(who.user, 'Steady Event')).map((c) => c.id)).toContain(kept.id);
    } finally {
      await t.db.query('DROP TRIGGER fail_exploding_occurrences ON event_occurrences');
      await t.db.query('DROP FUNCTION fail_exploding_occurrences()');
    }
  });

  it("lists the producer's events, last added or by date, and every event for an editor", async () => {
    const mine = await request(t.server).get(api.list.path).set(who.producer).expect(200);
    const list = managedEventListSchema.parse(mine.body);
    expect(list.results.length).toBeGreaterThan(3);
    const venueNames = new Set(list.results.map((e) => e.pointOfInterest.name));
    expect([...venueNames].every((name) => ['Colonial Theatre', 'Sunset Room', 'Museum of Hours'].includes(name))).toBe(true);
    const created = list.results.map((e) => e.created);
    expect([...created].sort().reverse()).toEqual(created);
    expect(mine.headers['x-total-count']).toBe(String(list.pagination.totalItems));
    expect(list.upcoming).toBeLessThanOrEqual(list.pagination.totalItems);

    const byDate = managedEventListSchema.parse((await request(t.server).get(api.list.path).query({ ordering: 'date' }).set(who.producer).expect(200)).body);
    const starts = byDate.results.filter((e) => e.nextEventOccurrence !== null).map((e) => Date.parse(e.nextEventOccurrence?.timestamps.timestampStart ?? ''));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    const all = managedEventListSchema.parse((await request(t.server).get(api.list.path).query({ page_size: 100 }).set(who.zeditor).expect(200)).body);
    expect(all.pagination.totalItems).toBeGreaterThan(list.pagination.totalItems);
    await request(t.server).get(api.list.path).query({ ordering: 'name' }).set(who.producer).expect(400);
    await request(t.server).get(api.list.path).set(who.user).expect(403);
  });
});
