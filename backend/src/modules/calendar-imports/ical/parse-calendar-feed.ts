import ICAL from 'ical.js';
import { CALENDAR_IMPORT_MESSAGES } from '@events/contracts/calendar-imports';
import { addDaysToLocalDate, isValidTimeZone, localToEpochMs } from '@events/domain/local-time';
import { readFeedEvent, readOrphanedOverrides, type FeedEventContext } from './feed-event.js';
import { eventNameOf } from './feed-event-fields.js';
import { sequenceOf } from './feed-expansion.js';
import { rawPropertyValue, splitFeed, type FeedEventBlock } from './feed-lines.js';
import type { IcalComponent } from './feed-occurrences.js';
import { FEED_REFUSAL_REASONS, FeedEventRefusal, type FeedRefusalCode } from './feed-refusals.js';
import { FeedZones } from './feed-zones.js';
import type { ParsedFeed, ParsedFeedEvent, ParseFeedOptions, RefusedFeedEvent } from './parsed-feed.js';

export type { ParsedFeed, ParsedFeedEvent, ParseFeedOptions, RefusedFeedEvent } from './parsed-feed.js';

/**
 * An iCalendar feed (Google Calendar, Outlook, The Events Calendar, Eventbrite...) read into the product's events
 * (issue 30): one event per master VEVENT, its RECURRENCE-ID overrides folded in, its dates as date entries in the
 * venue's zone. Pure: no clock (today is an input), no network, no database; the sync job decides what to store.
 */

/** The whole text is not an iCalendar calendar (the producer reads the message). */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
}

/** A VEVENT ical.js reads, with its UID (trimmed; null when it has none). */
type ReadEvent = { readonly component: IcalComponent; readonly uid: string | null };

type ReadBlock =
  | ReadEvent
  | { readonly refused: RefusedFeedEvent; readonly override: boolean };

const trimmedOrNull = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

function checkOptions({ venueTimeZone, today, horizonDays }: ParseFeedOptions): void {
  if (!isValidTimeZone(venueTimeZone)) throw new RangeError(`Unknown time zone: ${venueTimeZone}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || addDaysToLocalDate(today, 0) !== today) throw new RangeError(`Not a local date: ${today}`);
  if (!Number.isInteger(horizonDays) || horizonDays < 0) throw new RangeError(`Not a number of days: ${horizonDays}`);
}

/** The VTIMEZONEs every event resolves its TZIDs against; one that ical.js cannot read is left out. */
function calendarOf(timezoneBlocks: readonly (readonly string[])[]): IcalComponent {
  const wrap = (blocks: readonly (readonly string[])[]): IcalComponent =>
    new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', ...blocks.flat(), 'END:VCALENDAR'].join('\r\n')));
  try {
    return wrap(timezoneBlocks);
  } catch {
    return wrap(
      timezoneBlocks.filter((block) => {
        try {
          ICAL.parse(block.join('\r\n'));
          return true;
        } catch {
          return false;
        }
      }),
    );
  }
}

function refusedBlock(block: FeedEventBlock, code: FeedRefusalCode): ReadBlock {
  const refused = { uid: trimmedOrNull(rawPropertyValue(block.lines, 'UID')), name: trimmedOrNull(rawPropertyValue(block.lines, 'SUMMARY')), reason: FEED_REFUSAL_REASONS[code] };
  return { refused, override: rawPropertyValue(block.lines, 'RECURRENCE-ID') !== null };
}

/** True when the block reads once its RRULE and EXRULE lines are left out: the rule is what ical.js refused. */
function ruleIsTheFault(block: FeedEventBlock): boolean {
  const ruleless = block.lines.filter((line) => !/^(?:RRULE|EXRULE)[;:]/i.test(line));
  if (ruleless.length === block.lines.length) return false;
  try {
    ICAL.parse(ruleless.join('\r\n'));
    return true;
  } catch {
    return false;
  }
}

function readBlock(block: FeedEventBlock, calendar: IcalComponent): ReadBlock {
  if (!block.complete) return refusedBlock(block, 'cutOff');
  try {
    const jcal: unknown = ICAL.parse(block.lines.join('\r\n'));
    if (!Array.isArray(jcal) || jcal[0] !== 'vevent') return refusedBlock(block, 'unreadable');
    const component = new ICAL.Component(jcal, calendar);
    const uid = component.getFirstPropertyValue('uid');
    return { component, uid: typeof uid === 'string' ? trimmedOrNull(uid) : null };
  } catch {
    return refusedBlock(block, ruleIsTheFault(block) ? 'badRule' : 'unreadable');
  }
}

function refusalOf(error: unknown, component: IcalComponent, uid: string | null): RefusedFeedEvent {
  const reason = error instanceof FeedEventRefusal ? error.message : FEED_REFUSAL_REASONS.unreadable;
  return { uid, name: eventNameOf(component), reason };
}

type Placed<T> = T & { readonly order: number };

/** A VEVENT block with its place in the feed (`order`), so refusals read in the feed's order. */
type PlacedBlock = Placed<{ block: FeedEventBlock }>;

/** The blocks that claim to be one master: every VEVENT of its UID without a RECURRENCE-ID (one without a UID alone). */
type MasterGroup = { readonly uid: string | null; readonly blocks: PlacedBlock[] };

/**
 * The feed's VEVENT blocks grouped by what ical.js reads of them, kept as text: the master groups in the order their
 * UIDs first come, the overrides by UID, and the unreadable blocks. Thousands of ical.js components held together
 * until the last event is read outlive the young generation and pile up in the old one (tens of MB for a feed of
 * 5,000 events), so grouping drops each component once its UID is read, and a group's components are read again
 * when its event is read, to be collected before the next group's.
 */
type FeedGroups = {
  readonly masters: readonly MasterGroup[];
  readonly masterUids: ReadonlySet<string>;
  readonly overrides: ReadonlyMap<string, readonly PlacedBlock[]>;
  readonly unreadable: readonly Placed<{ refused: RefusedFeedEvent; override: boolean }>[];
};

function groupBlocks(blocks: readonly FeedEventBlock[], calendar: IcalComponent): FeedGroups {
  const masters: MasterGroup[] = [];
  const masterIndex = new Map<string, MasterGroup>();
  const overrides = new Map<string, PlacedBlock[]>();
  const unreadable: Placed<{ refused: RefusedFeedEvent; override: boolean }>[] = [];
  for (const [order, block] of blocks.entries()) {
    const read = readBlock(block, calendar);
    if ('refused' in read) {
      unreadable.push({ ...read, order });
      continue;
    }
    const { component, uid } = read;
    const placed = { block, order };
    if (uid !== null && component.hasProperty('recurrence-id')) {
      const list = overrides.get(uid);
      if (list === undefined) overrides.set(uid, [placed]);
      else list.push(placed);
      continue;
    }
    const group = uid === null ? undefined : masterIndex.get(uid);
    if (group !== undefined) group.blocks.push(placed);
    else {
      const started = { uid, blocks: [placed] };
      masters.push(started);
      if (uid !== null) masterIndex.set(uid, started);
    }
  }
  return { masters, masterUids: new Set(masterIndex.keys()), overrides, unreadable };
}

/**
 * The components of blocks grouping has read: read again against the same calendar (whose VTIMEZONEs ical.js reads
 * once and keeps), they read the same.
 */
function componentsOf(blocks: readonly PlacedBlock[], calendar: IcalComponent): Placed<ReadEvent>[] {
  return blocks.map(({ block, order }) => {
    const read = readBlock(block, calendar);
    if ('refused' in read) throw new Error(`The VEVENT at ${order} read once and not again`);
    return { ...read, order };
  });
}

/** Of the versions of a master (a group has at least one), the one with the highest SEQUENCE, the first of equals. */
const latestVersion = (versions: readonly Placed<ReadEvent>[]): Placed<ReadEvent> =>
  versions.reduce((kept, version) => (sequenceOf(version.component) > sequenceOf(kept.component) ? version : kept));

/**
 * The events of the groups, one group's components at a time: each master with its overrides, then the overrides
 * whose master is not in the feed; and the refusals, in the feed's order.
 */
function readGroups({ masters, masterUids, overrides, unreadable }: FeedGroups, calendar: IcalComponent, context: FeedEventContext): Omit<ParsedFeed, 'calendarName'> {
  const events: ParsedFeedEvent[] = [];
  const refused: Placed<{ refused: RefusedFeedEvent }>[] = [];
  const add = (read: () => ParsedFeedEvent | null, component: IcalComponent, uid: string | null, order: number): void => {
    try {
      const event = read();
      if (event !== null) events.push(event);
    } catch (error) {
      refused.push({ refused: refusalOf(error, component, uid), order });
    }
  };
  const overridesOf = (uid: string | null): IcalComponent[] => (uid === null ? [] : componentsOf(overrides.get(uid) ?? [], calendar).map((o) => o.component));
  for (const group of masters) {
    // The UID read with the component, not the group's: the event then keeps one reading of its block's text alive.
    const { component, uid, order } = latestVersion(componentsOf(group.blocks, calendar));
    const overridden = overridesOf(uid);
    add(() => readFeedEvent(component, overridden, uid, context), component, uid, order);
  }
  // Overrides whose master is not in the feed (a private series, a shared single instance) still take place.
  for (const [uid, blocks] of overrides) {
    if (masterUids.has(uid)) continue;
    const orphans = componentsOf(blocks, calendar);
    const first = orphans[0];
    if (first !== undefined) add(() => readOrphanedOverrides(orphans.map((o) => o.component), uid, context), first.component, uid, first.order);
  }
  // An unreadable override of a readable event changes one date at most: that event is imported, not refused.
  for (const block of unreadable) if (!(block.override && block.refused.uid !== null && masterUids.has(block.refused.uid))) refused.push(block);
  return { events, refused: refused.sort((a, b) => a.order - b.order).map((r) => r.refused) };
}

export function parseCalendarFeed(text: string, options: ParseFeedOptions): ParsedFeed {
  checkOptions(options);
  const blocks = splitFeed(text);
  if (blocks === null) throw new FeedParseError(CALENDAR_IMPORT_MESSAGES.notCalendar);
  const { venueTimeZone, today, horizonDays } = options;
  const horizonEnd = addDaysToLocalDate(today, horizonDays);
  const context: FeedEventContext = {
    zones: new FeedZones(venueTimeZone, today, horizonDays),
    today,
    horizonEnd,
    window: {
      todayStartsAt: localToEpochMs(today, '00:00', venueTimeZone),
      horizonEndsAt: localToEpochMs(addDaysToLocalDate(horizonEnd, 1), '00:00', venueTimeZone),
    },
  };
  const calendar = calendarOf(blocks.timezoneBlocks);

  const { events, refused } = readGroups(groupBlocks(blocks.eventBlocks, calendar), calendar, context);

  return {
    calendarName: trimmedOrNull(rawPropertyValue(blocks.calendarLines, 'X-WR-CALNAME')),
    events,
    refused,
  };
}
