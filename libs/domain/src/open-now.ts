import { formatClockTime, localDateOf, localTimeOf, secondsOfDay } from './local-time.js';

/**
 * Opening hours of a venue (spec: open time = dayOfWeek 0 = Monday to 6 = Sunday, closed, timeStart and
 * timeEnd as HH:mm:ss) and the open-now badge, which compares the current time in the venue's time zone with
 * today's intervals. An interval that ends at or before its start runs past midnight: its early-morning part
 * belongs to the next day, so a bar open 17:00-02:00 on Friday is open at 01:00 on Saturday. Equal start and
 * end mean open all day.
 */

export type OpenTimeEntry = {
  readonly dayOfWeek: number;
  readonly closed: boolean;
  readonly timeStart: string | null;
  readonly timeEnd: string | null;
};

/** Venue day names, Monday = 0 (venue data); form weekday selectors run Sunday = 0 instead. */
export const VENUE_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const DAY_SECONDS = 86_400;

/** Monday = 0 ... Sunday = 6 of a local date `yyyy-MM-dd`. */
export function venueWeekday(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The venue's weekday (Monday = 0) at an instant, in its time zone. */
export function venueWeekdayAt(now: Date | number, timeZone: string): number {
  return venueWeekday(localDateOf(now, timeZone));
}

type Interval = { readonly from: number; readonly to: number };

function seconds(time: string | null): number | null {
  if (time === null) return null;
  try {
    return secondsOfDay(time);
  } catch {
    return null;
  }
}

/** The usable [start, end] seconds of an entry; null for closed entries and entries without both times. */
function span(entry: OpenTimeEntry): { start: number; end: number } | null {
  if (entry.closed) return null;
  const start = seconds(entry.timeStart);
  const end = seconds(entry.timeEnd);
  return start === null || end === null ? null : { start, end };
}

/** The seconds-of-day intervals a venue is open on `weekday` (Monday = 0), the previous day's overnight part included. */
export function openIntervalsOn(openTimes: readonly OpenTimeEntry[], weekday: number): Interval[] {
  const previous = (weekday + 6) % 7;
  const out: Interval[] = [];
  for (const entry of openTimes) {
    const s = span(entry);
    if (!s) continue;
    if (entry.dayOfWeek === weekday) {
      if (s.start === s.end) out.push({ from: 0, to: DAY_SECONDS });
      else out.push({ from: s.start, to: s.end > s.start ? s.end : DAY_SECONDS });
    } else if (entry.dayOfWeek === previous && s.end < s.start) {
      out.push({ from: 0, to: s.end });
    }
  }
  return out;
}

export type OpenNowStatus = {
  /** False when the venue gives no hours at all: show no badge. */
  readonly known: boolean;
  readonly open: boolean;
};

/**
 * Whether the venue is open at `now`, in its time zone. `known` is false when the venue gives no hours at all
 * or its time zone is unknown to the runtime (no badge then).
 */
export function openNowStatus(openTimes: readonly OpenTimeEntry[], timeZone: string, now: Date | number = Date.now()): OpenNowStatus {
  if (!openTimes.some((entry) => entry.closed || span(entry) !== null)) return { known: false, open: false };
  let weekday: number;
  let second: number;
  try {
    weekday = venueWeekday(localDateOf(now, timeZone));
    second = secondsOfDay(localTimeOf(now, timeZone));
  } catch {
    return { known: false, open: false };
  }
  const open = openIntervalsOn(openTimes, weekday).some((interval) => second >= interval.from && second < interval.to);
  return { known: true, open };
}

/** True when the venue is open at `now` (closing time itself counts as closed); false without hours or a known zone. */
export function isOpenNow(openTimes: readonly OpenTimeEntry[], timeZone: string, now: Date | number = Date.now()): boolean {
  return openNowStatus(openTimes, timeZone, now).open;
}

export type OpeningHoursRow = {
  /** Monday = 0. */
  readonly dayOfWeek: number;
  readonly day: (typeof VENUE_WEEKDAYS)[number];
  /** "9:00 AM – 5:00 PM" per interval; empty when closed or unknown. */
  readonly hours: readonly string[];
  readonly closed: boolean;
};

/**
 * One row per day, Monday first (the venue data's order): its intervals as text, in start order, or closed
 * (marked closed, or no hours given for that day while other days have some).
 */
export function openingHoursRows(openTimes: readonly OpenTimeEntry[]): OpeningHoursRow[] {
  return VENUE_WEEKDAYS.map((day, dayOfWeek) => {
    const spans = openTimes
      .filter((entry) => entry.dayOfWeek === dayOfWeek)
      .map((entry) => ({ entry, s: span(entry) }))
      .filter((item): item is { entry: OpenTimeEntry; s: { start: number; end: number } } => item.s !== null)
      .sort((a, b) => a.s.start - b.s.start);
    const hours = spans.map(({ entry, s }) =>
      s.start === s.end ? 'Open 24 hours' : `${formatClockTime(entry.timeStart as string)} – ${formatClockTime(entry.timeEnd as string)}`,
    );
    return { dayOfWeek, day, hours, closed: hours.length === 0 };
  });
}
