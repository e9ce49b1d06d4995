import { onceSeries, type RecurrenceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { expandLocalDates } from '@events/domain/recurrence';
import { seriesFromToday } from './series-from-today.js';

const TODAY = '2027-03-10';
const times = { timeStart: '19:00', timeEnd: '21:00' };
const base = (over: Partial<RecurrenceSeries>): RecurrenceSeries => ({ ...onceSeries('2027-01-05', times), ...over });
const within = (series: RecurrenceSeries) => expandLocalDates(series, TODAY, addDaysToLocalDate(TODAY, 365));

describe('seriesFromToday', () => {
  const cases: [string, RecurrenceSeries][] = [
    ['weekly on its start weekday', base({ frequency: 'weekly', dtstart: '2027-01-05' })],
    ['every other week on two days, with exceptions and extra dates', base({ frequency: 'weekly', interval: 2, byweekday: ['TU', 'TH'], exdates: ['2027-01-07', '2027-03-16'], rdates: ['2027-02-01', '2027-03-20'] })],
    ['monthly on the second Tuesday', base({ frequency: 'monthlyBySetPos', byweekday: ['TU'], bysetpos: [2] })],
    ['monthly by date until a day', base({ frequency: 'monthlyByDate', dtstart: '2026-11-30', end: { type: 'until', until: '2027-08-01' } })],
    ['daily every third day', base({ frequency: 'daily', interval: 3 })],
    ['yearly', base({ frequency: 'yearly', dtstart: '2025-04-01' })],
    ['custom weekly rule', base({ frequency: 'custom', ruleFrequency: 'WEEKLY', byweekday: ['SA'] })],
  ];

  it.each(cases)('keeps the dates from today on of a %s series, starting on or after today', (_, series) => {
    const moved = seriesFromToday(series, TODAY);
    expect(moved).not.toBeNull();
    expect(moved!.dtstart >= TODAY).toBe(true);
    expect(within(moved!)).toEqual(within(series));
  });

  it('counts the dates already gone off a COUNT, exceptions included', () => {
    const series = base({ frequency: 'weekly', dtstart: '2027-02-02', end: { type: 'count', count: 8 }, exdates: ['2027-02-09'] });
    const moved = seriesFromToday(series, TODAY)!;
    // Feb 2, 9 (excluded), 16, 23, Mar 2 and 9 are gone: two of the eight are left.
    expect(moved.end).toEqual({ type: 'count', count: 2 });
    expect(within(moved)).toEqual(within(series));
    expect(within(moved)).toEqual(['2027-03-16', '2027-03-23']);
  });

  it('keeps the extra dates alone when the rule has none left, and answers null when nothing is left', () => {
    const ended = base({ frequency: 'weekly', end: { type: 'until', until: '2027-02-01' }, rdates: ['2027-04-01', '2027-05-01'] });
    expect(within(seriesFromToday(ended, TODAY)!)).toEqual(['2027-04-01', '2027-05-01']);
    expect(seriesFromToday(base({ frequency: 'weekly', end: { type: 'count', count: 2 } }), TODAY)).toBeNull();
    expect(seriesFromToday(onceSeries('2027-03-01', times), TODAY)).toBeNull();
    expect(seriesFromToday(onceSeries('2027-03-10', times), TODAY)).toEqual(onceSeries('2027-03-10', times));
  });
});
