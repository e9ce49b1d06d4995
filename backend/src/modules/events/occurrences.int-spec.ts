import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { OccurrencesScheduler } from './occurrences.scheduler.js';
import { horizonThrough, OccurrencesService } from './occurrences.service.js';

type OccurrenceRow = { local_day: string; starts_at: string; ends_at: string | null };

/** A fixed clock, so the dates below do not depend on the day the tests run. */
const NOW = new Date('2031-01-10T17:00:00Z');

describe('occurrence expansion end to end (real PostgreSQL)', () => {
  const t = useTestApp({ modules: CATALOGUE_MODULES });
  let service: OccurrencesService;
  const venues = {} as Record<'ny' | 'london' | 'la', number>;

  const occurrences = async (eventId: number, from = '2031-01-09'): Promise<OccurrenceRow[]> =>
    t.db.query<OccurrenceRow[]>(
      `SELECT local_day::text, to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS starts_at,
              to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS ends_at
       FROM event_occurrences WHERE event_id = $1 AND local_day >= $2 ORDER BY starts_at`,
      [eventId, from],
    );

  /** Inserts the event (expanded for today by the fixture) and expands it again for NOW. */
  const eventAt = async (venueId: number, name: string, series: Parameters<typeof insertEventFixture>[1]['series']): Promise<number> => {
    const id = await insertEventFixture(t.app, { venue_id: venueId, name, series });
    await service.expandEvents([id], { now: NOW });
    return id;
  };

  beforeAll(async () => {
    service = t.app.get(OccurrencesService);
    await t.app.get(OccurrencesScheduler).whenIdle();
    venues.ny = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    venues.london = await insertVenueFixture(t.app, { name: 'Wigmore Rooms', city: 'London', country: 'GB', lat: 51.5177, lon: -0.1489, time_zone: 'Europe/London' });
    venues.la = await insertVenueFixture(t.app, { name: 'Echo Hall', city: 'Los Angeles', state: 'CA', lat: 34.0522, lon: -118.2437, time_zone: 'America/Los_Angeles' });
  });

  it('keeps 7 PM local through the spring-forward week in New York', async () => {
    const id = await eventAt(venues.ny, 'Evening Run', [{ frequency: 'daily', dtstart: '2031-03-06', timeStart: '19:00', timeEnd: '21:00', end: { type: 'count', count: 5 } }]);
    expect(await occurrences(id)).toEqual([
      { local_day: '2031-03-06', starts_at: '2031-03-07T00:00Z', ends_at: '2031-03-07T02:00Z' },
      { local_day: '2031-03-07', starts_at: '2031-03-08T00:00Z', ends_at: '2031-03-08T02:00Z' },
      { local_day: '2031-03-08', starts_at: '2031-03-09T00:00Z', ends_at: '2031-03-09T02:00Z' },
      { local_day: '2031-03-09', starts_at: '2031-03-09T23:00Z', ends_at: '2031-03-10T01:00Z' },
      { local_day: '2031-03-10', starts_at: '2031-03-10T23:00Z', ends_at: '2031-03-11T01:00Z' },
    ]);
  });

  it('moves a start in the spring-forward gap forward and takes the first of an ambiguous fall-back time', async () => {
    const gap = await eventAt(venues.ny, 'Night Owls', [{ frequency: 'daily', dtstart: '2031-03-08', timeStart: '02:30', timeEnd: '03:30', end: { type: 'count', count: 3 } }]);
    expect(await occurrences(gap)).toEqual([
      { local_day: '2031-03-08', starts_at: '2031-03-08T07:30Z', ends_at: '2031-03-08T08:30Z' },
      { local_day: '2031-03-09', starts_at: '2031-03-09T07:30Z', ends_at: '2031-03-09T07:30Z' },
      { local_day: '2031-03-10', starts_at: '2031-03-10T06:30Z', ends_at: '2031-03-10T07:30Z' },
    ]);
    const fallBack = await eventAt(venues.ny, 'Extra Hour', [{ frequency: 'once', dtstart: '2031-11-02', timeStart: '01:30', timeEnd: '02:30' }]);
    expect(await occurrences(fallBack)).toEqual([{ local_day: '2031-11-02', starts_at: '2031-11-02T05:30Z', ends_at: '2031-11-02T07:30Z' }]);
  });

  it('skips months without a 31st and ends after-midnight events the next day', async () => {
    const id = await eventAt(venues.ny, 'Month End Social', [
      { frequency: 'monthlyByDate', dtstart: '2031-01-31', timeStart: '22:00', timeEnd: '01:00', end: { type: 'count', count: 4 } },
    ]);
    expect(await occurrences(id)).toEqual([
      { local_day: '2031-01-31', starts_at: '2031-02-01T03:00Z', ends_at: '2031-02-01T06:00Z' },
      { local_day: '2031-03-31', starts_at: '2031-04-01T02:00Z', ends_at: '2031-04-01T05:00Z' },
      { local_day: '2031-05-31', starts_at: '2031-06-01T02:00Z', ends_at: '2031-06-01T05:00Z' },
      { local_day: '2031-07-31', starts_at: '2031-08-01T02:00Z', ends_at: '2031-08-01T05:00Z' },
    ]);
  });

  it('leaves out exception dates and adds extra dates', async () => {
    const id = await eventAt(venues.ny, 'Tuesday Club', [
      { frequency: 'weekly', dtstart: '2031-01-14', timeStart: '18:00', end: { type: 'until', until: '2031-02-11' }, exdates: ['2031-01-28'], rdates: ['2031-01-30'] },
    ]);
    expect((await occurrences(id)).map((o) => o.local_day)).toEqual(['2031-01-14', '2031-01-21', '2031-01-30', '2031-02-04', '2031-02-11']);
  });

  it('uses the venue zone elsewhere: London across its clock change, a late evening in Los Angeles', async () => {
    const london = await eventAt(venues.london, 'Evensong', [{ frequency: 'weekly', dtstart: '2031-03-25', timeStart: '19:30', end: { type: 'count', count: 2 } }]);
    expect(await occurrences(london)).toEqual([
      { local_day: '2031-03-25', starts_at: '2031-03-25T19:30Z', ends_at: null },
      { local_day: '2031-04-01', starts_at: '2031-04-01T18:30Z', ends_at: null },
    ]);
    const la = await eventAt(venues.la, 'Midnight Movie', [{ frequency: 'once', dtstart: '2031-02-28', timeStart: '23:30', timeEnd: '01:00' }]);
    expect(await occurrences(la)).toEqual([{ local_day: '2031-02-28', starts_at: '2031-03-01T07:30Z', ends_at: '2031-03-01T09:00Z' }]);
    const search = await t.db.query<{ day: string; prev_day: string | null }[]>(
      `SELECT day::text, prev_day::text FROM event_search WHERE event_id = $1 AND day >= '2031-01-09' ORDER BY day`,
      [london],
    );
    expect(search).toEqual([
      { day: '2031-03-25', prev_day: null },
      { day: '2031-04-01', prev_day: '2031-03-25' },
    ]);
  });

  it('bounds never-ending rules by the horizon (venue-local yesterday through 13 months) and expands idempotently', async () => {
    const id = await eventAt(venues.ny, 'Forever Weekly', [{ frequency: 'weekly', dtstart: '2030-01-01', timeStart: '12:00' }]);
    const first = await occurrences(id, '2000-01-01');
    const inWindow = first.filter((o) => o.local_day >= '2031-01-09');
    expect(inWindow[0]?.local_day).toBe('2031-01-14');
    expect(inWindow[inWindow.length - 1]?.local_day).toBe('2032-02-10');
    expect(horizonThrough(NOW)).toBe('2032-02-11');
    await service.expandEvents([id], { now: NOW });
    expect(await occurrences(id, '2000-01-01')).toEqual(first);
    const [row] = await t.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM event_search WHERE event_id = $1`, [id]);
    expect(row?.n).toBe(first.length);
  });

  it('skips a series it cannot read instead of failing the batch', async () => {
    const id = await insertEventFixture(t.app, { venue_id: venues.ny, name: 'Broken Rule' });
    await t.db.query(`INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'custom', 'DTSTART:20310301\nRRULE:FREQ=HOURLY', '10:00')`, [id]);
    const good = await insertEventFixture(t.app, { venue_id: venues.ny, name: 'Fine Rule' });
    await t.db.query(`INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'once', 'DTSTART:20310301', '10:00')`, [good]);
    const result = await service.expandEvents([id, good], { now: NOW });
    expect(result).toMatchObject({ events: 2, series: 2, badSeries: 1, occurrences: 1 });
  });
});

describe('the occurrence horizon job (real PostgreSQL)', () => {
  const t = useTestApp({ modules: CATALOGUE_MODULES });
  let service: OccurrencesService;
  let venue: number;
  let daily: number;
  /** The product's clock when the fixtures are written, and its day in the region. */
  let now: Date;
  let today: string;
  const count = async (eventId: number): Promise<number> =>
    (await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM event_occurrences WHERE event_id = $1', [eventId]))[0]?.n ?? -1;

  beforeAll(async () => {
    service = t.app.get(OccurrencesService);
    await t.app.get(OccurrencesScheduler).whenIdle();
    now = t.clock.now();
    today = regionToday(t.app);
    venue = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    daily = await insertEventFixture(t.app, { venue_id: venue, name: 'Daily Walk', series: [{ frequency: 'daily', dtstart: addDaysToLocalDate(today, -5), timeStart: '08:00' }] });
    await insertEventFixture(t.app, { venue_id: venue, name: 'Weekly Jam', series: [{ frequency: 'weekly', dtstart: today, timeStart: '19:00' }] });
  });

  it('ran at start-up and does nothing more while the horizon is current', async () => {
    const [horizon] = await t.db.query<{ through: string }[]>('SELECT expanded_through::text AS through FROM occurrence_horizon');
    expect(horizon?.through).toBe(horizonThrough(now));
    const before = await count(daily);
    expect(await service.runHorizonJob({ now })).toMatchObject({ ran: true, series: 0, newOccurrences: 0 });
    expect(await count(daily)).toBe(before);
  });

  it('re-running over existing occurrences adds nothing (idempotent)', async () => {
    const before = await count(daily);
    await t.db.query('DELETE FROM occurrence_horizon');
    expect(await service.runHorizonJob({ now })).toMatchObject({ ran: true, series: 2, newOccurrences: 0, eventsRefreshed: 0 });
    expect(await count(daily)).toBe(before);
  });

  it('extends every series by the days that came into the horizon, once', async () => {
    const before = await count(daily);
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const result = await service.runHorizonJob({ now: tomorrow });
    expect(result).toMatchObject({ ran: true, expandedThrough: horizonThrough(tomorrow) });
    expect(await count(daily)).toBe(before + 1);
    // Its search rows gain the new day and lose the day before yesterday as of tomorrow (the listing never shows it).
    const [search] = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM event_search WHERE event_id = $1', [daily]);
    expect(search?.n).toBe(before);
    expect(await service.runHorizonJob({ now: tomorrow })).toMatchObject({ ran: true, newOccurrences: 0 });
    expect(await count(daily)).toBe(before + 1);
  });

  it('drops search rows before yesterday but keeps the occurrences, and recounts future events', async () => {
    const [series] = await t.db.query<{ id: number }[]>('SELECT id FROM event_dates WHERE event_id = $1', [daily]);
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, local_day)
       VALUES ($1, $2, ($3::date + time '08:00') AT TIME ZONE 'America/New_York', $3::date)`,
      [daily, series?.id, addDaysToLocalDate(today, -10)],
    );
    await t.db.query('SELECT refresh_event_search($1)', [[daily]]);
    await t.db.query('UPDATE venues SET num_events_future = 99');
    const result = await service.runHorizonJob({ now });
    expect(result).toMatchObject({ ran: true });
    expect(result.ran && result.pruned).toBeGreaterThanOrEqual(1);
    const old = await t.db.query('SELECT 1 FROM event_search WHERE event_id = $1 AND day = $2', [daily, addDaysToLocalDate(today, -10)]);
    expect(old).toHaveLength(0);
    const kept = await t.db.query('SELECT 1 FROM event_occurrences WHERE event_id = $1 AND local_day = $2', [daily, addDaysToLocalDate(today, -10)]);
    expect(kept).toHaveLength(1);
    const [counted] = await t.db.query<{ num_events_future: number }[]>('SELECT num_events_future FROM venues WHERE id = $1', [venue]);
    expect(counted?.num_events_future).toBe(2);
  });

  it('skips while another instance holds the advisory lock', async () => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [lock] = (await runner.query(`SELECT pg_try_advisory_xact_lock(hashtext('events:job:occurrence-horizon')) AS locked`)) as { locked: boolean }[];
      expect(lock?.locked).toBe(true);
      expect(await service.runHorizonJob({ now })).toEqual({ ran: false });
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect(await service.runHorizonJob({ now })).toMatchObject({ ran: true });
  });

  it('two runs at the same time: one does the work, the other skips', async () => {
    await t.db.query('DELETE FROM occurrence_horizon');
    const results = await Promise.all([service.runHorizonJob({ now }), service.runHorizonJob({ now })]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.filter((r) => !r.ran)).toEqual([{ ran: false }]);
  });
});
