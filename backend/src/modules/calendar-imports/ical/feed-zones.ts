import ICAL from 'ical.js';
import { addDaysToLocalDate, isValidTimeZone, localToEpochMs, zoneOffsetMinutes, type LocalDate } from '@events/domain/local-time';

export type IcalTime = InstanceType<typeof ICAL.Time>;
export type IcalProperty = InstanceType<typeof ICAL.Property>;
type IcalTimezone = InstanceType<typeof ICAL.Timezone>;

/**
 * Where a feed's date-time lives (RFC 5545 section 3.3.5):
 * - floating: no TZID (or one neither the runtime nor the file defines), read as the venue's wall-clock time;
 * - utc: a value ending in Z;
 * - named: a TZID the runtime knows (IANA), read with the runtime's zone data, as Google and Apple clients do, so a
 *   stale or sloppy VTIMEZONE in the file (The Events Calendar writes UTC instants as its local onsets) moves nothing;
 * - defined: any other TZID (Outlook's "Eastern Standard Time") with its VTIMEZONE from the file, read by ical.js.
 * All-day values (VALUE=DATE) have no zone: their dates are the venue's dates.
 */
export type EventZone =
  | { readonly kind: 'floating' }
  | { readonly kind: 'utc' }
  | { readonly kind: 'named'; readonly name: string }
  | { readonly kind: 'defined'; readonly tzid: string; readonly zone: IcalTimezone };

const FLOATING: EventZone = { kind: 'floating' };
const UTC: EventZone = { kind: 'utc' };

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => (n >= 1000 ? String(n) : String(n).padStart(4, '0'));

/** The wall-clock date of an ical.js time, yyyy-MM-dd. */
export const dateOfTime = (time: IcalTime): LocalDate => `${pad4(time.year)}-${pad(time.month)}-${pad(time.day)}`;

/** The wall-clock time of an ical.js time, HH:mm:ss. */
export const clockOfTime = (time: IcalTime): string => `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/;

/**
 * True when a date or date-time value as ical.js keeps it before reading (2027-06-31T19:00:00) names a real day and
 * time: feeds do carry 20270631, which ical.js would quietly read as July 1.
 */
export function isRealDateValue(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const m = DATE_VALUE.exec(raw);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > ICAL.Time.daysInMonth(month, year)) return false;
  return m[4] === undefined || (Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60);
}

/**
 * The zones of one feed, read against the venue's: each date-time's zone, its instant, and whether a zone keeps the
 * venue's wall clock (then a rule can be kept as written). Answers are cached for the feed's many events.
 */
export class FeedZones {
  private readonly runtimeNames = new Map<string, boolean>();
  private readonly venueLike = new Map<string, boolean>();

  constructor(
    readonly venueTimeZone: string,
    private readonly today: LocalDate,
    private readonly horizonDays: number,
  ) {}

  /** The zone of a date-time read from `property`. */
  zoneOf(property: IcalProperty, time: IcalTime): EventZone {
    if (time.isDate) return FLOATING;
    if (time.zone === ICAL.Timezone.utcTimezone) return UTC;
    const tzid = property.getFirstParameter('tzid');
    if (typeof tzid !== 'string' || tzid.trim() === '') return FLOATING;
    if (this.isRuntimeZone(tzid)) return { kind: 'named', name: tzid };
    const zone = time.zone;
    if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid === tzid) return { kind: 'defined', tzid, zone };
    return FLOATING;
  }

  /** The instant (epoch ms) of a date-time in its zone; an all-day value is the venue's midnight of that day. */
  instantOf(time: IcalTime, zone: EventZone): number {
    const date = dateOfTime(time);
    if (time.isDate) return localToEpochMs(date, '00:00', this.venueTimeZone);
    switch (zone.kind) {
      case 'utc':
        return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
      case 'defined':
        return time.toUnixTime() * 1000;
      case 'named':
        return localToEpochMs(date, clockOfTime(time), zone.name);
      case 'floating':
        return localToEpochMs(date, clockOfTime(time), this.venueTimeZone);
    }
  }

  /** The instant of the same wall-clock time `days` later (a nominal DURATION of days: RFC 5545 section 3.3.6). */
  instantDaysAfter(time: IcalTime, zone: EventZone, days: number): number {
    if (days === 0) return this.instantOf(time, zone);
    const later = time.clone();
    later.adjust(days, 0, 0, 0);
    return this.instantOf(later, zone);
  }

  /**
   * True when a zone shows the venue's wall clock: floating, the venue's own name, or a zone whose UTC offset at
   * local noon matches the venue's every day for a year and the horizon (Outlook's "Eastern Standard Time" for
   * America/New_York). Noon, because ical.js reads offsets near a clock change an hour off; the occurrence check
   * in feed-series.ts covers the change itself.
   */
  isVenueZone(zone: EventZone): boolean {
    if (zone.kind === 'floating') return true;
    const key = zone.kind === 'utc' ? 'Z' : zone.kind === 'named' ? `n:${zone.name}` : `d:${zone.tzid}`;
    if ((zone.kind === 'named' && zone.name === this.venueTimeZone) || (zone.kind === 'defined' && zone.tzid === this.venueTimeZone)) return true;
    let same = this.venueLike.get(key);
    if (same === undefined) {
      same = this.sameNoonOffsets(zone);
      this.venueLike.set(key, same);
    }
    return same;
  }

  private sameNoonOffsets(zone: Exclude<EventZone, { kind: 'floating' }>): boolean {
    const days = Math.max(this.horizonDays, 366) + 2;
    for (let d = -1; d <= days; d++) {
      const date = addDaysToLocalDate(this.today, d);
      const noon = localToEpochMs(date, '12:00', this.venueTimeZone);
      const venueOffset = zoneOffsetMinutes(this.venueTimeZone, noon);
      if (this.noonOffset(zone, date, noon) !== venueOffset) return false;
    }
    return true;
  }

  private noonOffset(zone: Exclude<EventZone, { kind: 'floating' }>, date: LocalDate, noon: number): number {
    switch (zone.kind) {
      case 'utc':
        return 0;
      case 'named':
        return zoneOffsetMinutes(zone.name, noon);
      case 'defined': {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const local = new ICAL.Time({ year, month, day, hour: 12, minute: 0, second: 0, isDate: false }, zone.zone);
        return zone.zone.utcOffset(local) / 60;
      }
    }
  }

  private isRuntimeZone(name: string): boolean {
    let known = this.runtimeNames.get(name);
    if (known === undefined) {
      known = isValidTimeZone(name);
      this.runtimeNames.set(name, known);
    }
    return known;
  }
}

