import { dateFieldMessage, isoToUsDate } from '@events/contracts/form-field-rules';
import { VALIDATION } from '@events/contracts/messages';
import { localTimeSchema, recurrenceEndSchema, recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';

/** The fields of one date entry that can carry messages (date_recur: the server's word on the whole rule). */
export type EntryField = 'dtstart' | 'time_start' | 'time_end' | 'interval' | 'count' | 'until' | 'exdates' | 'rdates' | 'date_recur';
export type EntryErrors = Partial<Record<EntryField, string[]>>;

const intervalSchema = recurrenceSeriesSchema.shape.interval;
const countSchema = recurrenceEndSchema.options[1].shape.count;

function numberMessage(value: number, schema: typeof intervalSchema | typeof countSchema): string | undefined {
  if (Number.isNaN(value)) return VALIDATION.required;
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function timeMessage(value: string | null, required: boolean): string | undefined {
  if (value === null || value === '') return required ? VALIDATION.required : undefined;
  return localTimeSchema.safeParse(value).success ? undefined : VALIDATION.time;
}

/**
 * What is wrong with one entry before it is sent, in the shared field rules' words: the first date (not before
 * `minDate`: today in the venue's zone, or an existing entry's own past date, spec section 5), the times, the
 * interval and count ranges of the series schema, and an end date not before the first date. The server checks
 * the same and answers under dates.{i}.
 */
export function seriesProblems(series: RecurrenceSeries, minDate: string, today: string): EntryErrors {
  const out: EntryErrors = {};
  const add = (field: EntryField, message: string | undefined) => {
    if (message !== undefined) out[field] = [message];
  };
  add(
    'dtstart',
    series.dtstart === '' ? VALIDATION.required : dateFieldMessage(series.dtstart, { min: minDate, minLabel: minDate === today ? 'today' : isoToUsDate(minDate) }),
  );
  add('time_start', timeMessage(series.timeStart, true));
  add('time_end', timeMessage(series.timeEnd, false));
  if (series.frequency !== 'once' && !(series.frequency === 'custom' && series.ruleFrequency === null)) {
    add('interval', numberMessage(series.interval, intervalSchema));
    if (series.end.type === 'count') add('count', numberMessage(series.end.count, countSchema));
    if (series.end.type === 'until') {
      const startValid = !out.dtstart || series.dtstart < minDate;
      add(
        'until',
        series.end.until === ''
          ? VALIDATION.required
          : dateFieldMessage(series.end.until, startValid ? { min: series.dtstart, minLabel: isoToUsDate(series.dtstart) } : {}),
      );
    }
  }
  return out;
}
