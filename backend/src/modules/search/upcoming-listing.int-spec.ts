import request from 'supertest';
import { eventSearchQuerySchema } from '@events/contracts/search';
import { useTestApp } from '../../testing/test-app.js';
import { CATALOGUE_MODULES } from '../../testing/catalogue-fixtures.js';
import { SearchModule } from './search.module.js';
import { OccurrencesScheduler } from '../events/occurrences.scheduler.js';
import { SearchService } from './search.service.js';

/**
 * Time as a visitor lives it (issue 27): at 5 pm a listing of today no longer opens on the events that ended in the
 * morning. The product's clock is pinned to 17:00 in the region on the day the clocks go forward; every statement
 * kind (ordered walks, the nearest-venue walk, the windowed pass, the digest's candidates) and the facets agree.
 */

const EVENTS = '/events/api/v1/events/';
const TODAY = '2027-03-14';
const TOMORROW = '2027-03-15';
const FIVE_PM = new Date('2027-03-14T17:00:00-04:00');
const PITTSFIELD = { latitude: 42.4501, longitude: -73.2454 };

type Card = { id: number; name: string; nextEventOccurrence: { eventDate: string; times: string } | null };
type Params = Record<string, string | number | readonly (string | number)[]>;

function url(params: Params): string {
  const parts = Object.entries(params).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((item) => `${key}[]=${encodeURIComponent(String(item))}`) : [`${key}=${encodeURIComponent(String(value))}`],
  );
  return parts.length === 0 ? EVENTS : `${EVENTS}?${parts.join('&')}`;
}

describe('upcoming listings leave out what has ended (real PostgreSQL, clock at 5 pm)', () => {
  const t = useTestApp({ modules: [SearchModule, ...CATALOGUE_MODULES], config: { clockAt: FIVE_PM } });
  let venueId = 0;
  const ids: Record<string, number> = {};

  /** An event with occurrences given as local `yyyy-MM-dd HH:mm` starts, each with its end (or none, lasting an hour). */
  async function addEvent(name: string, occurrences: readonly (readonly [string, string | null])[], fields: { featured?: boolean; price?: string; type?: number } = {}): Promise<void> {
    const [row] = await t.db.query(
      `INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, is_featured)
       VALUES ($1, $2, $3, $4, $5, '{adult}', $6) RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, fields.type ?? 8, venueId, fields.price ?? 'free', fields.featured ?? false],
    );
    const [series] = await t.db.query(`INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'custom', 'DTSTART:20270314', '10:00') RETURNING id`, [row.id]);
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
       SELECT $1, $2, o.starts::timestamp AT TIME ZONE 'America/New_York', o.ends::timestamp AT TIME ZONE 'America/New_York', o.starts::date
       FROM unnest($3::text[], $4::text[]) AS o(starts, ends)`,
      [row.id, series.id, occurrences.map(([start]) => start), occurrences.map(([, end]) => end)],
    );
    await t.db.query('SELECT refresh_event_search($1::int[])', [[row.id]]);
    ids[name] = row.id;
  }

  const get = (params: Params) => request(t.server).get(url(params)).expect(200);
  const names = (body: { results: Card[] }): string[] => body.results.map((card) => card.name);

  beforeAll(async () => {
    await t.app.get(OccurrencesScheduler).whenIdle();
    const [venue] = await t.db.query(
      `INSERT INTO venues (slug, name, city, state, lat, lon) VALUES ('hall', 'Upcoming Hall', 'Pittsfield', 'MA', $1, $2) RETURNING id`,
      [PITTSFIELD.latitude, PITTSFIELD.longitude],
    );
    venueId = venue.id;
    await addEvent('Morning Yoga', [[`${TODAY} 09:30`, `${TODAY} 11:00`]]);
    await addEvent('Featured Brunch', [[`${TODAY} 10:00`, `${TODAY} 12:00`]], { featured: true, type: 2 });
    // Without an end an occurrence lasts an hour: over at 14:15.
    await addEvent('Lunch Lecture', [[`${TODAY} 13:15`, null]], { price: 'low' });
    await addEvent('Late Shift', [[`${TODAY} 16:00`, `${TODAY} 17:30`], [`${TOMORROW} 16:00`, `${TOMORROW} 17:30`]]);
    await addEvent('Matinee', [[`${TODAY} 16:30`, `${TODAY} 18:00`]], { price: 'medium', type: 2 });
    await addEvent('Evening Concert', [[`${TODAY} 19:00`, `${TODAY} 21:00`]], { price: 'high' });
    // A daily market whose morning today is over: it counts from tomorrow's.
    await addEvent('Daily Market', [[`${TODAY} 10:00`, `${TODAY} 12:00`], [`${TOMORROW} 10:00`, `${TOMORROW} 12:00`], ['2027-03-16 10:00', '2027-03-16 12:00']]);
  });

  it("lists today's events in progress or to come, with the day's ended ones gone", async () => {
    const res = await get({ ordering: 'dt_next' });
    expect(names(res.body)).toEqual(['Late Shift', 'Matinee', 'Evening Concert']);
    expect(res.body.pagination.totalItems).toBe(3);
    const featured = await get({});
    expect(names(featured.body)).toEqual(['Late Shift', 'Matinee', 'Evening Concert']);
  });

  it('counts a series from its first occurrence not ended, which its card shows', async () => {
    const res = await get({ ordering: 'dt_next', date_end: TOMORROW });
    expect(names(res.body)).toEqual(['Late Shift', 'Matinee', 'Evening Concert', 'Daily Market']);
    const market = (res.body.results as Card[]).find((card) => card.name === 'Daily Market');
    expect(market?.nextEventOccurrence?.eventDate).toBe(TOMORROW);
    expect(market?.nextEventOccurrence?.times).toMatch(/^10:00 AM/);
  });

  it('keeps every order, the nearest-venue walk and the keyword pass to the same events', async () => {
    const twoDays = { date_end: TOMORROW };
    const expected = ['Daily Market', 'Evening Concert', 'Late Shift', 'Matinee'];
    // The keyword matches every event through its venue's name.
    const shapes: Params[] = [{ ordering: 'price' }, { ordering: '-price' }, { ordering: 'distance', ...PITTSFIELD, radius: 5 }, { keyword: 'upcoming' }];
    for (const params of shapes) {
      const res = await get({ ...twoDays, ...params });
      expect([...names(res.body)].sort()).toEqual(expected);
      expect(res.body.pagination.totalItems).toBe(4);
    }
  });

  it('still lists the whole day for a range that starts before today, as a look back', async () => {
    const res = await get({ ordering: 'dt_next', date_start: '2027-03-13', date_end: TODAY });
    expect(names(res.body)).toEqual(['Morning Yoga', 'Featured Brunch', 'Daily Market', 'Lunch Lecture', 'Late Shift', 'Matinee', 'Evening Concert']);
  });

  it('gives the calendar facets and the digest candidates the same events', async () => {
    const search = t.app.get(SearchService);
    const query = eventSearchQuerySchema.parse({ date_end: TOMORROW });
    const counts = await search.eventTypeCounts(query);
    expect(counts.map(({ id, count }) => [id, count])).toEqual([
      [8, 3],
      [2, 1],
    ]);
    const dates = await search.eventDates(query, 20);
    expect(dates.map((date) => [date.eventId, date.day])).toEqual([
      [ids['Late Shift'], TODAY],
      [ids['Matinee'], TODAY],
      [ids['Evening Concert'], TODAY],
      [ids['Daily Market'], TOMORROW],
      [ids['Late Shift'], TOMORROW],
    ]);
    const candidates = await search.listEvents(query, undefined, { eventIds: Object.values(ids), afterDay: TOMORROW });
    expect(candidates.results.map((card) => card.name).sort()).toEqual(['Daily Market', 'Evening Concert', 'Late Shift', 'Matinee']);
    expect(candidates.pagination.totalItems).toBe(4);
  });

  it('pages the same upcoming rows through the ordered walks as through one sort', async () => {
    // Enough of today's events (some over, some featured) that pages of one walk the listing order.
    await t.db.query(`
      WITH made AS (
        INSERT INTO events (slug, name, event_type_id, venue_id, price, age_groups, is_featured)
        SELECT 'crowd-' || g, 'Crowd ' || g, 8, $1, (ARRAY['free', 'low', 'medium', 'high'])[1 + g % 4], '{adult}', g % 5 = 0
        FROM generate_series(1, 40) AS g
        RETURNING id, substr(slug, 7)::int AS g
      ), series AS (
        INSERT INTO event_dates (event_id, frequency, date_recur, time_start)
        SELECT id, 'custom', 'DTSTART:20270314', '10:00' FROM made RETURNING id, event_id
      )
      INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
      SELECT m.id, s.id, (date '${TODAY}' + time '08:00' + m.g * interval '15 minutes') AT TIME ZONE 'America/New_York',
             (date '${TODAY}' + time '09:00' + m.g * interval '15 minutes') AT TIME ZONE 'America/New_York', date '${TODAY}'
      FROM made m JOIN series s ON s.event_id = m.id`,
      [venueId],
    );
    await t.db.query(`SELECT refresh_event_search(array_agg(id)) FROM events WHERE slug LIKE 'crowd-%'`);
    // Crowd g ends at 09:00 + g x 15 min: those up to g = 32 are over at 17:00, 33 to 40 are not.
    for (const ordering of ['featured', 'dt_next', 'price', '-price']) {
      const full = await get({ ordering, page_size: 100 });
      const all = (full.body.results as Card[]).map((card) => card.name);
      expect([...all].sort()).toEqual(['Crowd 33', 'Crowd 34', 'Crowd 35', 'Crowd 36', 'Crowd 37', 'Crowd 38', 'Crowd 39', 'Crowd 40', 'Evening Concert', 'Late Shift', 'Matinee']);
      const pieces: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get({ ordering, page_size: 1, page });
        pieces.push(...names(res.body));
        expect(res.body.pagination.totalItems).toBe(11);
      }
      expect(pieces).toEqual(all.slice(0, 3));
    }
  });
});
