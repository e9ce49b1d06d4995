import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { Feed } from 'feed';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalLocation } from 'ical-generator';
import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { calendarDescription } from '../calendar/calendar-text.js';
import type { CalendarEvent, CalendarOccurrence } from '../calendar/calendar.repository.js';
import { CALENDAR_PRODUCT_ID, eventPageUrl, occurrenceUid } from '../calendar/event-calendar.js';
import { isKnownTimeZone, vtimezoneGenerator } from '../calendar/vtimezone.js';

/**
 * The private feeds of a saved search: an iCalendar file with one VEVENT per upcoming occurrence (the calendar
 * module's UIDs and VTIMEZONE handling, so a subscribed calendar keeps its entries across refreshes) and an RSS
 * file with one item per event. Both are made from stored times only, so the same data gives the same bytes
 * and the same ETag.
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
};

export type FeedFile = { readonly body: string; readonly etag: string };

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
}

/** Zone names checked against the runtime (building an Intl formatter per check is the costly part). */
const knownZones = new Map<string, boolean>();

function zoneOf(event: CalendarEvent): string | null {
  const zone = event.venue.timeZone;
  if (!knownZones.has(zone)) knownZones.set(zone, isKnownTimeZone(zone));
  return knownZones.get(zone) === true && zone !== 'UTC' ? zone : null;
}

function locationOf(event: CalendarEvent): ICalLocation {
  if (!event.isInPerson) return { title: event.onlineUrl !== '' ? event.onlineUrl : 'Online' };
  const venue = event.venue;
  const address = [venue.street, venue.city, `${venue.state} ${venue.postalCode}`.trim()].filter((part) => part.trim() !== '').join(', ');
  return { title: address === '' ? venue.name : `${venue.name}, ${address}`, geo: { lat: venue.lat, lon: venue.lon } };
}

function statusOf(event: CalendarEvent): ICalEventStatus {
  if (event.isCancelled) return ICalEventStatus.CANCELLED;
  if (event.isPostponed) return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
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

export function buildSearchCalendar(input: FeedInput): FeedFile {
  const byId = new Map(input.events.map((event) => [event.id, event]));
  const host = new URL(input.origin).hostname;
  const instants = input.occurrences.map((o) => o.startsAt.getTime());
  const span = instants.length === 0 ? { start: new Date(0), end: new Date(0) } : { start: new Date(Math.min(...instants)), end: new Date(Math.max(...instants)) };
  const calendar = ical({
    prodId: CALENDAR_PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: ALERT_MESSAGES.feedTitle(input.searchName),
    url: input.searchUrl,
    // No calendar-wide zone name (ical-generator would then write DTSTAMP in local time); one VTIMEZONE per zone used.
    timezone: { name: null, generator: oncePerZone(vtimezoneGenerator(span)) },
  });
  // What an entry shows of its event is worked out once per event, not once per occurrence (the description is
  // sanitised HTML turned into text).
  const entries = new Map(
    input.events.map((event) => {
      const pageUrl = eventPageUrl(input.origin, event);
      return [event.id, { zone: zoneOf(event), pageUrl, description: calendarDescription(event.description, pageUrl), location: locationOf(event), status: statusOf(event) }];
    }),
  );
  const ordered = [...input.occurrences].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.eventId - b.eventId);
  for (const occurrence of ordered) {
    const event = byId.get(occurrence.eventId);
    const entry = entries.get(occurrence.eventId);
    if (!event || !entry) continue;
    const zone = entry.zone;
    const at = (instant: Date): Date => (zone ? new TZDate(instant.getTime(), zone) : instant);
    calendar.createEvent({
      id: occurrenceUid(event.id, occurrence.startsAt, host),
      stamp: event.updated,
      lastModified: event.updated,
      start: at(occurrence.startsAt),
      end: occurrence.endsAt ? at(occurrence.endsAt) : null,
      timezone: zone,
      summary: event.name,
      description: entry.description,
      location: entry.location,
      url: entry.pageUrl,
      status: entry.status,
    });
  }
  const body = calendar.toString();
  return { body, etag: etagOf(body) };
}

const DAY_TIME = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone });

export function buildSearchRss(input: FeedInput): FeedFile {
  const firstStart = new Map<number, Date>();
  for (const occurrence of input.occurrences) {
    const known = firstStart.get(occurrence.eventId);
    if (!known || occurrence.startsAt < known) firstStart.set(occurrence.eventId, occurrence.startsAt);
  }
  const feed = new Feed({
    title: ALERT_MESSAGES.feedTitle(input.searchName),
    id: input.searchUrl,
    link: input.searchUrl,
    description: ALERT_MESSAGES.feedTitle(input.searchName),
    updated: lastUpdated(input.events),
    generator: false,
    copyright: '',
  });
  for (const event of input.events) {
    const next = firstStart.get(event.id);
    const zone = zoneOf(event) ?? 'UTC';
    const when = next ? DAY_TIME(zone).format(next) : '';
    const where = event.isInPerson ? [event.venue.name, event.venue.city, event.venue.state].filter((part) => part !== '').join(', ') : 'Online';
    const url = eventPageUrl(input.origin, event);
    feed.addItem({
      title: event.name,
      id: url,
      link: url,
      date: event.updated,
      description: [when, where].filter((part) => part !== '').join(' · '),
    });
  }
  const body = feed.rss2();
  return { body, etag: etagOf(body) };
}

/** True when the request's If-None-Match names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === etag;
  });
}
