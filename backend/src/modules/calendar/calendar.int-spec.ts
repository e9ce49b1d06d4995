import request from 'supertest';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { CATALOGUE_MODULES } from '../../testing/catalogue-fixtures.js';
import { CalendarModule } from './calendar.module.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../config/public-url.config.js';

/** A parsed iCalendar component: its properties (name, params, value) and child components. */
type Property = { name: string; params: Record<string, string>; value: string };
type Component = { type: string; props: Property[]; children: Component[] };

/** RFC 5545 reader just big enough for the tests: unfolds lines, then nests BEGIN/END blocks. */
function parseIcs(text: string): Component {
  expect(text.includes('\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
  const root: Component = { type: 'ROOT', props: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = '', ...paramParts] = head.split(';');
    const current = stack[stack.length - 1] as Component;
    if (name === 'BEGIN') {
      const child: Component = { type: value, props: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(current.type).toBe(value);
      stack.pop();
    } else {
      const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
      current.props.push({ name, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  return root;
}

const prop = (component: Component, name: string): Property | undefined => component.props.find((p) => p.name === name);
const unescapeText = (value: string): string => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

function calendarOf(text: string): { calendar: Component; events: Component[]; zones: Component[] } {
  const root = parseIcs(text);
  expect(root.children).toHaveLength(1);
  const calendar = root.children[0] as Component;
  expect(calendar.type).toBe('VCALENDAR');
  expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
  return {
    calendar,
    events: calendar.children.filter((c) => c.type === 'VEVENT'),
    zones: calendar.children.filter((c) => c.type === 'VTIMEZONE'),
  };
}

describe('GET /icalendar/event/{id}/ (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [CalendarModule, ...CATALOGUE_MODULES], config: { allowedHosts: [...DEFAULT_ALLOWED_HOSTS, 'events.example.org'] } });
  const ids: Record<string, number> = {};

  /** A venue, an event on it and its occurrences at local wall-clock times (venue zone), via plain SQL. */
  async function insertEvent(options: {
    key: string;
    zone?: string;
    venuePublished?: boolean;
    published?: boolean;
    cancelled?: boolean;
    online?: boolean;
    description?: string;
    starts: readonly string[]; // 'yyyy-MM-dd HH:mm' local
    minutes?: number | null;
  }): Promise<number> {
    const zone = options.zone ?? 'America/New_York';
    const [venue] = await t.db.query(
      `INSERT INTO venues (slug, name, street, city, state, postal_code, lat, lon, time_zone, published)
       VALUES ($1, $2, '111 South St', 'Pittsfield', 'MA', '01201', 42.4501, -73.2454, $3, $4) RETURNING id`,
      [`venue-${options.key}`, `Colonial Theatre ${options.key}`, zone, options.venuePublished ?? true],
    );
    const [event] = await t.db.query(
      `INSERT INTO events (slug, name, event_type_id, venue_id, description, status, is_in_person, is_online, online_url, published)
       VALUES ($1, $2, 12, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        `${options.key}-night`,
        `Jazz; Night, ${options.key}`,
        venue.id,
        options.description ?? '<p><b>Live</b> jazz &amp; blues</p>',
        options.cancelled ? 'cancelled' : 'scheduled',
        !options.online,
        options.online ?? false,
        options.online ? 'https://stream.example.org/jazz' : '',
        options.published ?? true,
      ],
    );
    const [series] = await t.db.query(
      `INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'custom', 'DTSTART:20260101', '19:00') RETURNING id`,
      [event.id],
    );
    for (const start of options.starts) {
      await t.db.query(
        `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day)
         SELECT $1, $2, l AT TIME ZONE $3, CASE WHEN $4::int IS NULL THEN NULL ELSE (l + make_interval(mins => $4::int)) AT TIME ZONE $3 END, l::date
         FROM (SELECT $5::timestamp AS l) s`,
        [event.id, series.id, zone, options.minutes === undefined ? 120 : options.minutes, start],
      );
    }
    ids[options.key] = event.id;
    return event.id;
  }

  beforeAll(async () => {
    await insertEvent({ key: 'bilingual', cancelled: true, starts: ['2026-12-07 18:00'] });
    await insertEvent({ key: 'dst', starts: ['2026-10-29 19:00', '2026-11-05 19:00', '2026-11-12 19:00', '2027-03-18 19:00'] });
    await insertEvent({ key: 'la', zone: 'America/Los_Angeles', starts: ['2026-12-01 20:30'], minutes: null });
    await insertEvent({ key: 'cancelled', cancelled: true, starts: ['2026-12-03 18:00'] });
    await insertEvent({ key: 'online', online: true, starts: ['2026-12-04 12:00'] });
    await insertEvent({ key: 'draft', published: false, starts: ['2026-12-05 12:00'] });
    await insertEvent({ key: 'hidden-venue', venuePublished: false, starts: ['2026-12-05 12:00'] });
    await insertEvent({ key: 'long', description: `<p>${'word '.repeat(200)}</p>`, starts: ['2026-12-06 12:00'] });
    // Dated from the product's clock: yesterday, today's first minute (past already, still today), then ahead.
    await insertEvent({
      key: 'soon',
      starts: [`${dayFromToday(-1)} 10:00`, `${dayFromToday(0)} 00:00`, `${dayFromToday(2)} 10:00`, `${dayFromToday(300)} 10:00`, `${dayFromToday(400)} 10:00`],
    });
  });

  const url = (key: string, query = '') => `/icalendar/event/${ids[key]}/${query}`;

  it('answers an .ics attachment with one VEVENT per occurrence in range, in the venue zone', async () => {
    const res = await request(t.server).get(url('dst', '?dtstart=2026-10-01&dtend=2026-11-30')).set('Host', 'events.example.org').expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dst-night.ics"');
    const { calendar, events, zones } = calendarOf(res.text);
    expect(prop(calendar, 'METHOD')?.value).toBe('PUBLISH');
    expect(events).toHaveLength(3);

    // 19:00 local on both sides of the end of daylight saving time (1 November 2026).
    expect(events.map((e) => prop(e, 'DTSTART'))).toEqual([
      { name: 'DTSTART', params: { TZID: 'America/New_York' }, value: '20261029T190000' },
      { name: 'DTSTART', params: { TZID: 'America/New_York' }, value: '20261105T190000' },
      { name: 'DTSTART', params: { TZID: 'America/New_York' }, value: '20261112T190000' },
    ]);
    expect(prop(events[0] as Component, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'America/New_York' }, value: '20261029T210000' });

    // The VTIMEZONE for that TZID maps those wall-clock times to the right instants.
    expect(zones).toHaveLength(1);
    const zone = zones[0] as Component;
    expect(prop(zone, 'TZID')?.value).toBe('America/New_York');
    const observances = zone.children.map((o) => ({
      type: o.type,
      start: prop(o, 'DTSTART')?.value,
      from: prop(o, 'TZOFFSETFROM')?.value,
      to: prop(o, 'TZOFFSETTO')?.value,
    }));
    expect(observances).toEqual(
      expect.arrayContaining([
        { type: 'DAYLIGHT', start: '20260308T020000', from: '-0500', to: '-0400' },
        { type: 'STANDARD', start: '20261101T020000', from: '-0400', to: '-0500' },
      ]),
    );

    const first = events[0] as Component;
    expect(prop(first, 'SUMMARY')?.value).toBe('Jazz\\; Night\\, dst');
    expect(unescapeText(prop(first, 'LOCATION')?.value ?? '')).toBe('Colonial Theatre dst, 111 South St, Pittsfield, MA 01201');
    expect(prop(first, 'GEO')?.value).toBe('42.4501;-73.2454');
    const pageUrl = `http://events.example.org/events/${ids['dst']}/dst-night/`;
    expect(prop(first, 'URL')?.value).toBe(pageUrl);
    expect(unescapeText(prop(first, 'DESCRIPTION')?.value ?? '')).toBe(`Live jazz & blues\n\n${pageUrl}`);
    expect(prop(first, 'STATUS')?.value).toBe('CONFIRMED');
    expect(prop(first, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('keeps UIDs stable between requests and across a re-expansion of the occurrences', async () => {
    const path = url('dst', '?dtstart=2026-10-01&dtend=2027-12-31');
    const uids = async () => calendarOf((await request(t.server).get(path).set('Host', 'events.example.org').expect(200)).text).events.map((e) => prop(e, 'UID')?.value);
    const before = await uids();
    expect(before).toEqual([
      `event-${ids['dst']}-20261029T230000Z@events.example.org`,
      `event-${ids['dst']}-20261106T000000Z@events.example.org`,
      `event-${ids['dst']}-20261113T000000Z@events.example.org`,
      `event-${ids['dst']}-20270318T230000Z@events.example.org`,
    ]);
    expect(new Set(before).size).toBe(4);

    // The occurrence job deletes and re-inserts rows (new ids): same UIDs.
    await t.db.query(
      `WITH gone AS (DELETE FROM event_occurrences WHERE event_id = $1 RETURNING event_id, event_date_id, starts_at, ends_at, local_day)
       INSERT INTO event_occurrences (event_id, event_date_id, starts_at, ends_at, local_day) SELECT * FROM gone`,
      [ids['dst']],
    );
    expect(await uids()).toEqual(before);
    const again = await request(t.server).get(path).set('Host', 'events.example.org').expect(200);
    const once = await request(t.server).get(path).set('Host', 'events.example.org').expect(200);
    expect(again.text).toBe(once.text);
  });

  it('writes another zone with its own VTIMEZONE, and no DTEND without an end time', async () => {
    const res = await request(t.server).get(url('la', '?dtstart=2026-12-01&dtend=2026-12-01')).expect(200);
    const { events, zones } = calendarOf(res.text);
    expect(events).toHaveLength(1);
    expect(prop(events[0] as Component, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'America/Los_Angeles' }, value: '20261201T203000' });
    expect(prop(events[0] as Component, 'DTEND')).toBeUndefined();
    expect(prop(events[0] as Component, 'UID')?.value).toMatch(new RegExp(`^event-${ids['la']}-20261202T043000Z@`));
    expect(zones.map((z) => prop(z, 'TZID')?.value)).toEqual(['America/Los_Angeles']);
    expect(res.text).toContain('TZOFFSETTO:-0800');
  });

  it('marks a cancelled event CANCELLED and puts an online event at its stream URL', async () => {
    const cancelled = calendarOf((await request(t.server).get(url('cancelled', '?dtstart=2026-12-01&dtend=2026-12-31')).expect(200)).text);
    expect(cancelled.events.map((e) => prop(e, 'STATUS')?.value)).toEqual(['CANCELLED']);
    const online = calendarOf((await request(t.server).get(url('online', '?dtstart=2026-12-01&dtend=2026-12-31')).expect(200)).text);
    expect(unescapeText(prop(online.events[0] as Component, 'LOCATION')?.value ?? '')).toBe('https://stream.example.org/jazz');
    expect(prop(online.events[0] as Component, 'GEO')).toBeUndefined();
  });

  it('trims the description to 500 characters plus an ellipsis before the page URL', async () => {
    const res = await request(t.server).get(url('long', '?dtstart=2026-12-01&dtend=2026-12-31')).expect(200);
    const description = unescapeText(prop(calendarOf(res.text).events[0] as Component, 'DESCRIPTION')?.value ?? '');
    const [text, pageUrl] = description.split('\n\n');
    expect(text).toMatch(/…$/);
    expect(Array.from(text as string).length).toBeLessThanOrEqual(501);
    expect(pageUrl).toMatch(new RegExp(`/events/${ids['long']}/long-night/$`));
  });

  it('defaults to today (venue zone) through one year ahead, and takes either bound alone', async () => {
    const all = calendarOf((await request(t.server).get(url('soon')).expect(200)).text);
    expect(all.events).toHaveLength(3); // today at 00:00, +2 and +300 days; not yesterday, not +400
    const fromYesterday = calendarOf((await request(t.server).get(url('soon', `?dtstart=${dayFromToday(-1)}`)).expect(200)).text);
    expect(fromYesterday.events).toHaveLength(4);
    const untilTomorrow = calendarOf((await request(t.server).get(url('soon', `?dtend=${dayFromToday(1)}`)).expect(200)).text);
    expect(untilTomorrow.events).toHaveLength(1);
    const noneInRange = await request(t.server).get(url('soon', '?dtstart=2020-01-01&dtend=2020-01-31')).expect(200);
    expect(calendarOf(noneInRange.text).events).toHaveLength(0);
    expect(noneInRange.text).toContain('BEGIN:VCALENDAR');
  });

  /** The region day `days` after today by the product's clock. */
  function dayFromToday(days: number): string {
    return addDaysToLocalDate(regionToday(t.app), days);
  }

  it('answers 404 for an unknown id, an unpublished event or an event at an unpublished venue', async () => {
    await request(t.server).get('/icalendar/event/999999/').expect(404, { detail: 'Not found.', code: 'event_not_found' });
    await request(t.server).get(url('draft')).expect(404);
    await request(t.server).get(url('hidden-venue')).expect(404);
  });

  it('answers 400 with a field map for bad ids and dates, never a 500', async () => {
    await request(t.server).get('/icalendar/event/abc/').expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get('/icalendar/event/99999999999/').expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get('/icalendar/event/0').expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get(url('dst', '?dtstart=2026-02-30')).expect(400, { dtstart: ['Enter a valid date.'] });
    await request(t.server).get(url('dst', '?dtstart=12/01/2026')).expect(400, { dtstart: ['Enter a valid date.'] });
    await request(t.server).get(url('dst', '?dtend=tomorrow')).expect(400, { dtend: ['Enter a valid date.'] });
    await request(t.server)
      .get(url('dst', '?dtstart=2026-12-01&dtend=2026-11-01'))
      .expect(400, { dtend: ['Date must not be earlier than 2026-12-01'] });
    await request(t.server).get(url('dst', '?dtend=2001-01-01')).expect(400);
  });

  it('words the file in the request\'s language: Spanish labels and the producer\'s Spanish texts, saying so in Content-Language and Vary', async () => {
    const id = ids['bilingual'] as number;
    await t.db.query(`UPDATE events SET name_es = 'Noche de jazz', description_es = '<p>Jazz <b>en vivo</b></p>' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE venues SET name_es = 'Teatro Colonial' WHERE id = (SELECT venue_id FROM events WHERE id = $1)`, [id]);
    const path = url('bilingual', '?dtstart=2026-12-01&dtend=2026-12-31');
    const pageUrl = `http://events.example.org/events/${id}/bilingual-night/`;

    const spanish = await request(t.server).get(path).set('Host', 'events.example.org').set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5').expect(200);
    expect(spanish.headers['content-language']).toBe('es');
    // Public, so keyed on the language cookie by the shared cache rather than varying on every cookie (cache-class.ts).
    expect(spanish.headers.vary).not.toMatch(/Cookie/);
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
    expect(spanish.headers['content-disposition']).toBe('attachment; filename="bilingual-night.ics"');
    const es = calendarOf(spanish.text);
    expect(prop(es.calendar, 'PRODID')?.value).toBe('-//region-events//events//ES');
    expect(prop(es.calendar, 'X-WR-CALNAME')?.value).toBe('Noche de jazz');
    const [entry] = es.events as [Component];
    expect(prop(entry, 'SUMMARY')?.value).toBe('Cancelado: Noche de jazz');
    expect(prop(entry, 'STATUS')?.value).toBe('CANCELLED');
    expect(unescapeText(prop(entry, 'DESCRIPTION')?.value ?? '')).toBe(`Jazz en vivo\n\n${pageUrl}`);
    expect(unescapeText(prop(entry, 'LOCATION')?.value ?? '')).toBe('Teatro Colonial, 111 South St, Pittsfield, MA 01201');

    // English (asked for, or by default) reads as it always did, and says so too.
    const english = await request(t.server).get(path).set('Host', 'events.example.org').set('Accept-Language', 'en-US').expect(200);
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toMatch(/Accept-Language/);
    const en = calendarOf(english.text);
    expect(prop(en.calendar, 'PRODID')?.value).toBe('-//region-events//events//EN');
    expect(prop(en.events[0] as Component, 'SUMMARY')?.value).toBe('Cancelled: Jazz\\; Night\\, bilingual');
    expect(unescapeText(prop(en.events[0] as Component, 'DESCRIPTION')?.value ?? '')).toBe(`Live jazz & blues\n\n${pageUrl}`);
    expect(unescapeText(prop(en.events[0] as Component, 'LOCATION')?.value ?? '')).toBe('Colonial Theatre bilingual, 111 South St, Pittsfield, MA 01201');
    const unasked = await request(t.server).get(path).set('Host', 'events.example.org').expect(200);
    expect(unasked.text).toBe(english.text);

    // A Spanish reader of an event its producer wrote no Spanish for gets its English texts under Spanish labels.
    const plain = calendarOf((await request(t.server).get(url('cancelled', '?dtstart=2026-12-01&dtend=2026-12-31')).set('Accept-Language', 'es').expect(200)).text);
    expect(prop(plain.events[0] as Component, 'SUMMARY')?.value).toBe('Cancelado: Jazz\\; Night\\, cancelled');
  });

  it('answers without the trailing slash too, publicly', async () => {
    await request(t.server).get(`/icalendar/event/${ids['dst']}?dtstart=2026-10-01&dtend=2026-10-31`).expect(200);
  });
});
