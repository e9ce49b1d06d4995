import ICAL from 'ical.js';
import { MAX_EXTRA_DATES } from '@events/contracts/event-forms';
import { recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate, localDateOf, localTimeOf, secondsOfDay, type LocalDate } from '@events/domain/local-time';
import { parseICalendar, toICalendar } from '@events/domain/recurrence';
import type { Expansion } from './feed-expansion.js';
import { occurrenceAt, piecesOf, readTimes, type EventTiming, type IcalComponent, type Piece } from './feed-occurrences.js';
import { dateOfTime, type FeedZones, type IcalTime } from './feed-zones.js';
import { seriesGivePieces, seriesOfPieces } from './occurrence-series.js';
import { seriesOfRule } from './rule-series.js';

/**
 * The date entries of one feed event, in the venue's zone:
 * - its rule kept as a rule (plus a `once` entry per moved occurrence) when the event's wall clock is the venue's
 *   and the series, expanded by libs/domain, gives the very occurrences ical.js gives over the horizon;
 * - otherwise its occurrences from today to the horizon, each at its venue-local date and times, grouped by times
 *   (seriesOfPieces): nothing lost, nothing an hour off after a clock change on either side.
 * An event with no occurrence within the horizon keeps its next one.
 */
export type EventSeriesInput = {
  readonly component: IcalComponent;
  readonly timing: EventTiming;
  readonly expansion: Expansion;
  readonly zones: FeedZones;
  readonly today: LocalDate;
  readonly horizonEnd: LocalDate;
};

export function seriesOfEvent(input: EventSeriesInput): RecurrenceSeries[] {
  const { expansion, today, horizonEnd } = input;
  const venue = input.zones.venueTimeZone;
  const pieces = expansion.upcoming.flatMap((occurrence) => piecesOf(occurrence, venue));
  const kept = keptRule(input);
  if (kept !== null && seriesGivePieces(kept, pieces, venue, today, horizonEnd)) return kept;
  const inWindow = pieces.filter((p) => p.date >= today && p.date <= horizonEnd);
  if (inWindow.length > 0) return seriesOfPieces(inWindow);
  const next = expansion.upcoming[0];
  return next === undefined ? [] : seriesOfPieces(piecesOf(next, venue));
}

/** The rule as one series with its exceptions and extra dates, and one per moved occurrence; null when it cannot be. */
function keptRule(input: EventSeriesInput): RecurrenceSeries[] | null {
  const { component, timing, zones, today } = input;
  const venue = zones.venueTimeZone;
  const rules = component.getAllProperties('rrule');
  if (rules.length !== 1 || component.hasProperty('exrule')) return null;
  if (!timing.start.isDate && !zones.isVenueZone(timing.zone)) return null;
  const firstPieces = piecesOf(occurrenceAt(timing.start, timing, zones), venue);
  const first = firstPieces[0];
  if (firstPieces.length !== 1 || first === undefined) return null;
  let recur: unknown;
  try {
    recur = rules[0]?.getFirstValue();
  } catch {
    return null;
  }
  if (!(recur instanceof ICAL.Recur)) return null;
  const until = recur.until ? untilDate(recur.until, first.timeStart, timing, zones) : null;
  const rule = seriesOfRule(recur, { dtstart: first.date, timeStart: first.timeStart, timeEnd: first.timeEnd }, until);
  const rdates = extraDates(component, timing, zones, first);
  const exdates = exceptionDates(component, zones);
  if (rule === null || rdates === null || exdates === null) return null;
  const moved: Piece[] = [];
  for (const override of input.expansion.applied) {
    if (override.cancelled || override.moved) exdates.push(override.originalDate);
    if (override.moved && override.occurrence !== null) moved.push(...piecesOf(override.occurrence, venue));
  }
  // The product expands from today: earlier exceptions and extra dates change nothing.
  const fromToday = (dates: readonly LocalDate[]): LocalDate[] => [...new Set(dates)].filter((d) => d >= today).sort();
  const main: RecurrenceSeries = { ...rule, exdates: fromToday(exdates), rdates: fromToday(rdates) };
  if (!readsBack(main)) return null;
  return [main, ...seriesOfPieces(moved.filter((p) => p.date >= today))];
}

/** The last local date an UNTIL lets start (RFC 5545: UNTIL bounds the starts, inclusive). */
function untilDate(until: IcalTime, timeStart: string, timing: EventTiming, zones: FeedZones): LocalDate {
  if (until.isDate) return dateOfTime(until);
  const at = zones.instantOf(until, until.zone === ICAL.Timezone.utcTimezone ? { kind: 'utc' } : timing.zone);
  const date = localDateOf(at, zones.venueTimeZone);
  return secondsOfDay(localTimeOf(at, zones.venueTimeZone)) >= secondsOfDay(timeStart) ? date : addDaysToLocalDate(date, -1);
}

/** RDATEs as local dates, or null when one is a PERIOD or lies at other times than DTSTART's. */
function extraDates(component: IcalComponent, timing: EventTiming, zones: FeedZones, first: Piece): LocalDate[] | null {
  const dates: LocalDate[] = [];
  try {
    for (const property of component.getAllProperties('rdate')) {
      const values = readTimes(property);
      if (values === null) return null;
      for (const value of values) {
        const pieces = piecesOf(occurrenceAt(value, timing, zones, zones.zoneOf(property, value)), zones.venueTimeZone);
        const piece = pieces[0];
        if (pieces.length !== 1 || piece === undefined || piece.timeStart !== first.timeStart || piece.timeEnd !== first.timeEnd) return null;
        dates.push(piece.date);
      }
    }
  } catch {
    return null;
  }
  return dates;
}

/** EXDATEs as venue-local dates, or null when one cannot be read. */
function exceptionDates(component: IcalComponent, zones: FeedZones): LocalDate[] | null {
  const dates: LocalDate[] = [];
  try {
    for (const property of component.getAllProperties('exdate')) {
      const values = readTimes(property);
      if (values === null) return null;
      for (const value of values) {
        dates.push(value.isDate ? dateOfTime(value) : localDateOf(zones.instantOf(value, zones.zoneOf(property, value)), zones.venueTimeZone));
      }
    }
  } catch {
    return null;
  }
  return dates;
}

const RULE_FIELDS = ['frequency', 'dtstart', 'interval', 'byweekday', 'bymonthday', 'bysetpos', 'bymonth', 'ruleFrequency', 'end', 'exdates', 'rdates'] as const;

/**
 * True when the series passes the event form's rules (the contract's schema, at most MAX_EXTRA_DATES exceptions and
 * extra dates) and reads back unchanged from the text it is stored as.
 */
function readsBack(series: RecurrenceSeries): boolean {
  if (series.exdates.length > MAX_EXTRA_DATES || series.rdates.length > MAX_EXTRA_DATES) return false;
  if (!recurrenceSeriesSchema.safeParse(series).success) return false;
  try {
    const back = parseICalendar(toICalendar(series), series, series.frequency);
    return RULE_FIELDS.every((field) => JSON.stringify(back[field]) === JSON.stringify(series[field]));
  } catch {
    return false;
  }
}
