import ICAL from 'ical.js';
import { addDaysToLocalDate, localToEpochMs, secondsOfDay, type LocalDate } from '@events/domain/local-time';
import { daysBetween } from '@events/domain/recurrence';
import { FeedEventRefusal } from './feed-refusals.js';
import { dateOfTime, isRealDateValue, type EventZone, type FeedZones, type IcalProperty, type IcalTime } from './feed-zones.js';
import { wallClock } from './venue-wall-clock.js';

export type IcalComponent = InstanceType<typeof ICAL.Component>;

/** How long each occurrence of an event lasts (RFC 5545 section 3.6.1: DTEND or DURATION). */
export type EventLength =
  /** A timed event without an end. */
  | { readonly kind: 'none' }
  /** An all-day event: whole days. */
  | { readonly kind: 'days'; readonly days: number }
  /** DTEND: every occurrence lasts exactly as long as the first. */
  | { readonly kind: 'exact'; readonly ms: number }
  /** DURATION: whole days of wall clock, then exact hours, minutes and seconds. */
  | { readonly kind: 'nominal'; readonly days: number; readonly ms: number };

/** An event's DTSTART, read in its zone, and the length of its occurrences. */
export type EventTiming = { readonly start: IcalTime; readonly zone: EventZone; readonly length: EventLength };

/** One occurrence as instants (epoch ms); an all-day one keeps its first day and its number of days. */
export type Occurrence =
  | { readonly allDay: true; readonly date: LocalDate; readonly days: number; readonly startsAt: number; readonly endsAt: number }
  | { readonly allDay: false; readonly startsAt: number; readonly endsAt: number | null };

/**
 * One venue-local day of an occurrence, as a date entry holds it: an occurrence longer than a day (a festival
 * weekend, a multi-day all-day event) covers each of its days, all-day ones from 00:00 to 23:59.
 */
export type Piece = { readonly date: LocalDate; readonly timeStart: string; readonly timeEnd: string | null; readonly startsAt: number; readonly endsAt: number | null };

/** The date or date-time values of a property, or null when one is not a real day (or not a date at all: a PERIOD). */
export function readTimes(property: IcalProperty): IcalTime[] | null {
  const raw: unknown[] = property.jCal.slice(3);
  if (raw.length === 0 || !raw.every(isRealDateValue)) return null;
  try {
    const values: unknown[] = property.getValues();
    return values.every((value) => value instanceof ICAL.Time) ? (values as IcalTime[]) : null;
  } catch {
    return null;
  }
}

/** The first time value of a property, or null when it is missing or not a real day. */
export function readTime(property: IcalProperty | null): IcalTime | null {
  return property === null ? null : (readTimes(property)?.[0] ?? null);
}

function lengthOf(component: IcalComponent, start: IcalTime, zone: EventZone, zones: FeedZones): EventLength | null {
  const endProperty = component.getFirstProperty('dtend');
  if (endProperty !== null) {
    const end = readTime(endProperty);
    if (end === null) return null;
    if (start.isDate) return { kind: 'days', days: Math.max(1, daysBetween(dateOfTime(start), dateOfTime(end))) };
    if (end.isDate) return null;
    const ms = zones.instantOf(end, zones.zoneOf(endProperty, end)) - zones.instantOf(start, zone);
    return ms >= 0 ? { kind: 'exact', ms } : null;
  }
  const durationProperty = component.getFirstProperty('duration');
  if (durationProperty === null) return null;
  let duration: unknown;
  try {
    duration = durationProperty.getFirstValue();
  } catch {
    return null;
  }
  if (!(duration instanceof ICAL.Duration) || duration.isNegative) return null;
  const days = duration.weeks * 7 + duration.days;
  if (start.isDate) return { kind: 'days', days: Math.max(1, days) };
  return { kind: 'nominal', days, ms: ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000 };
}

/**
 * The timing of a VEVENT. An override without an end of its own keeps its master's length (`inherited`), when both
 * are all-day or both timed; an all-day event without an end lasts its one day.
 */
export function timingOf(component: IcalComponent, zones: FeedZones, inherited?: EventLength): EventTiming {
  const startProperty = component.getFirstProperty('dtstart');
  if (startProperty === null) throw new FeedEventRefusal('noStart');
  const start = readTime(startProperty);
  if (start === null) throw new FeedEventRefusal('badStart');
  const zone = zones.zoneOf(startProperty, start);
  const fits = inherited !== undefined && (inherited.kind === 'days') === start.isDate ? inherited : undefined;
  const length = lengthOf(component, start, zone, zones) ?? fits ?? (start.isDate ? { kind: 'days', days: 1 } : { kind: 'none' });
  return { start, zone, length };
}

/** The occurrence that starts at `time` (DTSTART, a rule's instance, an RDATE or a RECURRENCE-ID read in `zone`). */
export function occurrenceAt(time: IcalTime, timing: EventTiming, zones: FeedZones, zone: EventZone = timing.zone): Occurrence {
  const venue = zones.venueTimeZone;
  if (time.isDate) {
    const date = dateOfTime(time);
    const days = timing.length.kind === 'days' ? timing.length.days : 1;
    return { allDay: true, date, days, startsAt: localToEpochMs(date, '00:00', venue), endsAt: localToEpochMs(addDaysToLocalDate(date, days), '00:00', venue) };
  }
  const startsAt = zones.instantOf(time, zone);
  const length = timing.length;
  switch (length.kind) {
    case 'exact':
      return { allDay: false, startsAt, endsAt: startsAt + length.ms };
    case 'nominal':
      return { allDay: false, startsAt, endsAt: zones.instantDaysAfter(time, zone, length.days) + length.ms };
    default:
      return { allDay: false, startsAt, endsAt: null };
  }
}

/** True when both give the same times (an override that moves nothing). */
export function sameTimes(a: Occurrence, b: Occurrence): boolean {
  return a.allDay === b.allDay && a.startsAt === b.startsAt && a.endsAt === b.endsAt;
}

/** True while an occurrence has not ended by `todayStartsAt` (one without an end: has not started before it). */
export function isUpcoming(occurrence: Occurrence, todayStartsAt: number): boolean {
  return occurrence.endsAt !== null ? occurrence.endsAt > todayStartsAt : occurrence.startsAt >= todayStartsAt;
}

/** HH:mm, or HH:mm:ss when the seconds count. */
const clock = (time: string): string => (time.endsWith(':00') ? time.slice(0, 5) : time);

function wholeDay(date: LocalDate, venue: string): Piece {
  return { date, timeStart: '00:00', timeEnd: '23:59', startsAt: localToEpochMs(date, '00:00', venue), endsAt: localToEpochMs(date, '23:59', venue) };
}

/**
 * The venue-local days of an occurrence. A timed one ending before its start time on the next day stays one piece
 * (a date entry's end earlier than its start ends the next day); a longer one is cut at each midnight.
 */
export function piecesOf(occurrence: Occurrence, venue: string): Piece[] {
  if (occurrence.allDay) return Array.from({ length: occurrence.days }, (_, i) => wholeDay(addDaysToLocalDate(occurrence.date, i), venue));
  const { startsAt, endsAt } = occurrence;
  const start = wallClock(startsAt, venue);
  const date = start.date;
  const timeStart = clock(start.time);
  if (endsAt === null) return [{ date, timeStart, timeEnd: null, startsAt, endsAt }];
  const end = wallClock(endsAt, venue);
  const endDate = end.date;
  const timeEnd = clock(end.time);
  const span = daysBetween(date, endDate);
  if (span === 0 || (span === 1 && secondsOfDay(timeEnd) < secondsOfDay(timeStart))) return [{ date, timeStart, timeEnd, startsAt, endsAt }];
  const pieces: Piece[] = [{ date, timeStart, timeEnd: '23:59', startsAt, endsAt: localToEpochMs(date, '23:59', venue) }];
  for (let i = 1; i < span; i++) pieces.push(wholeDay(addDaysToLocalDate(date, i), venue));
  if (secondsOfDay(timeEnd) > 0) pieces.push({ date: endDate, timeStart: '00:00', timeEnd, startsAt: localToEpochMs(endDate, '00:00', venue), endsAt });
  return pieces;
}
