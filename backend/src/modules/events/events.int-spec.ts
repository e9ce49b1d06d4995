import request from 'supertest';
import { eventDetailSchema, eventSchema } from '@events/contracts/events';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { EventsModule } from './events.module.js';
import { CATALOGUE_MODULES, insertCancelledPotteryClass, insertEventFixture, insertOnlinePoetryHour, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { EventCardsService } from '../cards/event-cards.service.js';
import { OccurrencesScheduler } from './occurrences.scheduler.js';
import { OccurrencesService } from './occurrences.service.js';

const NY = 'America/New_York';
const API = '/events/api/v1';

/** The next date on or after `date` that is a `weekday` (0 = Monday). */
function nextWeekday(date: string, weekday: number): string {
  const current = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToLocalDate(date, (weekday - current + 7) % 7);
}

describe('event detail, live search and a venue\'s events (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [EventsModule, ...CATALOGUE_MODULES] });
  /** Today in the region by the product's clock (set once the app runs). */
  let today: string;
  const ids = {} as Record<'venue' | 'hiddenVenue' | 'jazz' | 'pottery' | 'draft' | 'atHidden' | 'online' | 'emptyVenue', number>;

  beforeAll(async () => {
    today = regionToday(t.app);
    ids.venue = await insertVenueFixture(t.app, { name: 'Colonial Theatre', name_es: 'Teatro Colonial', street: '111 South Street', postal_code: '01201' });
    ids.hiddenVenue = await insertVenueFixture(t.app, { name: 'Closed Hall', published: false });
    ids.emptyVenue = await insertVenueFixture(t.app, { name: 'Quiet Barn', city: 'Lenox', lat: 42.3565, lon: -73.2848 });
    ids.jazz = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Jazz Night',
      name_es: 'Noche de Jazz',
      description_es: '<p>Jazz <b>en vivo</b></p>',
      price: 'low',
      price_information: '$15',
      age_groups: '{adult,senior}',
      is_featured: true,
      description: '<p><b>Live</b> jazz</p>',
      ticket_url: 'https://tickets.example.org/jazz',
      series: [{ frequency: 'weekly', dtstart: nextWeekday(addDaysToLocalDate(today, 1), 1), timeStart: '19:00', timeEnd: '21:00' }],
    });
    ids.pottery = await insertCancelledPotteryClass(t.app, ids.venue, today);
    ids.draft = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Jazz Draft',
      published: false,
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 4), timeStart: '10:00' }],
    });
    ids.atHidden = await insertEventFixture(t.app, {
      venue_id: ids.hiddenVenue,
      name: 'Jazz Elsewhere',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 4), timeStart: '10:00' }],
    });
    ids.online = await insertOnlinePoetryHour(t.app, ids.venue, today);
  });

  it('answers an event with its card fields, upcoming occurrences and the next one in the venue zone', async () => {
    const res = await request(t.server).get(`${API}/events/${ids.jazz}/`).expect(200);
    const body = eventDetailSchema.parse(res.body);
    expect(body).toMatchObject({
      id: ids.jazz,
      name: 'Jazz Night',
      nameEs: 'Noche de Jazz',
      absoluteUrl: `/events/${ids.jazz}/${body.slug}/`,
      description: '<p><b>Live</b> jazz</p>',
      descriptionEs: '<p>Jazz <b>en vivo</b></p>',
      eventType: { id: 12, name: 'Music' },
      ageGroup: [
        { value: 'adult', label: 'Adult (18+)' },
        { value: 'senior', label: 'Senior' },
      ],
      price: { value: 'low', label: 'Under $25' },
      priceInformation: '$15',
      isOnline: false,
      isInPerson: true,
      ticketUrl: 'https://tickets.example.org/jazz',
      highlights: ['recurring', 'highlight'],
      distance: null,
      pointOfInterest: {
        id: ids.venue,
        name: 'Colonial Theatre',
        nameEs: 'Teatro Colonial',
        shortAddress: '111 South Street, Pittsfield, MA',
        country: 'United States',
        countryCode: 'US',
        timeZone: NY,
      },
    });
    expect(body.occurences).toHaveLength(50);
    expect(body.nextEventOccurrence).toMatchObject({ times: '7:00 PM – 9:00 PM' });
    expect(body.nextEventOccurrence?.timestamps).toEqual(body.occurences[0]);
    expect(body.nextEventOccurrence?.eventDate).toBe(body.occurences[0]?.timestampStart.slice(0, 10));
    for (const o of body.occurences) {
      expect(o.timestampStart).toMatch(/^\d{4}-\d{2}-\d{2}T19:00:00-0[45]:00$/);
      expect(o.timestampEnd).toMatch(/T21:00:00-0[45]:00$/);
    }
    const starts = body.occurences.map((o) => Date.parse(o.timestampStart));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("counts an event's dates as upcoming until they end at the product's clock (one without an end lasts an hour)", async () => {
    await t.app.get(OccurrencesScheduler).whenIdle();
    const venueId = await insertVenueFixture(t.app, { name: 'Clock Tower Hall' });
    const id = await insertEventFixture(t.app, { venue_id: venueId, name: 'Around The Clock' });
    // A series of the past that never expands again; the occurrences below are dated from the clock's instant.
    const [series] = await t.db.query(`INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'once', 'DTSTART:20200101', '00:00') RETURNING id`, [id]);
    const now = new Date(Math.floor(t.clock.nowMs() / 1000) * 1000);
    const offsets = { ended: ['-3 hours', '-1 minute'], running: ['-1 hour', '1 hour'], openStarted: ['-59 minutes', null], openOver: ['-61 minutes', null], tomorrow: ['1 day', '1 day 2 hours'] };
    for (const [start, end] of Object.values(offsets)) {
      await t.db.query(
        `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
         VALUES ($1, $2, $3::timestamptz + $4::interval, $3::timestamptz + $5::interval, (($3::timestamptz + $4::interval) AT TIME ZONE 'America/New_York')::date)`,
        [id, series.id, now, start, end],
      );
    }
    const minutes = (n: number): number => now.getTime() + n * 60_000;
    const detail = eventDetailSchema.parse((await request(t.server).get(`${API}/events/${id}/`).expect(200)).body);
    expect(detail.occurences.map((o) => Date.parse(o.timestampStart))).toEqual([minutes(-60), minutes(-59), minutes(24 * 60)]);
    expect(Date.parse(detail.nextEventOccurrence?.timestamps.timestampStart ?? '')).toBe(minutes(-60));
    const venueEvents = await request(t.server).get(`${API}/poi/${venueId}/events/`).expect(200);
    expect(venueEvents.body.pagination.totalItems).toBe(1);
    // Once every date has ended the event is no longer upcoming.
    await t.db.query(`DELETE FROM event_occurrences WHERE event_id = $1 AND ends_at IS DISTINCT FROM $2::timestamptz - interval '1 minute'`, [id, now]);
    expect((await request(t.server).get(`${API}/poi/${venueId}/events/`).expect(200)).body.pagination.totalItems).toBe(0);
    expect(eventDetailSchema.parse((await request(t.server).get(`${API}/events/${id}/`).expect(200)).body).occurences).toEqual([]);
  });

  it('marks single, cancelled, promoted and postponed events; times without an end show the start only', async () => {
    const pottery = eventDetailSchema.parse((await request(t.server).get(`${API}/events/${ids.pottery}`).expect(200)).body);
    expect(pottery.highlights).toEqual(['single', 'cancelled']);
    expect(pottery.status).toBe('cancelled');
    expect(pottery.nextEventOccurrence).toEqual({
      eventDate: addDaysToLocalDate(today, 3),
      times: '10:00 AM',
      timestamps: { timestampStart: expect.stringMatching(new RegExp(`^${addDaysToLocalDate(today, 3)}T10:00:00-0[45]:00$`)), timestampEnd: null },
    });
    const online = eventDetailSchema.parse((await request(t.server).get(`${API}/events/${ids.online}/`).expect(200)).body);
    expect(online.highlights).toEqual(['single', 'promoted', 'postponed']);
    expect(online.status).toBe('postponed');
    expect(online).toMatchObject({ isOnline: true, isInPerson: false, onlineUrl: 'https://stream.example.org/poetry' });
  });

  it('answers 404 for unknown and unpublished events (or events of unpublished venues), 400 for a non-numeric id', async () => {
    for (const id of [ids.draft, ids.atHidden, 999999]) {
      const res = await request(t.server).get(`${API}/events/${id}/`).expect(404);
      expect(res.body).toMatchObject({ detail: 'Not found.' });
    }
    for (const id of ['abc', '1.5', '-1', '1e3', '99999999999']) {
      await request(t.server).get(`${API}/events/${id}/`).expect(400, { id: ['A valid integer is required.'] });
    }
  });

  it('live-searches published events by name from one character, best first, at most 10', async () => {
    const one = await request(t.server).get(`${API}/events/livesearch/?q=j`).expect(200);
    expect(one.body).toEqual([{ id: ids.jazz, name: 'Jazz Night', nameEs: 'Noche de Jazz', absolute_url: expect.stringMatching(new RegExp(`^/events/${ids.jazz}/jazz-night`)) }]);
    const word = await request(t.server).get(`${API}/events/livesearch?q=WHEEL`).expect(200);
    expect(word.body.map((i: { id: number }) => i.id)).toEqual([ids.pottery]);
    const fuzzy = await request(t.server).get(`${API}/events/livesearch/?q=poetry%20hour`).expect(200);
    expect(fuzzy.body.map((i: { id: number }) => i.id)).toEqual([ids.online]);
    await request(t.server).get(`${API}/events/livesearch/?q=zzqqxx`).expect(200, []);
    await request(t.server).get(`${API}/events/livesearch/?q=%25`).expect(200, []);
    // An event's Spanish name is found too, by prefix and by trigrams; without one, nothing is.
    for (const q of ['no', 'noche', 'noshe de jaz']) {
      const spanish = await request(t.server).get(`${API}/events/livesearch/`).query({ q }).expect(200);
      expect(spanish.body[0]).toMatchObject({ id: ids.jazz, name: 'Jazz Night', nameEs: 'Noche de Jazz' });
    }
    await t.db.query(`UPDATE events SET name_es = '' WHERE id = $1`, [ids.jazz]);
    await request(t.server).get(`${API}/events/livesearch/?q=noche`).expect(200, []);
    await t.db.query(`UPDATE events SET name_es = 'Noche de Jazz' WHERE id = $1`, [ids.jazz]);

    for (let i = 1; i <= 12; i++) {
      await insertEventFixture(t.app, { venue_id: ids.venue, name: `Trivia Night ${i}`, series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, i), timeStart: '19:00' }] });
    }
    const many = await request(t.server).get(`${API}/events/livesearch/?q=trivia`).expect(200);
    expect(many.body).toHaveLength(10);
  });

  it('looks an event up by id for live search and rejects bad input', async () => {
    const res = await request(t.server).get(`${API}/events/livesearch/?id=${ids.pottery}`).expect(200);
    expect(res.body).toEqual([{ id: ids.pottery, name: 'Pottery Wheel Basics', nameEs: '', absolute_url: expect.stringMatching(/^\/events\/\d+\/pottery-wheel-basics/) }]);
    await request(t.server).get(`${API}/events/livesearch/?id=${ids.draft}`).expect(200, []);
    await request(t.server).get(`${API}/events/livesearch/`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${API}/events/livesearch/?q=`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${API}/events/livesearch/?q=%20%20`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${API}/events/livesearch/?id=abc`).expect(400, { id: ['A valid integer is required.'] });
    const long = await request(t.server).get(`${API}/events/livesearch/?q=${'a'.repeat(201)}`).expect(400);
    expect(long.body).toEqual({ q: ['This field is limited to 200 characters.'] });
  });

  it('pages a venue\'s upcoming events with Link, x-total-count and pagination', async () => {
    const first = await request(t.server).get(`${API}/poi/${ids.venue}/events/?page_size=5`).expect(200);
    // Jazz, online poetry, the cancelled pottery class (listed until its date, labelled) and 12 trivia nights; drafts are left out.
    expect(first.headers['x-total-count']).toBe('15');
    expect(first.headers['link']).toBe(
      `<${API}/poi/${ids.venue}/events/?page_size=5&page=2>; rel="next", <${API}/poi/${ids.venue}/events/?page_size=5&page=3>; rel="last"`,
    );
    expect(first.body.pagination).toEqual({ curPage: 1, totalPages: 3, totalItems: 15 });
    expect(first.body.results).toHaveLength(5);
    for (const card of first.body.results) eventSchema.parse(card);
    const starts = first.body.results.map((c: { nextEventOccurrence: { timestamps: { timestampStart: string } } }) => Date.parse(c.nextEventOccurrence.timestamps.timestampStart));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    const last = await request(t.server).get(`${API}/poi/${ids.venue}/events?page_size=5&page=3`).expect(200);
    expect(last.body.results).toHaveLength(5);
    const beyond = await request(t.server).get(`${API}/poi/${ids.venue}/events/?page_size=5&page=9`).expect(200);
    expect(beyond.body).toEqual({ results: [], pagination: { curPage: 9, totalPages: 3, totalItems: 15 } });

    const empty = await request(t.server).get(`${API}/poi/${ids.emptyVenue}/events/`).expect(200);
    expect(empty.body).toEqual({ results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 } });
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it("carries the Spanish names on a venue's event cards, '' for an event without Spanish text", async () => {
    const res = await request(t.server).get(`${API}/poi/${ids.venue}/events/?page_size=50`).expect(200);
    const cards = (res.body.results as unknown[]).map((card) => eventSchema.parse(card));
    expect(cards.find((card) => card.id === ids.jazz)).toMatchObject({
      name: 'Jazz Night',
      nameEs: 'Noche de Jazz',
      eventType: { id: 12, name: 'Music', nameEs: 'Música' },
      pointOfInterest: { nameEs: 'Teatro Colonial' },
    });
    expect(cards.find((card) => card.id === ids.online)).toMatchObject({ nameEs: '' });
    const plain = eventDetailSchema.parse((await request(t.server).get(`${API}/events/${ids.online}/`).expect(200)).body);
    expect([plain.nameEs, plain.descriptionEs]).toEqual(['', '']);
  });

  it('answers 404 for the events of an unknown or unpublished venue and 400 for bad paging', async () => {
    expect((await request(t.server).get(`${API}/poi/${ids.hiddenVenue}/events/`).expect(404)).body).toMatchObject({ detail: 'Not found.' });
    await request(t.server).get(`${API}/poi/424242/events/`).expect(404);
    await request(t.server).get(`${API}/poi/abc/events/`).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get(`${API}/poi/${ids.venue}/events/?page=0`).expect(400, { page: ['The minimum value is 1.'] });
    await request(t.server).get(`${API}/poi/${ids.venue}/events/?page_size=101`).expect(400, { page_size: ['The maximum value is 100.'] });
    const far = await request(t.server).get(`${API}/poi/${ids.venue}/events/?page=99999999999`).expect(200);
    expect(far.body.results).toEqual([]);
  });

  it('never answers a 500 to odd input', async () => {
    for (const path of [
      `${API}/events/livesearch/?q[]=a&q[]=b`,
      `${API}/events/livesearch/?id=0`,
      `${API}/events/livesearch/?id=99999999999`,
      `${API}/events/livesearch/?q=${encodeURIComponent("'; DROP TABLE events; --")}`,
      `${API}/events/%20/`,
      `${API}/poi/${ids.venue}/events/?page=1e400`,
    ]) {
      const res = await request(t.server).get(path);
      expect([200, 400, 404]).toContain(res.status);
    }
  });

  it('keeps the recurring / single highlight current when an event\'s dates change', async () => {
    const cards = t.app.get(EventCardsService);
    const highlights = async (id: number) => (await cards.findCardsByIds([id]))[0]?.highlights;
    const id = await insertEventFixture(t.app, {
      venue_id: ids.venue,
      name: 'Print Fair',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 6), timeStart: '10:00' }],
    });
    expect(await highlights(id)).toEqual(['single']);
    // A second single date: two occurrences make a series.
    await t.db.query(`INSERT INTO event_dates (event_id, frequency, date_recur, time_start) SELECT event_id, frequency, replace(date_recur, $2, $3), time_start FROM event_dates WHERE event_id = $1`, [
      id,
      addDaysToLocalDate(today, 6).replaceAll('-', ''),
      addDaysToLocalDate(today, 9).replaceAll('-', ''),
    ]);
    await t.app.get(OccurrencesService).expandEvents([id]);
    expect(await highlights(id)).toEqual(['recurring']);
    await t.db.query('DELETE FROM event_dates WHERE id = (SELECT max(id) FROM event_dates WHERE event_id = $1)', [id]);
    await t.app.get(OccurrencesService).expandEvents([id]);
    expect(await highlights(id)).toEqual(['single']);
  });
});
