import { recurrenceSeriesSchema, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import {
  compileSeries,
  describeRecurrence,
  expandLocalDates,
  expandOccurrences,
  isRepeating,
  parseICalendar,
  summarizeRecurrence,
  toICalendar,
} from './recurrence.js';

const series = (input: Omit<RecurrenceSeriesInput, 'timeStart'> & { timeStart?: string }) =>
  recurrenceSeriesSchema.parse({ timeStart: '19:00', ...input });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('recurrence text', () => {
  it('writes floating DTSTART / RRULE / EXDATE / RDATE lines and reads them back', () => {
    const s = series({
      frequency: 'weekly',
      dtstart: '2026-12-01',
      byweekday: ['TU', 'TH'],
      interval: 2,
      end: { type: 'until', until: '2027-03-31' },
      exdates: ['2026-12-29', '2026-12-15'],
      rdates: ['2026-12-24'],
      timeEnd: '21:00',
    });
    const text = toICalendar(s);
    expect(text).toBe(
      [
        'DTSTART;VALUE=DATE:20261201',
        'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270331',
        'EXDATE;VALUE=DATE:20261215,20261229',
        'RDATE;VALUE=DATE:20261224',
      ].join('\n'),
    );
    expect(parseICalendar(text, { timeStart: '19:00', timeEnd: '21:00' }, 'weekly')).toEqual({
      ...s,
      exdates: ['2026-12-15', '2026-12-29'],
      timeStart: '19:00:00',
      timeEnd: '21:00:00',
    });
  });

  it('writes each frequency with its defaults taken from DTSTART', () => {
    expect(toICalendar(series({ frequency: 'once', dtstart: '2026-12-01' }))).toBe('DTSTART;VALUE=DATE:20261201');
    expect(toICalendar(series({ frequency: 'daily', dtstart: '2026-12-01', end: { type: 'count', count: 5 } }))).toContain(
      'RRULE:FREQ=DAILY;COUNT=5',
    );
    expect(toICalendar(series({ frequency: 'weekly', dtstart: '2026-12-01' }))).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(toICalendar(series({ frequency: 'monthlyByDate', dtstart: '2026-01-31' }))).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=31');
    expect(toICalendar(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-11' }))).toContain('RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=2');
    expect(toICalendar(series({ frequency: 'yearly', dtstart: '2026-07-04' }))).toContain('RRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4');
  });

  it('infers the frequency when the row does not say, and accepts the short DTSTART form', () => {
    expect(parseICalendar('DTSTART:20261201', { timeStart: '19:00' }).frequency).toBe('once');
    expect(parseICalendar('DTSTART:20261201\nRRULE:FREQ=MONTHLY;BYDAY=2FR', { timeStart: '19:00' })).toMatchObject({
      frequency: 'monthlyBySetPos',
      byweekday: ['FR'],
      bysetpos: [2],
    });
    expect(parseICalendar('DTSTART;VALUE=DATE:20261201\nRRULE:FREQ=DAILY;BYDAY=MO,WE', { timeStart: '9:00' })).toMatchObject({
      frequency: 'custom',
      ruleFrequency: 'DAILY',
      timeStart: '09:00:00',
    });
    expect(() => parseICalendar('RRULE:FREQ=DAILY', { timeStart: '19:00' })).toThrow('DTSTART is missing');
    expect(() => parseICalendar('DTSTART:20260230', { timeStart: '19:00' })).toThrow('Not a calendar date');
    expect(() => parseICalendar('DTSTART:20260201\nRRULE:FREQ=HOURLY', { timeStart: '19:00' })).toThrow('Unsupported FREQ');
  });
});

describe('expansion in floating local dates', () => {
  it('daily with an interval, bounded by COUNT', () => {
    const s = series({ frequency: 'daily', dtstart: '2026-12-30', interval: 2, end: { type: 'count', count: 4 } });
    expect(expandLocalDates(s, '2026-01-01', '2027-12-31')).toEqual(['2026-12-30', '2027-01-01', '2027-01-03', '2027-01-05']);
  });

  it('weekly on several days, bounded by UNTIL (inclusive)', () => {
    const s = series({ frequency: 'weekly', dtstart: '2026-12-01', byweekday: ['TU', 'SA'], end: { type: 'until', until: '2026-12-15' } });
    expect(expandLocalDates(s, '2026-11-01', '2027-12-31')).toEqual(['2026-12-01', '2026-12-05', '2026-12-08', '2026-12-12', '2026-12-15']);
  });

  it('never ending rules stop at the window', () => {
    const s = series({ frequency: 'weekly', dtstart: '2020-01-07' });
    const dates = expandLocalDates(s, '2026-12-01', '2027-12-01');
    expect(dates[0]).toBe('2026-12-01');
    expect(dates[dates.length - 1]).toBe('2027-11-30');
    expect(dates).toHaveLength(53);
  });

  it('monthly on the 31st skips months without one (RFC 5545)', () => {
    const s = series({ frequency: 'monthlyByDate', dtstart: '2026-01-31', end: { type: 'count', count: 5 } });
    expect(expandLocalDates(s, '2026-01-01', '2027-12-31')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31']);
  });

  it('monthly on the last day of the month with BYMONTHDAY=-1', () => {
    const s = series({ frequency: 'monthlyByDate', dtstart: '2028-01-31', bymonthday: [-1], end: { type: 'count', count: 3 } });
    expect(expandLocalDates(s, '2028-01-01', '2028-12-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('monthly by set position: the 2nd Friday and the last Sunday', () => {
    const second = series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-01', byweekday: ['FR'], bysetpos: [2], end: { type: 'count', count: 3 } });
    expect(expandLocalDates(second, '2026-12-01', '2027-12-31')).toEqual(['2026-12-11', '2027-01-08', '2027-02-12']);
    const last = series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-01', byweekday: ['SU'], bysetpos: [-1], end: { type: 'until', until: '2027-03-31' } });
    expect(expandLocalDates(last, '2026-12-01', '2027-12-31')).toEqual(['2026-12-27', '2027-01-31', '2027-02-28', '2027-03-28']);
  });

  it('yearly, and a yearly leap day only in leap years', () => {
    const july = series({ frequency: 'yearly', dtstart: '2026-07-04', end: { type: 'count', count: 3 } });
    expect(expandLocalDates(july, '2026-01-01', '2030-12-31')).toEqual(['2026-07-04', '2027-07-04', '2028-07-04']);
    const leap = series({ frequency: 'yearly', dtstart: '2024-02-29' });
    expect(expandLocalDates(leap, '2024-01-01', '2033-12-31')).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
  });

  it('drops exception dates (which do not extend a COUNT) and adds extra dates', () => {
    const s = series({
      frequency: 'weekly',
      dtstart: '2026-12-01',
      end: { type: 'count', count: 4 },
      exdates: ['2026-12-08'],
      rdates: ['2026-12-24'],
    });
    expect(expandLocalDates(s, '2026-11-01', '2027-12-31')).toEqual(['2026-12-01', '2026-12-15', '2026-12-22', '2026-12-24']);
  });

  it('a single date, and a custom series of extra dates only', () => {
    expect(expandLocalDates(series({ frequency: 'once', dtstart: '2026-12-01' }), '2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
    expect(expandLocalDates(series({ frequency: 'once', dtstart: '2026-12-01' }), '2026-12-02', '2027-12-01')).toEqual([]);
    const custom = series({ frequency: 'custom', dtstart: '2026-12-01', rdates: ['2026-12-03', '2027-01-09'] });
    expect(expandLocalDates(custom, '2026-12-02', '2027-12-01')).toEqual(['2026-12-03', '2027-01-09']);
  });

  it('gives the same dates in a late window as a full expansion from DTSTART (fast-forwarded start)', () => {
    const cases = [
      series({ frequency: 'daily', dtstart: '2023-01-03', interval: 3 }),
      series({ frequency: 'weekly', dtstart: '2023-01-05', interval: 2, byweekday: ['MO', 'TH'] }),
      series({ frequency: 'monthlyByDate', dtstart: '2023-01-31', interval: 5 }),
      series({ frequency: 'monthlyBySetPos', dtstart: '2023-02-01', interval: 2, byweekday: ['SU'], bysetpos: [-1] }),
      series({ frequency: 'yearly', dtstart: '2020-02-29', interval: 4 }),
      series({ frequency: 'yearly', dtstart: '2021-03-10', interval: 2 }),
      series({ frequency: 'custom', dtstart: '2023-03-15', ruleFrequency: 'MONTHLY' }),
      series({ frequency: 'weekly', dtstart: '2023-03-15', end: { type: 'until', until: '2027-02-01' } }),
    ];
    for (const s of cases) {
      const all = expandLocalDates(s, s.dtstart, '2028-12-31').filter((d) => d >= '2026-11-20');
      expect(expandLocalDates(s, '2026-11-20', '2028-12-31')).toEqual(all);
      expect(all.length).toBeGreaterThan(0);
    }
  });

  it('expands one compiled series over several windows alike', () => {
    const compiled = compileSeries(series({ frequency: 'daily', dtstart: '2026-12-01' }));
    expect(compiled.between('2026-12-05', '2026-12-06')).toEqual(['2026-12-05', '2026-12-06']);
    expect(compiled.between('2027-01-01', '2027-01-01')).toEqual(['2027-01-01']);
  });
});

describe('occurrence instants in the venue zone', () => {
  const NY = 'America/New_York';

  it('keeps the local wall-clock time across the spring-forward week in New York', () => {
    const s = series({ frequency: 'daily', dtstart: '2026-03-06', timeStart: '19:00', timeEnd: '21:00', end: { type: 'count', count: 4 } });
    expect(expandOccurrences(s, NY, '2026-03-01', '2026-03-31').map((o) => [o.localDay, iso(o.startsAt), iso(o.endsAt)])).toEqual([
      ['2026-03-06', '2026-03-07T00:00:00.000Z', '2026-03-07T02:00:00.000Z'],
      ['2026-03-07', '2026-03-08T00:00:00.000Z', '2026-03-08T02:00:00.000Z'],
      ['2026-03-08', '2026-03-08T23:00:00.000Z', '2026-03-09T01:00:00.000Z'],
      ['2026-03-09', '2026-03-09T23:00:00.000Z', '2026-03-10T01:00:00.000Z'],
    ]);
  });

  it('moves a start inside the gap forward and takes the earlier of an ambiguous fall-back time', () => {
    const gap = series({ frequency: 'once', dtstart: '2026-03-08', timeStart: '02:30', timeEnd: '04:00' });
    expect(expandOccurrences(gap, NY, '2026-03-08', '2026-03-08').map((o) => [iso(o.startsAt), iso(o.endsAt)])).toEqual([
      ['2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z'],
    ]);
    const fallBack = series({ frequency: 'once', dtstart: '2026-11-01', timeStart: '01:30', timeEnd: '02:30' });
    expect(expandOccurrences(fallBack, NY, '2026-11-01', '2026-11-01').map((o) => [iso(o.startsAt), iso(o.endsAt)])).toEqual([
      ['2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z'],
    ]);
  });

  it('ends the next day when the end time is earlier than the start', () => {
    const s = series({ frequency: 'once', dtstart: '2026-12-31', timeStart: '21:00', timeEnd: '01:00' });
    const [o] = expandOccurrences(s, NY, '2026-12-31', '2026-12-31');
    expect([o?.localDay, iso(o?.startsAt ?? null), iso(o?.endsAt ?? null)]).toEqual(['2026-12-31', '2027-01-01T02:00:00.000Z', '2027-01-01T06:00:00.000Z']);
  });

  it('uses other zones: London and Los Angeles', () => {
    const weekly = series({ frequency: 'weekly', dtstart: '2026-03-24', timeStart: '19:30', end: { type: 'count', count: 2 } });
    expect(expandOccurrences(weekly, 'Europe/London', '2026-03-01', '2026-04-30').map((o) => iso(o.startsAt))).toEqual([
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
    ]);
    expect(expandOccurrences(weekly, 'America/Los_Angeles', '2026-03-01', '2026-04-30').map((o) => iso(o.startsAt))).toEqual([
      '2026-03-25T02:30:00.000Z',
      '2026-04-01T02:30:00.000Z',
    ]);
  });

  it('month end and leap day keep their local dates', () => {
    const s = series({ frequency: 'monthlyByDate', dtstart: '2028-01-29', bymonthday: [29], timeStart: '23:30', end: { type: 'count', count: 2 } });
    expect(expandOccurrences(s, 'America/Los_Angeles', '2028-01-01', '2028-12-31').map((o) => [o.localDay, iso(o.startsAt)])).toEqual([
      ['2028-01-29', '2028-01-30T07:30:00.000Z'],
      ['2028-02-29', '2028-03-01T07:30:00.000Z'],
    ]);
  });
});

describe('summaries', () => {
  it('reads a rule like a person would', () => {
    expect(summarizeRecurrence(series({ frequency: 'once', dtstart: '2026-12-01' }))).toBe('Once on Dec 1, 2026');
    expect(summarizeRecurrence(series({ frequency: 'daily', dtstart: '2026-12-01' }))).toBe('Daily');
    expect(summarizeRecurrence(series({ frequency: 'daily', dtstart: '2026-12-01', interval: 3 }))).toBe('Every 3 days');
    expect(summarizeRecurrence(series({ frequency: 'weekly', dtstart: '2026-12-01' }))).toBe('Every Tuesday');
    expect(summarizeRecurrence(series({ frequency: 'weekly', dtstart: '2026-12-01', interval: 2, byweekday: ['MO', 'WE'] }))).toBe(
      'Every 2 weeks on Monday and Wednesday',
    );
    expect(summarizeRecurrence(series({ frequency: 'monthlyByDate', dtstart: '2026-12-15' }))).toBe('Monthly on the 15th');
    expect(summarizeRecurrence(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-11' }))).toBe('Every 2nd Friday');
    expect(summarizeRecurrence(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-01', byweekday: ['SU'], bysetpos: [-1] }))).toBe(
      'Every last Sunday',
    );
    expect(summarizeRecurrence(series({ frequency: 'yearly', dtstart: '2026-07-04', end: { type: 'count', count: 3 } }))).toBe(
      'Annually on July 4, 3 times',
    );
    expect(
      summarizeRecurrence(series({ frequency: 'weekly', dtstart: '2026-12-01', end: { type: 'until', until: '2027-01-31' }, exdates: ['2026-12-22'] })),
    ).toBe('Every Tuesday until Jan 31, 2027, except Dec 22, 2026');
    expect(
      summarizeRecurrence(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-08', byweekday: ['TU'], bysetpos: [2], end: { type: 'until', until: '2027-03-03' } })),
    ).toBe('Every 2nd Tuesday until Mar 3, 2027');
    expect(summarizeRecurrence(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-07', interval: 2 }))).toBe('Every 2 months on the 1st Monday');
  });

  it('gives the parts a summary is worded from, in any language', () => {
    expect(describeRecurrence(series({ frequency: 'weekly', dtstart: '2026-12-01', interval: 2, byweekday: ['MO', 'WE'] }))).toEqual({
      pattern: { kind: 'weekly', interval: 2, weekdays: ['MO', 'WE'] },
      end: { type: 'never' },
      exdates: [],
    });
    expect(
      describeRecurrence(series({ frequency: 'monthlyBySetPos', dtstart: '2026-12-08', byweekday: ['TU'], bysetpos: [2], end: { type: 'until', until: '2027-06-03' } })),
    ).toEqual({ pattern: { kind: 'monthlyByPosition', interval: 1, positions: [2], weekdays: ['TU'] }, end: { type: 'until', until: '2027-06-03' }, exdates: [] });
    expect(describeRecurrence(series({ frequency: 'yearly', dtstart: '2026-07-04', end: { type: 'count', count: 3 } })).pattern).toEqual({
      kind: 'yearly',
      interval: 1,
      months: [7],
      days: [4],
    });
    expect(describeRecurrence(series({ frequency: 'once', dtstart: '2026-12-01', rdates: ['2026-12-05'] })).pattern).toEqual({ kind: 'dateCount', count: 2 });
    expect(describeRecurrence(series({ frequency: 'custom', dtstart: '2026-12-01', rdates: ['2026-12-05'] })).pattern).toEqual({
      kind: 'dates',
      dates: ['2026-12-01', '2026-12-05'],
    });
  });

  it('tells repeating series from single ones', () => {
    expect(isRepeating(series({ frequency: 'once', dtstart: '2026-12-01' }))).toBe(false);
    expect(isRepeating(series({ frequency: 'weekly', dtstart: '2026-12-01' }))).toBe(true);
    expect(isRepeating(series({ frequency: 'custom', dtstart: '2026-12-01', rdates: ['2026-12-05'] }))).toBe(true);
  });
});
