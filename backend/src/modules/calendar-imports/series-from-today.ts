import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate, type LocalDate } from '@events/domain/local-time';
import { expandLocalDates, ruleFrequencyOf } from '@events/domain/recurrence';

/** How far ahead a rule is searched for its next date: past a year, the occurrence horizon has nothing to show. */
const LOOKAHEAD_DAYS = 400;

/** A series made of dates alone: the first is its DTSTART, the others RDATEs. */
function datesOnly(series: RecurrenceSeries, dates: readonly LocalDate[]): RecurrenceSeries | null {
  const [first, ...rest] = [...new Set(dates)].sort();
  if (first === undefined) return null;
  return { ...series, frequency: rest.length === 0 ? 'once' : 'custom', ruleFrequency: null, dtstart: first, rdates: rest, exdates: [], end: { type: 'never' } };
}

/**
 * The same dates from `today` on, as a series that starts on or after `today`: a feed's weekly event began long
 * ago, but a new date entry may not start in the past (the event form's rule). DTSTART moves to the rule's first
 * date from today, which keeps its weekday, day of month and interval phase; a COUNT loses the dates already gone
 * (excluded ones included, as RFC 5545 counts them); past EXDATEs and RDATEs drop. Null when no date is left.
 */
export function seriesFromToday(series: RecurrenceSeries, today: LocalDate): RecurrenceSeries | null {
  if (series.dtstart >= today) return series;
  const upcomingExtras = series.rdates.filter((date) => date >= today && !series.exdates.includes(date));
  if (ruleFrequencyOf(series) === null) return datesOnly(series, [series.dtstart, ...series.rdates].filter((date) => date >= today && !series.exdates.includes(date)));
  const rule: RecurrenceSeries = { ...series, rdates: [], exdates: [] };
  const [next] = expandLocalDates(rule, today, addDaysToLocalDate(today, LOOKAHEAD_DAYS));
  if (next === undefined) return datesOnly(series, upcomingExtras);
  let end = series.end;
  if (end.type === 'count') {
    const gone = expandLocalDates(rule, series.dtstart, addDaysToLocalDate(today, -1)).length;
    end = { type: 'count', count: end.count - gone };
  }
  return { ...series, dtstart: next, end, exdates: series.exdates.filter((date) => date >= today), rdates: upcomingExtras };
}
