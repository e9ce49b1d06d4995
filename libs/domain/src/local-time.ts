// The subpath, not the package: its index brings TZDate (~20 KB) with it, and the package does not say it has no side
// effects, so a browser bundle of any page that reads local times would carry it unused.
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * Wall-clock times in a venue's IANA time zone <-> instants.
 *
 * Local dates are `yyyy-MM-dd`, local times `HH:mm` or `HH:mm:ss`. Rules at DST changes:
 * - a local time that does not exist (spring-forward gap) moves forward by the gap (02:30 -> 03:30 in New York);
 * - a local time that happens twice (fall-back) is the first, earlier instant (EDT, not EST).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export type LocalDate = string;
export type LocalTime = string;

function parseDate(date: LocalDate): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a local date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Seconds since midnight of `HH:mm[:ss]`. */
export function secondsOfDay(time: LocalTime): number {
  const m = LOCAL_TIME.exec(time);
  if (!m) throw new RangeError(`Not a local time: ${time}`);
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) throw new RangeError(`Not a local time: ${time}`);
  return h * 3600 + min * 60 + s;
}

/** `HH:mm:ss` of a time given as `HH:mm` or `HH:mm:ss`. */
export function normalizeTime(time: LocalTime): string {
  const s = secondsOfDay(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Offset of `timeZone` from UTC in minutes at `epochMs` (New York in winter: -300). */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/** True for a time zone name the runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const instantCache = new Map<string, number>();

/**
 * The instant (epoch ms) of a wall-clock date + time in `timeZone`; see the DST rules above.
 * Memoised: a catalogue holds few distinct (zone, day, time) triples compared with its occurrences.
 */
export function localToEpochMs(date: LocalDate, time: LocalTime, timeZone: string): number {
  const key = `${timeZone}|${date}|${time}`;
  const cached = instantCache.get(key);
  if (cached !== undefined) return cached;
  const [y, mo, d] = parseDate(date);
  const wall = Date.UTC(y, mo - 1, d) + secondsOfDay(time) * 1000;
  const before = zoneOffsetMinutes(timeZone, wall - DAY);
  const after = zoneOffsetMinutes(timeZone, wall + DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wall - zoneOffsetMinutes(timeZone, instant) * MINUTE === instant);
  // Ambiguous: the earlier instant; gap: read the wall time with the offset in force before the change.
  const result = valid.length > 0 ? Math.min(...valid) : wall - before * MINUTE;
  if (instantCache.size > 200_000) instantCache.clear();
  instantCache.set(key, result);
  return result;
}

export function localToInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  return new Date(localToEpochMs(date, time, timeZone));
}

/** A local date plus whole days. */
export function addDaysToLocalDate(date: LocalDate, days: number): LocalDate {
  const [y, mo, d] = parseDate(date);
  return new Date(Date.UTC(y, mo - 1, d) + days * DAY).toISOString().slice(0, 10);
}

/** A local date plus whole months, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToLocalDate(date: LocalDate, months: number): LocalDate {
  const [y, mo, d] = parseDate(date);
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

type WallParts = { date: LocalDate; time: string; offsetMinutes: number };

function wallParts(epochMs: number, timeZone: string): WallParts {
  const offsetMinutes = zoneOffsetMinutes(timeZone, epochMs);
  const iso = new Date(epochMs + offsetMinutes * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), offsetMinutes };
}

/** The local date in `timeZone` at an instant (the venue's "today" for `new Date()`). */
export function localDateOf(instant: Date | number, timeZone: string): LocalDate {
  return wallParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone).date;
}

/** The local wall-clock time `HH:mm:ss` in `timeZone` at an instant. */
export function localTimeOf(instant: Date | number, timeZone: string): string {
  return wallParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone).time;
}

/** ISO 8601 with the zone's offset at that instant: `2026-03-08T19:00:00-04:00` (`Z` for UTC). */
export function formatInstantInZone(instant: Date | number, timeZone: string): string {
  const { date, time, offsetMinutes } = wallParts(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  if (offsetMinutes === 0) return `${date}T${time}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `7:00 PM` */
export function formatClockTime(time: string): string {
  const s = secondsOfDay(time);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** `7:00 PM – 9:00 PM` in the venue's zone; just the start when there is no end. */
export function formatTimeRange(start: Date | number, end: Date | number | null, timeZone: string): string {
  const from = formatClockTime(localTimeOf(start, timeZone));
  return end === null ? from : `${from} – ${formatClockTime(localTimeOf(end, timeZone))}`;
}
