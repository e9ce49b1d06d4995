import request from 'supertest';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { CATALOGUE_MODULES } from '../../testing/catalogue-fixtures.js';
import { AuthModule } from '../auth/auth.module.js';
import { SearchModule } from './search.module.js';
import { OccurrencesScheduler } from '../events/occurrences.scheduler.js';
import { eventSearchQuerySchema, venueSearchQuerySchema } from '@events/contracts/search';
import { eventSearchCriteria, venueSearchCriteria } from './search-criteria.js';
import { SPAN_VALUES } from './first-in-range.queries.js';
import { eventListingStatement, venueListingStatement } from './search.queries.js';

const EVENTS = '/events/api/v1/events/';
const VENUES = '/events/api/v1/poi/';
const PITTSFIELD = { latitude: 42.4501, longitude: -73.2454 };
const RANGE = { date_start: '2031-03-08', date_end: '2031-03-20' };
const EARTH_RADIUS_M = 6378168;

type Card = { id: number; name: string; distance: number | null; nextEventOccurrence: { eventDate: string } | null };
type VenueCard = { id: number; name: string; distance: number | null; numEventsFuture: number };

function url(path: string, params: Record<string, string | number | boolean | readonly (string | number)[]>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}[]=${encodeURIComponent(String(item))}`);
    else parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return parts.length === 0 ? path : `${path}?${parts.join('&')}`;
}

/** Great-circle distance on earthdistance's sphere, in miles or kilometres. */
function distanceFrom(lat: number, lon: number, to: { lat: number; lon: number }, metersPerUnit: number): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const h = Math.sin(rad(to.lat - lat) / 2) ** 2 + Math.cos(rad(lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lon - lon) / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / metersPerUnit;
}

describe('events and venues listings (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [SearchModule, AuthModule, ...CATALOGUE_MODULES] });
  let searcher: TestAccount;
  /** A signed-in GET: the fixtures lie years ahead, and anonymous visitors may list only today and tomorrow. */
  const get = (path: string) => request(t.server).get(path).set(searcher.auth);
  const venue: Record<string, { id: number; lat: number; lon: number }> = {};
  const event: Record<string, number> = {};

  async function addVenue(key: string, fields: { name: string; city: string; lat: number; lon: number; hidden?: boolean; published?: boolean; futureEvents?: number; description?: string }): Promise<void> {
    const [row] = await t.db.query(
      `INSERT INTO venues (slug, name, city, state, lat, lon, hide_from_listing, published, num_events_future, description)
       VALUES ($1, $2, $3, 'MA', $4, $5, $6, $7, $8, $9) RETURNING id`,
      [key, fields.name, fields.city, fields.lat, fields.lon, fields.hidden ?? false, fields.published ?? true, fields.futureEvents ?? 0, fields.description ?? ''],
    );
    venue[key] = { id: row.id, lat: fields.lat, lon: fields.lon };
  }

  /** An event with local-time occurrences (yyyy-MM-dd days at `time` in New York) and its search rows. */
  async function addEvent(
    key: string,
    fields: {
      name: string;
      venue: string;
      type: number;
      price: 'free' | 'low' | 'medium' | 'high';
      ages: string[];
      days: string[];
      time?: string;
      online?: boolean;
      inPerson?: boolean;
      global?: boolean;
      featured?: boolean;
      published?: boolean;
      description?: string;
    },
  ): Promise<void> {
    const online = fields.online ?? false;
    const [row] = await t.db.query(
      `INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, is_online, online_url, is_in_person, is_global,
                           is_featured, published, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        key,
        fields.name,
        fields.type,
        venue[fields.venue]?.id,
        fields.price,
        fields.ages,
        online,
        online ? `https://stream.example/${key}` : '',
        fields.inPerson ?? true,
        fields.global ?? false,
        fields.featured ?? false,
        fields.published ?? true,
        fields.description ?? '',
      ],
    );
    const time = fields.time ?? '19:00';
    const recur = [`DTSTART:${(fields.days[0] ?? '').replace(/-/g, '')}`, ...(fields.days.length > 1 ? [`RDATE:${fields.days.slice(1).map((d) => d.replace(/-/g, '')).join(',')}`] : [])].join('\n');
    const [series] = await t.db.query(
      `INSERT INTO event_dates (event_id, frequency, date_recur, time_start, time_end) VALUES ($1, $2, $3, $4, $4::time + interval '2 hours') RETURNING id`,
      [row.id, fields.days.length > 1 ? 'custom' : 'once', recur, time],
    );
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
       SELECT $1, $2, (d + $4::time) AT TIME ZONE 'America/New_York', (d + $4::time + interval '2 hours') AT TIME ZONE 'America/New_York', d
       FROM unnest($3::date[]) AS d`,
      [row.id, series.id, fields.days, time],
    );
    await t.db.query('SELECT refresh_event_search($1::int[])', [[row.id]]);
    event[key] = row.id;
  }

  const names = (body: { results: { name: string }[] }): string[] => body.results.map((r) => r.name);

  beforeAll(async () => {
    searcher = await registerTestAccount(t, 'searcher@example.org');
    // The start-up occurrence job must not rewrite the fixtures' occurrences while they are inserted.
    await t.app.get(OccurrencesScheduler).whenIdle();

    await addVenue('colonial', { name: 'Colonial Theatre', city: 'Pittsfield', lat: 42.4501, lon: -73.2454, futureEvents: 3 });
    await addVenue('mocca', { name: 'Mass MoCA', city: 'North Adams', lat: 42.7009, lon: -73.1087, futureEvents: 7, description: 'Contemporary art museum' });
    await addVenue('hudson', { name: 'Hudson Hall', city: 'Hudson', lat: 42.2529, lon: -73.791, futureEvents: 1 });
    await addVenue('boston', { name: 'Boston Commons Hall', city: 'Boston', lat: 42.3601, lon: -71.0589, futureEvents: 2 });
    await addVenue('hidden', { name: 'Secret Barn', city: 'Pittsfield', lat: 42.45, lon: -73.25, hidden: true, futureEvents: 9 });
    await addVenue('draft', { name: 'Draft Venue', city: 'Pittsfield', lat: 42.45, lon: -73.25, published: false });

    // A weekly series that started before the range: its first occurrence inside it is 2031-03-10.
    await addEvent('jazz', { name: 'Jazz Night', venue: 'colonial', type: 12, price: 'low', ages: ['adult', 'senior'], days: ['2031-03-03', '2031-03-10', '2031-03-17'] });
    await addEvent('pottery', { name: 'Pottery Workshop', venue: 'mocca', type: 3, price: 'free', ages: ['child'], days: ['2031-03-12'], time: '10:00', featured: true });
    await addEvent('film', { name: 'Film Screening', venue: 'hudson', type: 7, price: 'medium', ages: ['all_ages'], days: ['2031-03-11'], time: '20:00', online: true });
    await addEvent('talk', { name: 'Marathon Talk', venue: 'boston', type: 16, price: 'high', ages: ['adult'], days: ['2031-03-09'], time: '18:00' });
    await addEvent('webinar', { name: 'Gardening Webinar', venue: 'boston', type: 5, price: 'free', ages: ['adult'], days: ['2031-03-14'], time: '12:00', online: true, inPerson: false, global: true });
    await addEvent('kids', { name: 'Kids Art Class', venue: 'colonial', type: 2, price: 'free', ages: ['toddler'], days: ['2031-03-25'], time: '09:00' });
    await addEvent('draft', { name: 'Draft Jazz', venue: 'colonial', type: 12, price: 'free', ages: ['adult'], days: ['2031-03-13'], published: false });
  });

  describe('events', () => {
    it('lists the first occurrence of each published event in range, featured first, then by start', async () => {
      const res = await get(url(EVENTS, { ...RANGE, radius: 15000 })).expect(200);
      expect(names(res.body)).toEqual(['Pottery Workshop', 'Marathon Talk', 'Jazz Night', 'Film Screening', 'Gardening Webinar']);
      expect(res.body.pagination).toEqual({ curPage: 1, totalPages: 1, totalItems: 5 });
      expect(res.headers['x-total-count']).toBe('5');
      // The body as res.json wrote it (pre-serialised: no weak ETag hashed over the page).
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(res.body))));
      expect(res.headers['etag']).toBeUndefined();
      const jazz = (res.body.results as Card[]).find((c) => c.id === event['jazz']);
      expect(jazz?.nextEventOccurrence?.eventDate).toBe('2031-03-10');
    });

    it('answers without the trailing slash too', async () => {
      const res = await get(url('/events/api/v1/events', { ...RANGE, radius: 15000 })).expect(200);
      expect(res.body.pagination.totalItems).toBe(5);
    });

    it('gives nextEventOccurrence inside the range for a series that started before it', async () => {
      const res = await get(url(EVENTS, { date_start: '2031-03-11', date_end: '2031-03-31', keyword: 'jazz' })).expect(200);
      expect(res.body.results.map((c: Card) => c.nextEventOccurrence?.eventDate)).toEqual(['2031-03-17']);
      const none = await get(url(EVENTS, { date_start: '2031-03-18', date_end: '2031-03-24', keyword: 'jazz' })).expect(200);
      expect(none.body.results).toEqual([]);
    });

    it('orders by date, distance and price', async () => {
      const order = async (ordering: string): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ...PITTSFIELD, radius: 15000, ordering })).expect(200)).body);
      expect(await order('dt_next')).toEqual(['Marathon Talk', 'Jazz Night', 'Film Screening', 'Pottery Workshop', 'Gardening Webinar']);
      expect(await order('distance')).toEqual(['Jazz Night', 'Pottery Workshop', 'Film Screening', 'Marathon Talk', 'Gardening Webinar']);
      expect(await order('price')).toEqual(['Pottery Workshop', 'Gardening Webinar', 'Jazz Night', 'Film Screening', 'Marathon Talk']);
      expect(await order('-price')).toEqual(['Marathon Talk', 'Film Screening', 'Jazz Night', 'Pottery Workshop', 'Gardening Webinar']);
      expect(await order('featured')).toEqual(['Pottery Workshop', 'Marathon Talk', 'Jazz Night', 'Film Screening', 'Gardening Webinar']);
    });

    it('keeps events inside the radius, with is_global events matching any radius', async () => {
      const at = async (radius: number, units?: string): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ...PITTSFIELD, radius, ordering: 'distance', ...(units ? { units } : {}) })).expect(200)).body);
      expect(await at(10)).toEqual(['Jazz Night', 'Gardening Webinar']);
      expect(await at(25)).toEqual(['Jazz Night', 'Pottery Workshop', 'Gardening Webinar']);
      expect(await at(50)).toEqual(['Jazz Night', 'Pottery Workshop', 'Film Screening', 'Gardening Webinar']);
      expect(await at(25, 'km')).toEqual(['Jazz Night', 'Gardening Webinar']);
      expect(await at(40, 'km')).toEqual(['Jazz Night', 'Pottery Workshop', 'Gardening Webinar']);
      expect(await at(25000, 'km')).toHaveLength(5);
      // Default radius for events: 50 miles.
      const byDefault = await get(url(EVENTS, { ...RANGE, ...PITTSFIELD })).expect(200);
      expect(byDefault.body.pagination.totalItems).toBe(4);
    });

    it('gives each card its distance in the search units', async () => {
      const mocca = venue['mocca'] as { lat: number; lon: number };
      const inMiles = await get(url(EVENTS, { ...RANGE, ...PITTSFIELD, keyword: 'pottery' })).expect(200);
      expect((inMiles.body.results as Card[])[0]?.distance).toBeCloseTo(distanceFrom(PITTSFIELD.latitude, PITTSFIELD.longitude, mocca, 1609.34), 1);
      const inKm = await get(url(EVENTS, { ...RANGE, ...PITTSFIELD, keyword: 'pottery', units: 'km' })).expect(200);
      expect((inKm.body.results as Card[])[0]?.distance).toBeCloseTo(distanceFrom(PITTSFIELD.latitude, PITTSFIELD.longitude, mocca, 1000), 1);
      const noPoint = await get(url(EVENTS, { ...RANGE, keyword: 'pottery' })).expect(200);
      expect((noPoint.body.results as Card[])[0]?.distance).toBeNull();
    });

    it('filters by category, age group, price and setting', async () => {
      const list = async (params: Record<string, string | number | boolean | readonly (string | number)[]>): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ordering: 'dt_next', ...params })).expect(200)).body);
      expect(await list({ event_types: [12] })).toEqual(['Jazz Night']);
      expect(await list({ event_types: [12, 7] })).toEqual(['Jazz Night', 'Film Screening']);
      // An all-ages event matches any age filter.
      expect(await list({ age_groups: ['child'] })).toEqual(['Film Screening', 'Pottery Workshop']);
      expect(await list({ age_groups: ['senior', 'toddler'] })).toEqual(['Jazz Night', 'Film Screening']);
      expect(await list({ prices: ['free'] })).toEqual(['Pottery Workshop', 'Gardening Webinar']);
      expect(await list({ prices: ['medium', 'high'] })).toEqual(['Marathon Talk', 'Film Screening']);
      expect(await list({ is_online: true })).toEqual(['Film Screening', 'Gardening Webinar']);
      expect(await list({ is_in_person: true })).toEqual(['Marathon Talk', 'Jazz Night', 'Film Screening', 'Pottery Workshop']);
      expect(await list({ is_online: true, is_in_person: true })).toEqual(['Film Screening']);
      expect(await list({ is_online: false })).toHaveLength(5);
      expect(await list({ prices: ['free'], ordering: 'featured' })).toEqual(['Pottery Workshop', 'Gardening Webinar']);
      expect(await list({ prices: ['free'], age_groups: ['adult'], event_types: [5] })).toEqual(['Gardening Webinar']);
    });

    it('matches keyword prefixes over the name, venue and category', async () => {
      const list = async (keyword: string): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ordering: 'dt_next', keyword })).expect(200)).body);
      expect(await list('jaz')).toEqual(['Jazz Night']);
      expect(await list('colon')).toEqual(['Jazz Night']);
      expect(await list('music')).toEqual(['Jazz Night']);
      expect(await list('Workshops')).toEqual(['Pottery Workshop']);
      expect(await list('garden web')).toEqual(['Gardening Webinar']);
      expect(await list('screenings')).toEqual(['Film Screening']);
      expect(await list('the')).toEqual(['Jazz Night']);
      expect(await list('zzz')).toEqual([]);
      // Text that would break to_tsquery is only words to the search.
      expect(await list("jazz'):* | !(")).toEqual(['Jazz Night']);
      expect(await list('&|!():*')).toHaveLength(5);
    });

    it('keeps keyword matches current when an event or its venue is renamed, and drops deleted events', async () => {
      const list = async (keyword: string): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ordering: 'dt_next', keyword })).expect(200)).body);
      const countKeywordRows = async (): Promise<number> => (await t.db.query('SELECT count(*)::int AS n FROM event_keywords k JOIN events e ON e.id = k.event_id AND e.search_vector = k.search_vector'))[0].n;
      const events = async (): Promise<number> => (await t.db.query('SELECT count(*)::int AS n FROM events'))[0].n;
      expect(await countKeywordRows()).toBe(await events());
      await t.db.query(`UPDATE events SET name = 'Blues Evening' WHERE id = $1`, [event['jazz']]);
      expect(await list('blues')).toEqual(['Blues Evening']);
      expect(await list('jazz')).toEqual([]);
      await t.db.query(`UPDATE venues SET name = 'Orpheum Theatre' WHERE id = $1`, [venue['colonial']?.id]);
      expect(await list('orpheum')).toEqual(['Blues Evening']);
      expect(await list('colonial')).toEqual([]);
      const [temp] = await t.db.query(`INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups) VALUES ('temp', 'Temporary Jazz', 12, $1, 'free', '{adult}') RETURNING id`, [venue['colonial']?.id]);
      expect(await countKeywordRows()).toBe(await events());
      await t.db.query('DELETE FROM events WHERE id = $1', [temp.id]);
      expect(await countKeywordRows()).toBe(await events());
      await t.db.query(`UPDATE venues SET name = 'Colonial Theatre' WHERE id = $1`, [venue['colonial']?.id]);
      await t.db.query(`UPDATE events SET name = 'Jazz Night' WHERE id = $1`, [event['jazz']]);
      expect(await list('jaz')).toEqual(['Jazz Night']);
      expect(await countKeywordRows()).toBe(await events());
    });

    it('finds events and venues by their producers\' Spanish names and descriptions, kept current as they change', async () => {
      const events = async (keyword: string): Promise<string[]> =>
        names((await get(url(EVENTS, { ...RANGE, ordering: 'dt_next', keyword })).expect(200)).body);
      const venues = async (keyword: string): Promise<string[]> => names((await get(url(VENUES, { keyword })).expect(200)).body);
      await t.db.query(`UPDATE events SET name_es = 'Noche de jazz', description_es = '<p>Un trío en directo</p>' WHERE id = $1`, [event['jazz']]);
      await t.db.query(`UPDATE venues SET name_es = 'Teatro Colonial', description_es = '<p>Un escenario histórico</p>' WHERE id = $1`, [venue['colonial']?.id]);
      expect(await events('noche')).toEqual(['Jazz Night']);
      expect(await events('directo')).toEqual(['Jazz Night']);
      expect(await events('teatro')).toContain('Jazz Night');
      expect(await venues('teatro')).toEqual(['Colonial Theatre']);
      expect(await venues('histórico')).toEqual(['Colonial Theatre']);

      await t.db.query(`UPDATE events SET name_es = '', description_es = '' WHERE id = $1`, [event['jazz']]);
      await t.db.query(`UPDATE venues SET name_es = '', description_es = '' WHERE id = $1`, [venue['colonial']?.id]);
      expect(await events('noche')).toEqual([]);
      expect(await events('teatro')).toEqual([]);
      expect(await venues('teatro')).toEqual([]);
    });

    it('defaults to today in New York', async () => {
      // Late in the day, so it has not ended whatever the hour the clock starts at.
      const today = regionToday(t.app);
      await addEvent('today', { name: 'Today Market', venue: 'colonial', type: 8, price: 'free', ages: ['all_ages'], days: [today], time: '23:45' });
      await addEvent('tomorrow', { name: 'Tomorrow Market', venue: 'colonial', type: 8, price: 'free', ages: ['all_ages'], days: [addDaysToLocalDate(today, 1)], time: '00:30' });
      const res = await get(url(EVENTS, { keyword: 'market' })).expect(200);
      expect(names(res.body)).toEqual(['Today Market']);
      expect((res.body.results as Card[])[0]?.nextEventOccurrence?.eventDate).toBe(today);
      const fromTomorrow = await get(url(EVENTS, { keyword: 'market', date_start: addDaysToLocalDate(today, 1) })).expect(200);
      expect(names(fromTomorrow.body)).toEqual(['Tomorrow Market']);
    });

    it("lists tonight's events all evening, and tomorrow is the region's next day, not UTC's", async () => {
      const today = regionToday(t.app);
      const tomorrow = addDaysToLocalDate(today, 1);
      // 23:30 in New York is already the next day in UTC; the listing files it under the region's day.
      await addEvent('tonight', { name: 'Tonight Cabaret', venue: 'colonial', type: 8, price: 'free', ages: ['all_ages'], days: [today], time: '23:30' });
      await addEvent('tomorrow-night', { name: 'Tomorrow Cabaret', venue: 'colonial', type: 8, price: 'free', ages: ['all_ages'], days: [tomorrow], time: '23:30' });
      const tonight = await request(t.server).get(url(EVENTS, { keyword: 'cabaret' })).expect(200);
      expect(names(tonight.body)).toEqual(['Tonight Cabaret']);
      expect((tonight.body.results as Card[])[0]?.nextEventOccurrence?.eventDate).toBe(today);
      // The "tomorrow" preset asks for the next region day; an anonymous visitor may list it.
      const next = await request(t.server).get(url(EVENTS, { keyword: 'cabaret', date_start: tomorrow, date_end: tomorrow })).expect(200);
      expect(names(next.body)).toEqual(['Tomorrow Cabaret']);
      expect((next.body.results as Card[])[0]?.nextEventOccurrence?.eventDate).toBe(tomorrow);
    });

    it('pages with page_size: body pagination, Link and x-total-count', async () => {
      const base = { ...RANGE, ordering: 'dt_next', page_size: 2 };
      const first = await get(url(EVENTS, base)).expect(200);
      expect(names(first.body)).toEqual(['Marathon Talk', 'Jazz Night']);
      expect(first.body.pagination).toEqual({ curPage: 1, totalPages: 3, totalItems: 5 });
      expect(first.headers['x-total-count']).toBe('5');
      const path = `${EVENTS}?date_start=2031-03-08&date_end=2031-03-20&ordering=dt_next&page_size=2`;
      expect(first.headers['link']).toBe(`<${path}&page=2>; rel="next", <${path}&page=3>; rel="last"`);
      expect(first.headers['access-control-expose-headers']).toBe('Link, x-total-count');

      const second = await get(url(EVENTS, { ...base, page: 2 })).expect(200);
      expect(names(second.body)).toEqual(['Film Screening', 'Pottery Workshop']);
      expect(second.headers['link']).toBe(`<${path}&page=3>; rel="next", <${path}&page=1>; rel="prev", <${path}&page=3>; rel="last"`);

      const last = await get(url(EVENTS, { ...base, page: 3 })).expect(200);
      expect(names(last.body)).toEqual(['Gardening Webinar']);

      for (const ordering of ['distance', 'featured']) {
        const beyond = await get(url(EVENTS, { ...base, ...PITTSFIELD, radius: 15000, ordering, page: 9 })).expect(200);
        expect(beyond.body).toEqual({ results: [], pagination: { curPage: 9, totalPages: 3, totalItems: 5 } });
        expect(beyond.headers['x-total-count']).toBe('5');
      }
      const beyondKeyword = await get(url(EVENTS, { ...base, keyword: 'jazz', page: 4 })).expect(200);
      expect(beyondKeyword.body.pagination).toEqual({ curPage: 4, totalPages: 1, totalItems: 1 });
    });

    it('pages the same rows whichever plan serves the page (ordered index scans or top-N)', async () => {
      // 300 events in June 2031 (ties in start times, every price, some featured, some series that began in May):
      // small pages go through the ordered scans (total >= 50 x page end), big ones through the top-N.
      await t.db.query(`
        WITH made AS (
          INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, is_featured)
          SELECT 'bulk-' || g, 'Bulk ' || g, 1 + g % 18, (SELECT id FROM venues WHERE slug = 'colonial'),
                 (ARRAY['free', 'low', 'medium', 'high'])[1 + g % 4], '{adult}', g % 11 = 0
          FROM generate_series(1, 300) AS g
          RETURNING id, slug
        ), series AS (
          INSERT INTO event_dates (event_id, frequency, date_recur, time_start)
          SELECT id, 'custom', 'DTSTART:20310525', '08:00' FROM made
          RETURNING id, event_id
        )
        INSERT INTO event_occurrences (event_id, event_date_id, starts_at, local_day)
        SELECT s.event_id, s.id, ((date '2031-06-01' + g % 5 + k * 7) + time '08:00' + (g % 4) * interval '30 minutes') AT TIME ZONE 'America/New_York',
               date '2031-06-01' + g % 5 + k * 7
        FROM series s JOIN made m ON m.id = s.event_id
        CROSS JOIN LATERAL (SELECT substr(m.slug, 6)::int AS g) n
        CROSS JOIN LATERAL generate_series(CASE WHEN g % 3 = 0 THEN -1 ELSE 0 END, 1) AS k`);
      await t.db.query(`SELECT refresh_event_search(array_agg(id)) FROM events WHERE slug LIKE 'bulk-%'`);
      const june = { date_start: '2031-06-01', date_end: '2031-06-05' };
      const filterSets: Record<string, string | number | readonly (string | number)[]>[] = [{}, { prices: ['low', 'high'] }, { event_types: [1, 2, 3, 4, 5, 6, 7, 8, 9] }];
      for (const ordering of ['featured', 'dt_next', 'price', '-price']) {
        for (const filters of filterSets) {
          const params = { ...june, ordering, ...filters };
          const full = await get(url(EVENTS, { ...params, page_size: 100 })).expect(200);
          const all = (full.body.results as Card[]).map((c) => c.id);
          expect(all).toHaveLength(Math.min(100, full.body.pagination.totalItems));
          const pieces: number[] = [];
          for (let page = 1; page <= 4; page++) {
            const res = await get(url(EVENTS, { ...params, page_size: 1, page })).expect(200);
            pieces.push(...(res.body.results as Card[]).map((c) => c.id));
            expect(res.body.pagination.totalItems).toBe(full.body.pagination.totalItems);
          }
          expect(pieces).toEqual(all.slice(0, 4));
          const third = await get(url(EVENTS, { ...params, page_size: 2, page: 3 })).expect(200);
          expect((third.body.results as Card[]).map((c) => c.id)).toEqual(all.slice(4, 6));
        }
      }
      const counted = await get(url(EVENTS, { ...june, page_size: 1 })).expect(200);
      expect(counted.body.pagination.totalItems).toBe(300);
      expect((counted.body.results as Card[])[0]?.nextEventOccurrence?.eventDate).toBe('2031-06-01');
    });

    it.each([
      [{ date_start: '2031-02-30' }, 'date_start', 'Enter a valid date.'],
      [{ date_start: '03/08/2031' }, 'date_start', 'Enter a valid date.'],
      [{ date_end: 'tomorrow' }, 'date_end', 'Enter a valid date.'],
      [{ date_start: '2031-03-10', date_end: '2031-03-09' }, 'date_end', 'Date must not be earlier than 2031-03-10'],
      [{ date_start: '2031-01-01', date_end: '2032-01-02' }, 'date_end', 'Date must not be later than 2032-01-01'],
      [{ radius: 0 }, 'radius', 'Value must be between 1 and 25000.'],
      [{ radius: 15001 }, 'radius', 'Value must be between 1 and 15000.'],
      [{ radius: 'far' }, 'radius', 'A valid number is required.'],
      [{ page_size: 1000 }, 'page_size', 'The maximum value is 100.'],
      [{ page: 0 }, 'page', 'The minimum value is 1.'],
      [{ page: 'two' }, 'page', 'A valid integer is required.'],
      [{ latitude: 91, longitude: 0 }, 'latitude', 'Value must be between -90 and 90.'],
      [{ latitude: 42, longitude: -181 }, 'longitude', 'Value must be between -180 and 180.'],
      [{ latitude: 'north', longitude: 0 }, 'latitude', 'A valid number is required.'],
      [{ latitude: 42 }, 'longitude', 'This field is required.'],
      [{ event_types: ['abc'] }, 'event_types', 'A valid integer is required.'],
      [{ event_types: [99] }, 'event_types', 'Select a valid choice. 99 is not one of the available choices.'],
      [{ event_types: [12, 3000000000] }, 'event_types', 'A valid integer is required.'],
      [{ age_groups: ['elderly'] }, 'age_groups', 'Select a valid choice. elderly is not one of the available choices.'],
      [{ prices: ['cheap'] }, 'prices', 'Select a valid choice. cheap is not one of the available choices.'],
      [{ is_online: 'maybe' }, 'is_online', 'Must be a valid boolean.'],
      [{ ordering: 'popularity' }, 'ordering', 'Select a valid choice. popularity is not one of the available choices.'],
      [{ units: 'ft' }, 'units', 'Select a valid choice. ft is not one of the available choices.'],
      [{ keyword: 'x'.repeat(201) }, 'keyword', 'This field is limited to 200 characters.'],
    ])('answers 400 with a field map for %j', async (params, field, message) => {
      for (const path of [EVENTS, VENUES]) {
        const res = await get(url(path, params)).expect(400);
        expect(res.body).toEqual({ [field]: [message] });
      }
    });

    it('answers 400 for a range over 366 days given by its end alone', async () => {
      const today = regionToday(t.app);
      const res = await get(url(EVENTS, { date_end: addDaysToLocalDate(today, 366) })).expect(400);
      expect(res.body).toEqual({ date_end: [`Date must not be later than ${addDaysToLocalDate(today, 365)}`] });
      await get(url(EVENTS, { date_end: addDaysToLocalDate(today, 365) })).expect(200);
      const before = await get(url(EVENTS, { date_end: addDaysToLocalDate(today, -1) })).expect(400);
      expect(before.body).toEqual({ date_end: [`Date must not be earlier than ${today}`] });
    });
  });

  describe('venues', () => {
    const list = async (params: Record<string, string | number | boolean | readonly (string | number)[]>): Promise<{ body: { results: VenueCard[]; pagination: unknown }; headers: Record<string, string> }> => {
      const res = await get(url(VENUES, params)).expect(200);
      return { body: res.body, headers: res.headers as Record<string, string> };
    };

    it('lists published, listable venues by distance within 25 miles by default, with their distance', async () => {
      const res = await list({ ...PITTSFIELD });
      expect(names(res.body)).toEqual(['Colonial Theatre', 'Mass MoCA']);
      expect(res.body.pagination).toEqual({ curPage: 1, totalPages: 1, totalItems: 2 });
      expect(res.body.results[0]?.distance).toBe(0);
      const mocca = venue['mocca'] as { lat: number; lon: number };
      expect(res.body.results[1]?.distance).toBeCloseTo(distanceFrom(PITTSFIELD.latitude, PITTSFIELD.longitude, mocca, 1609.34), 1);
      const km = await list({ ...PITTSFIELD, units: 'km', radius: 60 });
      expect(names(km.body)).toEqual(['Colonial Theatre', 'Mass MoCA', 'Hudson Hall']);
      expect(km.body.results[1]?.distance).toBeCloseTo(distanceFrom(PITTSFIELD.latitude, PITTSFIELD.longitude, mocca, 1000), 1);
    });

    it('orders by name and by event count, Global covering every venue', async () => {
      expect(names((await list({ ...PITTSFIELD, radius: 15000 })).body)).toEqual(['Colonial Theatre', 'Mass MoCA', 'Hudson Hall', 'Boston Commons Hall']);
      expect(names((await list({ ...PITTSFIELD, radius: 15000, ordering: 'name' })).body)).toEqual(['Boston Commons Hall', 'Colonial Theatre', 'Hudson Hall', 'Mass MoCA']);
      expect(names((await list({ ...PITTSFIELD, radius: 15000, ordering: '-num_events_future' })).body)).toEqual([
        'Mass MoCA',
        'Colonial Theatre',
        'Boston Commons Hall',
        'Hudson Hall',
      ]);
      // Without a point: every listable venue, by name.
      const noPoint = await list({});
      expect(names(noPoint.body)).toEqual(['Boston Commons Hall', 'Colonial Theatre', 'Hudson Hall', 'Mass MoCA']);
      expect(noPoint.body.results[0]?.distance).toBeNull();
    });

    it('matches keyword prefixes over the venue name, town and description', async () => {
      expect(names((await list({ keyword: 'moc' })).body)).toEqual(['Mass MoCA']);
      expect(names((await list({ keyword: 'pittsf' })).body)).toEqual(['Colonial Theatre']);
      expect(names((await list({ keyword: 'museums' })).body)).toEqual(['Mass MoCA']);
      expect(names((await list({ keyword: 'hall', ordering: 'name' })).body)).toEqual(['Boston Commons Hall', 'Hudson Hall']);
    });

    it('with event filters or dates keeps only venues with a matching event in range', async () => {
      expect(names((await list({ ...RANGE, ordering: 'name' })).body)).toEqual(['Boston Commons Hall', 'Colonial Theatre', 'Hudson Hall', 'Mass MoCA']);
      expect(names((await list({ date_start: '2031-03-21', date_end: '2031-03-31' })).body)).toEqual(['Colonial Theatre']);
      expect(names((await list({ ...RANGE, event_types: [7] })).body)).toEqual(['Hudson Hall']);
      expect(names((await list({ ...RANGE, prices: ['free'], ordering: 'name' })).body)).toEqual(['Boston Commons Hall', 'Mass MoCA']);
      expect(names((await list({ ...RANGE, age_groups: ['child'], ordering: 'name' })).body)).toEqual(['Hudson Hall', 'Mass MoCA']);
      expect(names((await list({ ...RANGE, is_online: true, ordering: 'name' })).body)).toEqual(['Boston Commons Hall', 'Hudson Hall']);
      expect(names((await list({ ...RANGE, is_in_person: true, ...PITTSFIELD })).body)).toEqual(['Colonial Theatre', 'Mass MoCA']);
      // A global online event does not bring its far venue into a radius.
      expect(names((await list({ ...RANGE, is_online: true, ...PITTSFIELD, radius: 50 })).body)).toEqual(['Hudson Hall']);
      expect(names((await list({ ...RANGE, keyword: 'hall', event_types: [16] })).body)).toEqual(['Boston Commons Hall']);
      expect((await list({ date_start: '2031-04-01', date_end: '2031-04-30' })).body.results).toEqual([]);
    });

    it('pages with Link and x-total-count', async () => {
      const first = await list({ ordering: 'name', page_size: 3 });
      expect(names(first.body)).toEqual(['Boston Commons Hall', 'Colonial Theatre', 'Hudson Hall']);
      expect(first.body.pagination).toEqual({ curPage: 1, totalPages: 2, totalItems: 4 });
      expect(first.headers['x-total-count']).toBe('4');
      expect(first.headers['link']).toBe(`<${VENUES}?ordering=name&page_size=3&page=2>; rel="next", <${VENUES}?ordering=name&page_size=3&page=2>; rel="last"`);
      const beyond = await list({ ordering: 'name', page_size: 3, page: 5 });
      expect(beyond.body).toEqual({ results: [], pagination: { curPage: 5, totalPages: 2, totalItems: 4 } });
    });
  });

  describe('ordered walks and top-N give the same pages', () => {
    // 220 venues around Pittsfield (repeated names, event counts and places, so ties are broken by name and id) with
    // one event each in July 2031: small pages walk the listing order (total >= 50 x page end), big ones sort.
    beforeAll(async () => {
      await t.db.query(`
        WITH made AS (
          INSERT INTO venues (slug, name, city, state, lat, lon, num_events_future)
          SELECT 'walk-' || g, 'Walk Hall ' || (g % 60), 'Pittsfield', 'MA',
                 42.45 + ((g * 37) % 61 - 30) * 0.005, -73.25 + ((g * 53) % 67 - 33) * 0.006, g % 7
          FROM generate_series(1, 220) AS g
          RETURNING id, slug
        ), events_made AS (
          INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, is_featured, is_global)
          SELECT 'walk-event-' || n.g, 'Walk Event ' || n.g, 1 + n.g % 18, made.id, (ARRAY['free', 'low', 'medium', 'high'])[1 + n.g % 4],
                 '{adult}', n.g % 13 = 0, n.g % 17 = 0
          FROM made CROSS JOIN LATERAL (SELECT substr(made.slug, 6)::int AS g) n
          RETURNING id, slug
        ), series AS (
          INSERT INTO event_dates (event_id, frequency, date_recur, time_start)
          SELECT id, 'custom', 'DTSTART:20310701', '10:00' FROM events_made
          RETURNING id, event_id
        )
        INSERT INTO event_occurrences (event_id, event_date_id, starts_at, local_day)
        SELECT s.event_id, s.id, ((date '2031-07-01' + n.g % 5) + time '10:00' + (n.g % 3) * interval '1 hour') AT TIME ZONE 'America/New_York',
               date '2031-07-01' + n.g % 5
        FROM series s JOIN events_made e ON e.id = s.event_id
        CROSS JOIN LATERAL (SELECT substr(e.slug, 12)::int AS g) n`);
      await t.db.query(`SELECT refresh_event_search(array_agg(id)) FROM events WHERE slug LIKE 'walk-event-%'`);
    });

    async function samePages(path: string, params: Record<string, string | number | boolean | readonly (string | number)[]>): Promise<number> {
      const full = await get(url(path, { ...params, page_size: 100 })).expect(200);
      const all = (full.body.results as { id: number }[]).map((c) => c.id);
      const pieces: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await get(url(path, { ...params, page_size: 1, page })).expect(200);
        pieces.push(...(res.body.results as { id: number }[]).map((c) => c.id));
        expect(res.body.pagination.totalItems).toBe(full.body.pagination.totalItems);
      }
      expect(pieces).toEqual(all.slice(0, 4));
      const second = await get(url(path, { ...params, page_size: 2, page: 2 })).expect(200);
      expect((second.body.results as { id: number }[]).map((c) => c.id)).toEqual(all.slice(2, 4));
      return full.body.pagination.totalItems as number;
    }

    const july = { date_start: '2031-07-01', date_end: '2031-07-05' };
    const julyRange = { start: july.date_start, end: july.date_end };

    it.each(['distance', 'name', '-num_events_future'])('venues by %s, with and without event filters', async (ordering) => {
      expect(await samePages(VENUES, { ...PITTSFIELD, radius: 100, ordering })).toBe(223);
      expect(await samePages(VENUES, { ...PITTSFIELD, radius: 100, ordering, ...july })).toBe(220);
      expect(await samePages(VENUES, { ...PITTSFIELD, radius: 100, ordering, ...july, prices: ['low', 'medium', 'high'] })).toBe(165);
      expect(await samePages(VENUES, { ordering: ordering === 'distance' ? 'name' : ordering, keyword: 'walk', ...july })).toBe(220);
    });

    it('events by distance: venues nearest first, or a top-N when few are inside the radius', async () => {
      expect(await samePages(EVENTS, { ...PITTSFIELD, radius: 100, ordering: 'distance', ...july })).toBe(220);
      expect(await samePages(EVENTS, { ...PITTSFIELD, radius: 15000, ordering: 'distance', ...july, event_types: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] })).toBeGreaterThan(140);
      // Inside 3 miles only a few: the global events far away still come, after them.
      const near = await get(url(EVENTS, { ...PITTSFIELD, radius: 3, ordering: 'distance', ...july, page_size: 100 })).expect(200);
      const distances = (near.body.results as Card[]).map((c) => c.distance ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(await samePages(EVENTS, { ...PITTSFIELD, radius: 3, ordering: 'distance', ...july })).toBe(near.body.pagination.totalItems);
    });

    it('walks the venues nearest first through their GiST index (KNN), never sorting every venue, in the generic plans', async () => {
      const runner = t.db.createQueryRunner();
      await runner.connect();
      try {
        await runner.query(`SET plan_cache_mode = force_generic_plan`);
        const plans: string[] = [];
        for (const [i, statement] of [
          eventListingStatement(eventSearchCriteria(eventSearchQuerySchema.parse({ ...PITTSFIELD, radius: 100, ordering: 'distance', ...july }), julyRange, t.clock.now()), t.clock.now()),
          venueListingStatement(venueSearchCriteria(venueSearchQuerySchema.parse({ ...PITTSFIELD, radius: 100, ordering: 'distance' }), julyRange)),
        ].entries()) {
          await runner.query(`PREPARE walk_${i} AS ${statement.text}`);
          const literal = (value: unknown): string => (Array.isArray(value) ? `{${value.join(',')}}` : value instanceof Date ? value.toISOString() : String(value));
          const args = statement.values.map((value) => (value === null ? 'NULL' : `'${literal(value)}'`));
          const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN EXECUTE walk_${i}(${args.join(', ')})`);
          plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
        }
        for (const plan of plans) {
          expect(plan).toMatch(/Index Scan using venues_earth_idx on venues v\w*\s+\(cost=[^\n]*\n\s*Order By: \(\(earth\)::cube <->/);
          // A full sort by distance (an incremental sort of the walk's output is fine).
          expect(plan).not.toMatch(/(?<!Incremental )Sort {2}\(cost=[^\n]*\n\s*Sort Key: \(\(\(v\w*\.earth\)::cube <->/);
        }
      } finally {
        await runner.release();
      }
    });
  });

  it('has every span value event_search_span() can produce that can hold a first occurrence', async () => {
    const rows: { span: number }[] = await t.db.query(
      `SELECT DISTINCT event_search_span(date '2031-01-01' + gap, date '2031-01-01')::int AS span
       FROM generate_series(1, 800) AS gap ORDER BY 1`,
    );
    const [first] = await t.db.query(`SELECT event_search_span(date '2031-01-01', NULL)::int AS span`);
    expect([...new Set([...rows.map((r) => r.span), first.span])].sort((a, b) => a - b)).toEqual(SPAN_VALUES);
  });
  it('lets anonymous visitors list only today and tomorrow, with a code the UI turns into the sign-up prompt', async () => {
    const today = regionToday(t.app);
    const tomorrow = addDaysToLocalDate(today, 1);
    for (const path of [EVENTS, VENUES]) {
      await request(t.server).get(url(path, { date_start: today, date_end: tomorrow })).expect(200);
      const wide = await request(t.server).get(url(path, { date_start: today, date_end: addDaysToLocalDate(today, 2) })).expect(403);
      expect(wide.body).toMatchObject({ code: 'sign_up_required' });
      await get(url(path, { date_start: today, date_end: addDaysToLocalDate(today, 30) })).expect(200);
    }
  });
});
