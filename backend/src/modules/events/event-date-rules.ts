import { EVENT_FORM_MESSAGES, MAX_EXTRA_DATES, type EventWriteParsed } from '@events/contracts/event-forms';
import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import { recurrenceSeriesSchema, WEEKDAY_CODES, type RecurrenceSeries } from '@events/contracts/recurrence';
import type { OpenTime } from '@events/contracts/venues';
import { addDaysToLocalDate, type LocalDate } from '@events/domain/local-time';
import { parseICalendar, toICalendar } from '@events/domain/recurrence';

/**
 * The rules of an event's dates that the payload schema cannot check alone (spec section 5, "Event"): each
 * date_recur text must be a series this service reads, with a count of at least 1, an until date not before its
 * start, a sane number of extra dates and exceptions, and a start not before the venue's today unless the entry
 * already existed with that start (editing keeps past dates). Errors are keyed `dates.{i}.date_recur`.
 */

/** A date entry ready to store: the rule as written by toICalendar from its parsed series. */
export type CheckedDate = {
  readonly id?: number | undefined;
  readonly series: RecurrenceSeries;
  readonly frequency: string;
  readonly dateRecur: string;
  readonly timeStart: string;
  readonly timeEnd: string | null;
};

/** What the rules need to know of the stored event when editing: each entry's first date by id. */
export type StoredStarts = ReadonlyMap<number, LocalDate>;

const COUNT_PART = /(?:^|[;:])COUNT=([^;\r\n]*)/im;

/** The first date of a stored rule, or undefined when it cannot be read. */
export function firstDateOf(dateRecur: string, timeStart: string): LocalDate | undefined {
  try {
    return parseICalendar(dateRecur, { timeStart }).dtstart;
  } catch {
    return undefined;
  }
}

/** Checks one entry's rule text; returns the series or the message. */
function readRule(entry: EventWriteParsed['dates'][number]): RecurrenceSeries | string {
  // The parser reads COUNT=0 as 1, so a count of 0 is refused on the text.
  const count = COUNT_PART.exec(entry.date_recur)?.[1];
  if (count !== undefined) {
    const value = count.trim();
    if (!/^[+-]?\d{1,9}$/.test(value)) return EVENT_FORM_MESSAGES.badRule;
    if (Number(value) < 1) return EVENT_FORM_MESSAGES.countZero;
  }
  let parsed: RecurrenceSeries;
  try {
    parsed = parseICalendar(entry.date_recur, { timeStart: entry.time_start, timeEnd: entry.time_end });
  } catch {
    return EVENT_FORM_MESSAGES.badRule;
  }
  if (parsed.rdates.length > MAX_EXTRA_DATES) return EVENT_FORM_MESSAGES.tooManyExtraDates;
  if (parsed.exdates.length > MAX_EXTRA_DATES) return EVENT_FORM_MESSAGES.tooManyExceptions;
  const checked = recurrenceSeriesSchema.safeParse(parsed);
  if (!checked.success) return checked.error.issues[0]?.message ?? EVENT_FORM_MESSAGES.badRule;
  if (checked.data.end.type === 'until' && checked.data.end.until < checked.data.dtstart) return EVENT_FORM_MESSAGES.untilBeforeStart;
  return checked.data;
}

/**
 * Checks the payload's date entries against the venue's today. `stored` holds the event's entries when editing
 * (an entry whose id is not among them is refused).
 */
export function checkDateEntries(
  entries: EventWriteParsed['dates'],
  today: LocalDate,
  stored: StoredStarts = new Map(),
): { dates: CheckedDate[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const dates: CheckedDate[] = [];
  entries.forEach((entry, index) => {
    if (entry.id !== undefined && !stored.has(entry.id)) {
      errors[`dates.${index}.id`] = [EVENT_FORM_MESSAGES.unknownDate];
      return;
    }
    const series = readRule(entry);
    const key = `dates.${index}.date_recur`;
    if (typeof series === 'string') {
      errors[key] = [series];
      return;
    }
    const keptStart = entry.id !== undefined && stored.get(entry.id) === series.dtstart;
    if (series.dtstart < today && !keptStart) {
      errors[key] = [VALIDATION.dateNotBefore()];
      return;
    }
    dates.push({ id: entry.id, series, frequency: series.frequency, dateRecur: toICalendar(series), timeStart: series.timeStart, timeEnd: series.timeEnd });
  });
  return { dates, errors };
}

/** The first date on or after `from` that falls on the weekday (0 = Monday). */
function onOrAfter(from: LocalDate, weekday: number): LocalDate {
  const current = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToLocalDate(from, (weekday - current + 7) % 7);
}

/**
 * "Use the venue's hours": one weekly series per open period of the venue (Monday = 0 in venue data) between the
 * start and end dates. A closed day, or one without an opening time, gives none.
 */
export function venueHoursDates(openTimes: readonly OpenTime[], dateStart: LocalDate, dateEnd: LocalDate): CheckedDate[] {
  const out: CheckedDate[] = [];
  for (const period of openTimes) {
    if (period.closed || period.timeStart === null) continue;
    const first = onOrAfter(dateStart, period.dayOfWeek);
    if (first > dateEnd) continue;
    const series = recurrenceSeriesSchema.parse({
      frequency: 'weekly',
      dtstart: first,
      byweekday: [WEEKDAY_CODES[period.dayOfWeek]],
      end: { type: 'until', until: dateEnd },
      timeStart: period.timeStart.slice(0, 5),
      timeEnd: period.timeEnd === null ? null : period.timeEnd.slice(0, 5),
    });
    out.push({ series, frequency: series.frequency, dateRecur: toICalendar(series), timeStart: series.timeStart, timeEnd: series.timeEnd });
  }
  return out;
}
