import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { toICalendar } from '@events/domain/recurrence';

/**
 * One date entry as the form holds it: the payload fields the backend parses (time_start, time_end, date_recur)
 * and the series they were written from, which the recurrence editor edits (the schema drops `series`).
 */
export type DateEntryValue = {
  id?: number | undefined;
  time_start: string;
  time_end: string | null;
  date_recur: string;
  series: RecurrenceSeries;
};

/** The entry a series writes: iCalendar text by libs/domain, times as the series holds them. */
export function dateEntryOf(series: RecurrenceSeries, id?: number): DateEntryValue {
  return { id, time_start: series.timeStart, time_end: series.timeEnd, date_recur: toICalendar(series), series };
}

/** A new entry: once, on `day`, 7:00 PM to 9:00 PM. */
export function newSeries(day: string): RecurrenceSeries {
  return {
    frequency: 'once',
    dtstart: day,
    interval: 1,
    byweekday: [],
    bymonthday: [],
    bysetpos: [],
    bymonth: [],
    ruleFrequency: null,
    end: { type: 'never' },
    exdates: [],
    rdates: [],
    timeStart: '19:00',
    timeEnd: '21:00',
  };
}
