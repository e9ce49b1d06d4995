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

type ReadBlock =
  | { readonly component: IcalComponent; readonly uid: string | null }
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

/** The readable VEVENTs as masters (one per UID: the highest SEQUENCE, the first of equals) and overrides by UID. */
type Collected = {
  readonly masters: Placed<{ component: IcalComponent; uid: string | null }>[];
  readonly masterUids: ReadonlySet<string>;
  readonly overrides: ReadonlyMap<string, Placed<{ component: IcalComponent }>[]>;
  readonly unreadable: Placed<{ refused: RefusedFeedEvent; override: boolean }>[];
};

/** Each block keeps its place in the feed (`order`), so refusals read in the feed's order. */
function collect(blocks: readonly FeedEventBlock[], calendar: IcalComponent): Collected {
  const masters: Placed<{ component: IcalComponent; uid: string | null }>[] = [];
  const masterIndex = new Map<string, number>();
  const overrides = new Map<string, Placed<{ component: IcalComponent }>[]>();
  const unreadable: Placed<{ refused: RefusedFeedEvent; override: boolean }>[] = [];
  for (const [order, block] of blocks.entries()) {
    const read = readBlock(block, calendar);
    if ('refused' in read) {
      unreadable.push({ ...read, order });
      continue;
    }
    const { component, uid } = read;
    if (component.hasProperty('recurrence-id') && uid !== null) {
      const list = overrides.get(uid) ?? [];
      list.push({ component, order });
      overrides.set(uid, list);
      continue;
    }
    const index = uid === null ? undefined : masterIndex.get(uid);
    const existing = index === undefined ? undefined : masters[index];
    if (uid !== null && index === undefined) masterIndex.set(uid, masters.length);
    if (index === undefined || existing === undefined) masters.push({ component, uid, order });
    else if (sequenceOf(component) > sequenceOf(existing.component)) masters[index] = { component, uid, order };
  }
  return { masters, masterUids: new Set(masterIndex.keys()), overrides, unreadable };
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

  const { masters, masterUids, overrides, unreadable } = collect(blocks.eventBlocks, calendar);

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
  const componentsOf = (uid: string | null): IcalComponent[] => (uid === null ? [] : (overrides.get(uid) ?? []).map((o) => o.component));
  for (const { component, uid, order } of masters) add(() => readFeedEvent(component, componentsOf(uid), uid, context), component, uid, order);
  // Overrides whose master is not in the feed (a private series, a shared single instance) still take place.
  for (const [uid, orphans] of overrides) {
    const first = orphans[0];
    if (!masterUids.has(uid) && first !== undefined) add(() => readOrphanedOverrides(componentsOf(uid), uid, context), first.component, uid, first.order);
  }
  // An unreadable override of a readable event changes one date at most: that event is imported, not refused.
  for (const block of unreadable) if (!(block.override && block.refused.uid !== null && masterUids.has(block.refused.uid))) refused.push(block);

  return {
    calendarName: trimmedOrNull(rawPropertyValue(blocks.calendarLines, 'X-WR-CALNAME')),
    events,
    refused: refused.sort((a, b) => a.order - b.order).map((r) => r.refused),
  };
}
