import { localDateOf } from '@events/domain/local-time';
import {
  ageMask,
  eventSearchCriteria,
  hasEventFilters,
  isFieldErrors,
  keywordQuery,
  MAX_OFFSET,
  minDotFor,
  priceRanks,
  resolveDateRange,
  searchArea,
  todayIn,
  unitVector,
  venueSearchCriteria,
} from './search-criteria.js';
import { byParameter } from './search.controller.js';
import { eventListingStatement, venueListingStatement } from './search.queries.js';
import { instantBounds } from './search-params.js';

describe('resolveDateRange', () => {
  it('defaults to today, and the end to the start', () => {
    expect(resolveDateRange({}, '2026-11-21')).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(resolveDateRange({ date_start: '2026-12-01' }, '2026-11-21')).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(resolveDateRange({ date_end: '2026-11-30' }, '2026-11-21')).toEqual({ start: '2026-11-21', end: '2026-11-30' });
  });

  it('refuses an end before the start and ranges over 366 days', () => {
    expect(resolveDateRange({ date_end: '2026-11-20' }, '2026-11-21')).toEqual({ date_end: ['Date must not be earlier than 2026-11-21'] });
    const tooLong = resolveDateRange({ date_start: '2028-01-01', date_end: '2029-01-01' }, '2026-11-21');
    expect(isFieldErrors(tooLong)).toBe(true);
    expect(tooLong).toEqual({ date_end: ['Date must not be later than 2028-12-31'] });
    expect(resolveDateRange({ date_start: '2028-01-01', date_end: '2028-12-31' }, '2026-11-21')).toEqual({ start: '2028-01-01', end: '2028-12-31' });
  });
});

describe('todayIn', () => {
  it('is the New York date, not the UTC one', () => {
    expect(todayIn(undefined, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(todayIn(undefined, new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
  });

  it('gives what localDateOf of libs/domain gives across a year of DST changes (cached offsets)', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (let t = start; t < start + 366 * 86_400_000; t += 97 * 60_000 + 13_000) {
        expect(todayIn(zone, new Date(t))).toBe(localDateOf(new Date(t), zone));
      }
    }
  });
});

describe('geometry', () => {
  it('gives unit vectors', () => {
    const v = unitVector(42.45, -73.25);
    expect(v.ux ** 2 + v.uy ** 2 + v.uz ** 2).toBeCloseTo(1, 12);
    expect(unitVector(90, 0).uz).toBeCloseTo(1, 12);
  });

  it('turns a radius into the smallest dot product on earthdistance sphere', () => {
    const a = unitVector(42.4501, -73.2454);
    const b = unitVector(42.7009, -73.1087); // about 18.7 miles away
    const dot = a.ux * b.ux + a.uy * b.uy + a.uz * b.uz;
    expect(dot >= minDotFor(19, 'mi')).toBe(true);
    expect(dot >= minDotFor(18, 'mi')).toBe(false);
    expect(dot >= minDotFor(31, 'km')).toBe(true);
    expect(dot >= minDotFor(29, 'km')).toBe(false);
    expect(minDotFor(14000, 'mi')).toBe(-1);
  });

  it('has no radius filter at Global, and no area without a point', () => {
    expect(searchArea({ latitude: 42, longitude: -73, radius: 15000 }, 'mi', 50)?.minDot).toBeNull();
    expect(searchArea({ latitude: 42, longitude: -73, radius: 25000 }, 'km', 50)?.minDot).toBeNull();
    expect(searchArea({ latitude: 42, longitude: -73, radius: 15000 }, 'km', 50)?.minDot).not.toBeNull();
    expect(searchArea({ latitude: 42, longitude: -73 }, 'mi', 50)?.minDot).toBeCloseTo(minDotFor(50, 'mi'), 15);
    expect(searchArea({ radius: 5 }, 'mi', 50)).toBeNull();
  });
});

describe('keywordQuery', () => {
  it('keeps words of letters and digits, each a prefix, all required', () => {
    expect(keywordQuery('Jazz  night')).toBe('jazz:* & night:*');
    expect(keywordQuery("o'brien's 3D café")).toBe('o:* & brien:* & s:* & 3d:* & café:*');
    expect(keywordQuery('jazz jazz')).toBe('jazz:*');
  });

  it('lets no tsquery operator through', () => {
    expect(keywordQuery("a:* | !(b) & 'c' <-> d\\")).toBe('a:* & b:* & c:* & d:*');
    expect(keywordQuery('&|!():*<>')).toBeNull();
    expect(keywordQuery('   ')).toBeNull();
    expect(keywordQuery(undefined)).toBeNull();
  });

  it('bounds the number and length of words', () => {
    expect(keywordQuery('a b c d e f g h i j k')?.split(' & ')).toHaveLength(8);
    expect(keywordQuery('x'.repeat(100))).toBe(`${'x'.repeat(60)}:*`);
  });
});

describe('filters as stored in event_search', () => {
  it('age groups become bits, always with all_ages', () => {
    expect(ageMask(undefined)).toBeNull();
    expect(ageMask(['child'])).toBe(0b1001);
    expect(ageMask(['adult', 'senior'])).toBe(0b11000001);
    expect(ageMask(['all_ages'])).toBe(1);
  });

  it('price tiers become ranks', () => {
    expect(priceRanks(['high', 'free', 'high'])).toEqual([0, 3]);
    expect(priceRanks([])).toBeNull();
  });
});

describe('criteria', () => {
  const page = { page: 3, page_size: 20 };
  const range = { start: '2026-11-21', end: '2026-11-27' };
  const now = new Date('2026-11-21T15:00:00Z');

  it('defaults the events ordering to featured and falls back to date order without a point', () => {
    expect(eventSearchCriteria({ ...page }, range, now).ordering).toBe('featured');
    expect(eventSearchCriteria({ ...page, ordering: 'distance' }, range, now).ordering).toBe('dt_next');
    expect(eventSearchCriteria({ ...page, ordering: 'distance', latitude: 42, longitude: -73 }, range, now).ordering).toBe('distance');
    expect(eventSearchCriteria({ ...page }, range, now).window).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(eventSearchCriteria({ page: Number.MAX_SAFE_INTEGER, page_size: 100 }, range, now).window.offset).toBe(MAX_OFFSET);
  });

  it("leaves out what has ended only when the range starts on the region's today, midnight by its clock", () => {
    // 23:30 on 21 November in New York is already the 22nd in UTC.
    const lateEvening = new Date('2026-11-22T04:30:00Z');
    expect(eventSearchCriteria({ ...page }, range, lateEvening).upcomingAt).toEqual(lateEvening);
    expect(eventSearchCriteria({ ...page }, { start: '2026-11-22', end: '2026-11-27' }, lateEvening).upcomingAt).toBeNull();
    expect(eventSearchCriteria({ ...page }, { start: '2026-11-20', end: '2026-11-27' }, now).upcomingAt).toBeNull();
    expect(eventSearchCriteria({ ...page }, range, now).upcomingAt).toEqual(now);
  });

  it('keeps venues with matching events only when event filters or dates are given', () => {
    expect(hasEventFilters({ ...page, keyword: 'hall', latitude: 42, longitude: -73 })).toBe(false);
    expect(hasEventFilters({ ...page, date_end: '2026-12-01' })).toBe(true);
    expect(hasEventFilters({ ...page, is_online: false })).toBe(false);
    expect(hasEventFilters({ ...page, is_online: true })).toBe(true);
    const venues = venueSearchCriteria({ ...page, event_types: [3, 3, 1], prices: ['low'] }, range);
    expect(venues.events).toEqual({
      range,
      filters: { eventTypes: [1, 3], priceRanks: [1], ageMask: null, isOnline: false, isInPerson: false },
    });
    expect(venues.ordering).toBe('name');
    expect(venueSearchCriteria({ ...page, latitude: 42, longitude: -73 }, range).ordering).toBe('distance');
  });
});

describe('instantBounds', () => {
  it('covers every zone from UTC+14 to UTC-12', () => {
    expect(instantBounds({ start: '2026-11-21', end: '2026-11-22' })).toEqual({
      from: '2026-11-20T10:00:00.000Z',
      to: '2026-11-23T12:00:00.000Z',
    });
  });
});

describe('byParameter', () => {
  it('reports a list parameter under its own name', () => {
    expect(byParameter({ 'event_types.0': ['A valid integer is required.'], 'event_types.2': ['A valid integer is required.'], page: ['x'] })).toEqual({
      event_types: ['A valid integer is required.'],
      page: ['x'],
    });
  });
});

describe('statements', () => {
  const range = { start: '2026-11-21', end: '2026-11-27' };
  const now = new Date('2026-11-21T15:00:00Z');
  const page = { page: 1, page_size: 20 };

  /** Every placeholder $1..$n appears in the text (an unused one has no type and fails at prepare time). */
  function placeholdersUsed(query: { text: string; values: unknown[] }): boolean {
    return query.values.every((_, i) => new RegExp(`\\$${i + 1}(?!\\d)`).test(query.text));
  }

  it.each([
    [{}],
    [{ latitude: 42.45, longitude: -73.25 }],
    [{ latitude: 42.45, longitude: -73.25, radius: 15000 }],
    [{ latitude: 42.45, longitude: -73.25, radius: 15000, ordering: 'distance' as const }],
    [{ latitude: 42.45, longitude: -73.25, ordering: 'distance' as const, keyword: 'jazz' }],
    [{ keyword: 'jazz', prices: ['free' as const], age_groups: ['child' as const], event_types: [3], is_online: true, is_in_person: true }],
    [{ ordering: 'price' as const, prices: ['low' as const, 'high' as const] }],
  ])('events %j: every parameter is used by the statement', (query) => {
    expect(placeholdersUsed(eventListingStatement(eventSearchCriteria({ ...page, ...query }, range, now), new Date(0)))).toBe(true);
  });

  it.each([
    [{}],
    [{ latitude: 42.45, longitude: -73.25 }],
    [{ latitude: 42.45, longitude: -73.25, radius: 15000, ordering: 'name' as const }],
    [{ latitude: 42.45, longitude: -73.25, radius: 15000, date_start: '2026-11-22' }],
    [{ keyword: 'hall', event_types: [3], date_end: '2026-11-30', ordering: '-num_events_future' as const }],
  ])('venues %j: every parameter is used by the statement', (query) => {
    expect(placeholdersUsed(venueListingStatement(venueSearchCriteria({ ...page, ...query }, range)))).toBe(true);
  });
});
