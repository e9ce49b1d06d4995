import {
  addDaysToLocalDate,
  addMonthsToLocalDate,
  formatInstantInZone,
  formatTimeRange,
  localDateOf,
  localToInstant,
  normalizeTime,
} from './local-time.js';

const NY = 'America/New_York';

describe('local time in a venue zone', () => {
  it('converts an ordinary wall-clock time', () => {
    expect(localToInstant('2026-12-01', '19:00', NY).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(localToInstant('2026-07-01', '19:00:00', NY).toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(localToInstant('2026-07-01', '19:00', 'Europe/London').toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(localToInstant('2026-07-01', '19:00', 'America/Los_Angeles').toISOString()).toBe('2026-07-02T02:00:00.000Z');
  });

  it('moves a time in the spring-forward gap forward by the gap (02:30 -> 03:30 EDT)', () => {
    expect(localToInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(formatInstantInZone(localToInstant('2026-03-08', '02:30', NY), NY)).toBe('2026-03-08T03:30:00-04:00');
    expect(localToInstant('2026-03-29', '01:15', 'Europe/London').toISOString()).toBe('2026-03-29T01:15:00.000Z');
  });

  it('takes the earlier instant of an ambiguous fall-back time (01:30 EDT, not EST)', () => {
    expect(localToInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(localToInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('formats instants with the zone offset and 12-hour ranges', () => {
    const start = localToInstant('2026-12-01', '19:00', NY);
    const end = localToInstant('2026-12-01', '21:30', NY);
    expect(formatInstantInZone(start, NY)).toBe('2026-12-01T19:00:00-05:00');
    expect(formatInstantInZone(start, 'UTC')).toBe('2026-12-02T00:00:00Z');
    expect(formatTimeRange(start, end, NY)).toBe('7:00 PM – 9:30 PM');
    expect(formatTimeRange(localToInstant('2026-12-01', '00:05', NY), null, NY)).toBe('12:05 AM');
    expect(formatTimeRange(localToInstant('2026-12-01', '12:00', NY), null, NY)).toBe('12:00 PM');
  });

  it('knows the local date of an instant', () => {
    expect(localDateOf(new Date('2026-12-02T03:00:00Z'), NY)).toBe('2026-12-01');
    expect(localDateOf(new Date('2026-12-02T03:00:00Z'), 'Europe/London')).toBe('2026-12-02');
  });

  it('does date arithmetic on local dates', () => {
    expect(addDaysToLocalDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToLocalDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonthsToLocalDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToLocalDate('2026-11-30', 13)).toBe('2027-12-30');
    expect(normalizeTime('7:05')).toBe('07:05:00');
    expect(() => normalizeTime('25:00')).toThrow(RangeError);
  });
});
