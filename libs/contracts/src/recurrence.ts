import { z } from 'zod';
import { isoDateSchema } from './search.js';
import { VALIDATION } from './messages.js';

/**
 * A recurrence series of an event (spec: event dates). Stored as iCalendar text in event_dates.date_recur
 * (floating local DTSTART / RRULE / EXDATE / RDATE lines) plus local wall-clock start and end times; the
 * occurrence job expands it in the venue's time zone.
 */
export const RECURRENCE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthlyByDate', 'monthlyBySetPos', 'yearly', 'custom'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** iCalendar weekday codes, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The FREQ of a custom rule (a custom series without one is its RDATEs only). */
export const RULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RuleFrequency = (typeof RULE_FREQUENCIES)[number];

export const recurrenceEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('count'), count: z.number().int().min(1, VALIDATION.numberMin(1)).max(1000, VALIDATION.numberMax(1000)) }),
  z.object({ type: z.literal('until'), until: isoDateSchema }),
]);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const localTimeSchema = z.string().regex(LOCAL_TIME, VALIDATION.time);

const nonZero = (min: number, max: number) =>
  z.number().int().min(min).max(max).refine((n) => n !== 0, VALIDATION.numberBetween(min, max));

export const recurrenceSeriesSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Select a valid choice.' }),
  /** First local date (yyyy-MM-dd). */
  dtstart: isoDateSchema,
  interval: z.number().int().min(1, VALIDATION.numberMin(1)).max(99, VALIDATION.numberMax(99)).default(1),
  byweekday: z.array(z.enum(WEEKDAY_CODES)).default([]),
  bymonthday: z.array(nonZero(-31, 31)).default([]),
  bysetpos: z.array(nonZero(-5, 5)).default([]),
  bymonth: z.array(z.number().int().min(1).max(12)).default([]),
  /** Only for `custom`: the rule's FREQ; null = the RDATEs alone. */
  ruleFrequency: z.enum(RULE_FREQUENCIES).nullable().default(null),
  end: recurrenceEndSchema.default({ type: 'never' }),
  exdates: z.array(isoDateSchema).default([]),
  rdates: z.array(isoDateSchema).default([]),
  /** Local wall-clock time HH:mm or HH:mm:ss. */
  timeStart: localTimeSchema,
  /** Earlier than timeStart = the next day; null = no end. */
  timeEnd: localTimeSchema.nullable().default(null),
});
export type RecurrenceSeriesInput = z.input<typeof recurrenceSeriesSchema>;
export type RecurrenceSeries = z.output<typeof recurrenceSeriesSchema>;

/**
 * A series that happens once, on `dtstart`, at `times`, with the schema's defaults for everything a rule adds: the
 * start of a new date, and of a recurring one with its rule set over it.
 */
export function onceSeries(dtstart: string, times: Pick<RecurrenceSeries, 'timeStart' | 'timeEnd'>): RecurrenceSeries {
  return {
    frequency: 'once',
    dtstart,
    interval: 1,
    byweekday: [],
    bymonthday: [],
    bysetpos: [],
    bymonth: [],
    ruleFrequency: null,
    end: { type: 'never' },
    exdates: [],
    rdates: [],
    ...times,
  };
}
