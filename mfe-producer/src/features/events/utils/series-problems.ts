import { recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';
import { VALIDATION } from '@events/contracts/messages';

/** The fields of one date entry that can carry messages (date_recur: the server's word on the whole rule). */
export type EntryField = 'dtstart' | 'time_start' | 'time_end' | 'interval' | 'count' | 'until' | 'exdates' | 'rdates' | 'date_recur';
export type EntryErrors = Partial<Record<EntryField, string[]>>;

const FIELD_OF_PATH: Readonly<Record<string, EntryField>> = {
  dtstart: 'dtstart',
  timeStart: 'time_start',
  timeEnd: 'time_end',
  interval: 'interval',
  'end.count': 'count',
  'end.until': 'until',
  exdates: 'exdates',
  rdates: 'rdates',
};

/** "MM/DD/YYYY" of a yyyy-MM-dd date, as the date rules word a minimum. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * What is wrong with one entry before it is sent: the series schema of libs/contracts (times, interval, count),
 * a first date before `minDate` (today in the venue's zone, or an existing entry's own date: spec section 5) and
 * an end date before the first date. The server checks the same and answers under dates.{i}.
 */
export function seriesProblems(series: RecurrenceSeries, minDate: string, today: string): EntryErrors {
  const out: EntryErrors = {};
  const add = (field: EntryField, message: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (series.dtstart === '') add('dtstart', VALIDATION.required);
  if (series.timeStart === '') add('time_start', VALIDATION.required);
  const parsed = recurrenceSeriesSchema.safeParse(series);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const field = FIELD_OF_PATH[path.join('.')] ?? FIELD_OF_PATH[path[0] ?? ''];
      if (!field || out[field]) continue;
      const message = Number.isNaN((issue as { input?: unknown }).input) ? VALIDATION.required : issue.message;
      add(field, message);
    }
  }
  if (series.dtstart !== '' && !out.dtstart && series.dtstart < minDate) {
    add('dtstart', VALIDATION.dateNotBefore(minDate === today ? 'today' : usDate(minDate)));
  }
  if (series.end.type === 'until' && !out.until && series.end.until !== '' && series.end.until < series.dtstart) {
    add('until', VALIDATION.dateNotBefore(usDate(series.dtstart)));
  }
  return out;
}
