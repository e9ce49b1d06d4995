import { createHash } from 'node:crypto';
import { Feed } from 'feed';
import ical, { type ICalCalendar, ICalCalendarMethod, type ICalEvent } from 'ical-generator';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import type { CalendarEvent, CalendarOccurrence } from '../calendar/calendar-event.read-model.js';
import { addOccurrence, calendarEntryOf, calendarZoneOf, eventPageUrl } from '../calendar/calendar-entry.js';
import { calendarProductId } from '../calendar/event-calendar.js';
import { feedTexts } from '../calendar/i18n/feed-intl.js';
import { vtimezoneGenerator } from '../calendar/vtimezone.js';

/**
 * The private feeds of a saved search: an iCalendar file with one VEVENT per upcoming occurrence (the calendar
 * module's UIDs and VTIMEZONE handling, so a subscribed calendar keeps its entries across refreshes) and an RSS
 * file with one item per event. An event that does not go ahead as planned says so in both: the calendar's entries
 * carry STATUS and a title after the status (calendar-entry.ts), the RSS items the same title and the status as a
 * category, which feed readers show and filter by (issue 30). Both are made from stored data only, so the ETag is a
 * hash of that data (feedEtag), known before a body is built: a reader whose copy is current gets a 304 without the
 * body being made. The feeds' own words (title, status labels, "Online", dates) are in the feed's language (issue 31,
 * calendar/i18n/feed-messages.ts); the events' names and descriptions are their producers', in Spanish in a Spanish
 * feed when the producer wrote them (calendarEventIn).
 */

export type FeedInput = {
  readonly searchName: string;
  /** `https://host`: event page links and the UIDs' host part. */
  readonly origin: string;
  /** The search's listing URL (absolute). */
  readonly searchUrl: string;
  /** Events in the listing's order. */
  readonly events: readonly CalendarEvent[];
  readonly occurrences: readonly (CalendarOccurrence & { readonly eventId: number })[];
  /** The feed's own words' language; absent: English. */
  readonly language?: Language;
};

/** The ETag of a feed made from `input`: a hash of everything the body is made from. */
export function feedEtag(kind: 'calendar' | 'rss', input: FeedInput): string {
  // An English feed's input names no language (FeedInput.language absent), so its ETag is what it always was.
  const hash = createHash('sha256').update(kind).update('\n').update(JSON.stringify(input));
  return `"${hash.digest('hex').slice(0, 32)}"`;
}

const CRLF = '\r\n';

/**
 * RFC 5545 line folding (lines of at most 74 octets here, continued after CRLF + space) of CRLF-separated text, as
 * ical-generator folds, counting UTF-8 octets from the code units instead of encoding each character.
 */
export function foldLines(text: string): string {
  return text
    .split(CRLF)
    .map((line) => {
      // eslint-disable-next-line no-control-regex -- ASCII lines (most) are folded by length alone
      if (line.length <= 74 && /^[\x00-\x7f]*$/.test(line)) return line;
      let out = '';
      let octets = 0;
      for (let i = 0; i < line.length; i++) {
        const code = line.charCodeAt(i);
        let char = line.charAt(i);
        if (code >= 0xd800 && code <= 0xdbff) char += line.charAt(++i);
        const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
        octets += size;
        if (octets > 74) {
          out += `${CRLF} `;
          octets = size;
        }
        out += char;
      }
      return out;
    })
    .join(CRLF);
}

/** The newest edit among the events (the feeds' own "updated"), or the epoch for an empty feed. */
function lastUpdated(events: readonly CalendarEvent[]): Date {
  return new Date(Math.max(0, ...events.map((event) => event.updated.getTime())));
}

/** The generator, asked once per zone: ical-generator asks it again for every entry in that zone. */
function oncePerZone(generator: (zone: string) => string | null): (zone: string) => string | null {
  const made = new Map<string, string | null>();
  return (zone) => {
    if (!made.has(zone)) made.set(zone, generator(zone));
    return made.get(zone) ?? null;
  };
}

/** The iCalendar file of a search's feed. */
export function buildSearchCalendar(input: FeedInput): string {
  const texts = feedTexts(input.language);
  const host = new URL(input.origin).hostname;
  const instants = input.occurrences.map((o) => o.startsAt.getTime());
  const span = instants.length === 0 ? { start: new Date(0), end: new Date(0) } : { start: new Date(Math.min(...instants)), end: new Date(Math.max(...instants)) };
  const zoneGenerator = oncePerZone(vtimezoneGenerator(span));
  const head = {
    prodId: calendarProductId(texts.language),
    method: ICalCalendarMethod.PUBLISH,
    name: texts.feedTitle(input.searchName),
    url: input.searchUrl,
  };
  // No calendar-wide zone name (ical-generator would then write DTSTAMP in local time); one VTIMEZONE per zone used.
  const calendar = ical({ ...head, timezone: { name: null, generator: zoneGenerator } });
  const entries = new Map(input.events.map((event) => [event.id, calendarEntryOf(event, input.origin, texts)]));
  const ordered = [...input.occurrences].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.eventId - b.eventId);
  for (const occurrence of ordered) {
    const entry = entries.get(occurrence.eventId);
    if (entry) addOccurrence(calendar, entry, occurrence, host);
  }
  return serialise(ical(head), calendar.events(), zoneGenerator);
}

/**
 * What calendar.toString() writes, folded by foldLines: ical-generator's own folding encodes every character of the
 * file on its own and costs most of a large feed's time. The calendar's head comes from a calendar with the same properties and no
 * events, then one VTIMEZONE per zone used, then the events.
 */
function serialise(empty: ICalCalendar, events: readonly ICalEvent[], zoneGenerator: (zone: string) => string | null): string {
  const head = empty.toString().replace(/END:VCALENDAR$/, '');
  const zones = [...new Set(events.map((event) => event.timezone()))].filter((zone): zone is string => zone !== null && !zone.startsWith('/'));
  const timezones = zones
    .map((zone) => zoneGenerator(zone))
    .filter((text): text is string => text !== null && text !== '')
    .map((text) => `${text.replace(/\r\n/g, '\n').replace(/\n/g, CRLF).trim()}${CRLF}`)
    .join('');
  return head + foldLines(timezones + events.map((event) => event.toString()).join('')) + 'END:VCALENDAR';
}

// One formatter per language and zone, kept: making a DateTimeFormat costs far more than formatting with one.
const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dayTime(zone: string, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${zone}`;
  let format = dayTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language === DEFAULT_LANGUAGE ? 'en-US' : language, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone });
    dayTimeFormats.set(key, format);
  }
  return format;
}

/** The RSS file of a search's feed; a cancelled, postponed or moved-online event's item says so (see above). */
export function buildSearchRss(input: FeedInput): string {
  const texts = feedTexts(input.language);
  const firstStart = new Map<number, Date>();
  for (const occurrence of input.occurrences) {
    const known = firstStart.get(occurrence.eventId);
    if (!known || occurrence.startsAt < known) firstStart.set(occurrence.eventId, occurrence.startsAt);
  }
  const feed = new Feed({
    title: texts.feedTitle(input.searchName),
    id: input.searchUrl,
    link: input.searchUrl,
    description: texts.feedTitle(input.searchName),
    ...(texts.language === DEFAULT_LANGUAGE ? {} : { language: texts.language }),
    updated: lastUpdated(input.events),
    generator: false,
    copyright: '',
  });
  for (const event of input.events) {
    const next = firstStart.get(event.id);
    const zone = calendarZoneOf(event) ?? 'UTC';
    const when = next ? dayTime(zone, texts.language).format(next) : '';
    const where = event.isInPerson ? [event.venue.name, event.venue.city, event.venue.state].filter((part) => part !== '').join(', ') : texts.online;
    const url = eventPageUrl(input.origin, event);
    const flag = texts.statusFlag(event.status);
    feed.addItem({
      title: texts.nameWithStatus(event.name, event.status),
      ...(flag === null ? {} : { category: [{ name: flag }] }),
      id: url,
      link: url,
      date: event.updated,
      description: texts.whenWhere(when, where),
    });
  }
  return feed.rss2();
}

/** True when the request's If-None-Match names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === etag;
  });
}
