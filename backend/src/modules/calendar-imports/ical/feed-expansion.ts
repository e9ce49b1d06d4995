import ICAL from 'ical.js';
import { localDateOf, type LocalDate } from '@events/domain/local-time';
import { FeedEventRefusal } from './feed-refusals.js';
import { isUpcoming, occurrenceAt, readTime, sameTimes, timingOf, type EventTiming, type IcalComponent, type Occurrence } from './feed-occurrences.js';
import { dateOfTime, type EventZone, type FeedZones, type IcalTime } from './feed-zones.js';

/**
 * An event's occurrences as ical.js expands them (RRULE, RDATE, EXDATE), with its RECURRENCE-ID overrides applied
 * (RFC 5545 section 3.8.4.4): the reference every kept rule is checked against, and the source of the dates when a
 * rule cannot be kept.
 */

/** A VEVENT with a RECURRENCE-ID, read against its master. */
export type FeedOverride = {
  /** The occurrence of the master it replaces (recurrenceKey). */
  readonly key: string;
  /** That occurrence's venue-local date and start. */
  readonly originalDate: LocalDate;
  readonly originalStartsAt: number;
  /** STATUS:CANCELLED: the occurrence does not take place. */
  readonly cancelled: boolean;
  /** Its own times differ from the occurrence it replaces. */
  readonly moved: boolean;
  /** Its own times; null when cancelled. */
  readonly occurrence: Occurrence | null;
};

/** The stretch of time an import looks at: from the venue's today to the end of its horizon, as instants. */
export type ExpansionWindow = { readonly todayStartsAt: number; readonly horizonEndsAt: number };

export type Expansion = {
  /** The occurrences not ended by today, earliest first, through the first one past the horizon. */
  readonly upcoming: readonly Occurrence[];
  /** The overrides that replaced an occurrence of the master (ical.js ignores the others, so does the import). */
  readonly applied: readonly FeedOverride[];
};

/**
 * Occurrences walked at most per event (ical.js takes some 20 µs a step): a daily rule from the 1890s still fits,
 * a rule every minute for a month does not.
 */
const MAX_STEPS = 50_000;

/** What identifies an occurrence across master and overrides: its day (all-day) or its instant. */
export function recurrenceKey(time: IcalTime, zone: EventZone, zones: FeedZones): string {
  return time.isDate ? `d:${dateOfTime(time)}` : `t:${zones.instantOf(time, zone)}`;
}

/** SEQUENCE: which of two versions of a VEVENT is the later (RFC 5545 section 3.8.7.4). */
export const sequenceOf = (component: IcalComponent): number => {
  const value = component.getFirstPropertyValue('sequence');
  return typeof value === 'number' ? value : 0;
};

export const isCancelled = (component: IcalComponent): boolean => {
  const status = component.getFirstPropertyValue('status');
  return typeof status === 'string' && status.trim().toUpperCase() === 'CANCELLED';
};

/**
 * The overrides of one master by the occurrence they replace; an unreadable one is left out (its occurrence keeps
 * the master's times), and of two for the same occurrence the higher SEQUENCE wins.
 */
export function readOverrides(components: readonly IcalComponent[], master: EventTiming, zones: FeedZones): Map<string, FeedOverride> {
  const byKey = new Map<string, { override: FeedOverride; sequence: number }>();
  for (const component of components) {
    const property = component.getFirstProperty('recurrence-id');
    const id = readTime(property);
    if (property === null || id === null) continue;
    const zone = zones.zoneOf(property, id);
    const original = occurrenceAt(id, master, zones, zone);
    const cancelled = isCancelled(component);
    let occurrence: Occurrence | null = null;
    if (!cancelled) {
      try {
        const own = timingOf(component, zones, master.length);
        occurrence = occurrenceAt(own.start, own, zones);
      } catch {
        continue;
      }
    }
    const override: FeedOverride = {
      key: recurrenceKey(id, zone, zones),
      originalDate: original.allDay ? original.date : localDateOf(original.startsAt, zones.venueTimeZone),
      originalStartsAt: original.startsAt,
      cancelled,
      moved: occurrence !== null && !sameTimes(occurrence, original),
      occurrence,
    };
    const sequence = sequenceOf(component);
    const existing = byKey.get(override.key);
    if (existing === undefined || sequence >= existing.sequence) byKey.set(override.key, { override, sequence });
  }
  return new Map([...byKey].map(([key, { override }]) => [key, override]));
}

/** True when the VEVENT has dates beyond DTSTART (a rule or extra dates). */
export const isRecurring = (component: IcalComponent): boolean => component.hasProperty('rrule') || component.hasProperty('rdate');

/**
 * Walks the event's occurrences from DTSTART (ical.js has no fast-forward that keeps COUNT and INTERVAL right),
 * applying overrides, and stops past the horizon once an upcoming occurrence and every override's original date
 * have been seen. A VEVENT without a rule is its DTSTART alone.
 */
export function expandEvent(component: IcalComponent, timing: EventTiming, overrides: ReadonlyMap<string, FeedOverride>, window: ExpansionWindow, zones: FeedZones): Expansion {
  const upcoming: Occurrence[] = [];
  const applied: FeedOverride[] = [];
  let latestOverride = Number.NEGATIVE_INFINITY;
  for (const override of overrides.values()) latestOverride = Math.max(latestOverride, override.originalStartsAt);
  const visit = (time: IcalTime): number => {
    const own = occurrenceAt(time, timing, zones);
    // recurrenceKey, from the instant just read.
    const override = overrides.get(own.allDay ? `d:${own.date}` : `t:${own.startsAt}`);
    if (override !== undefined) applied.push(override);
    const occurrence = override === undefined ? own : override.occurrence;
    if (occurrence !== null && isUpcoming(occurrence, window.todayStartsAt)) upcoming.push(occurrence);
    return own.startsAt;
  };
  if (!isRecurring(component)) {
    visit(timing.start);
    return { upcoming, applied };
  }
  let expansion: InstanceType<typeof ICAL.RecurExpansion>;
  try {
    expansion = new ICAL.RecurExpansion({ component, dtstart: timing.start });
  } catch {
    throw new FeedEventRefusal('badRule');
  }
  for (let step = 0; ; step++) {
    if (step >= MAX_STEPS) throw new FeedEventRefusal('tooFrequent');
    let next: IcalTime | null | undefined;
    try {
      next = expansion.next();
    } catch {
      throw new FeedEventRefusal('badRule');
    }
    if (!next) break;
    const startsAt = visit(next);
    if (startsAt >= window.horizonEndsAt && startsAt > latestOverride && upcoming.length > 0) break;
  }
  upcoming.sort((a, b) => a.startsAt - b.startsAt);
  return { upcoming, applied };
}
