import { TZDate } from '@date-fns/tz';
import { type ICalCalendar, ICalEventStatus, type ICalLocation } from 'ical-generator';
import { shareDescription } from '@events/domain/text';
import type { EventStatus } from '@events/contracts/event-status';
import type { CalendarEvent, CalendarOccurrence } from './calendar-event.read-model.js';
import { isKnownTimeZone } from './vtimezone.js';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** yyyyMMddTHHmmssZ of an instant. */
function utcStamp(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** Absolute URL of the event's page: `{origin}/events/{id}/{slug}/`. */
export function eventPageUrl(origin: string, event: Pick<CalendarEvent, 'id' | 'slug'>): string {
  return `${origin}/events/${event.id}/${encodeURIComponent(event.slug)}/`;
}

/**
 * UID of one occurrence: the event id and the start instant, so it stays the same when the occurrence table is
 * re-expanded (occurrence ids change then, instants do not) and across requests.
 */
export function occurrenceUid(eventId: number, startsAt: Date, host: string): string {
  return `event-${eventId}-${utcStamp(startsAt)}@${host}`;
}

/** Zone names checked against the runtime (building an Intl formatter per check is the costly part). */
const knownZones = new Map<string, boolean>();

/** The venue's zone for TZID, or null (UTC times) when the runtime does not know it. */
export function calendarZoneOf(event: CalendarEvent): string | null {
  const zone = event.venue.timeZone;
  if (!knownZones.has(zone)) knownZones.set(zone, isKnownTimeZone(zone));
  return knownZones.get(zone) === true && zone !== 'UTC' ? zone : null;
}

/**
 * The words a calendar entry says of its own (issue 31), in the calendar's language: the feeds' texts of that
 * language (i18n/feed-intl.ts), for a feed and an event's own file alike.
 */
export type CalendarEntryTexts = {
  /** The title after the status label ("Cancelled: Jazz Night"). */
  readonly nameWithStatus: (name: string, status: EventStatus) => string;
  /** Where an online event with no stream address takes place. */
  readonly online: string;
};

/** In person (or hybrid): the venue's name and address with its point; online only, or moved online: the stream URL. */
function locationOf(event: CalendarEvent, online: string): ICalLocation {
  if (!event.isInPerson || event.status === 'moved_online') return { title: event.onlineUrl !== '' ? event.onlineUrl : online };
  const venue = event.venue;
  const address = [venue.street, venue.city, `${venue.state} ${venue.postalCode}`.trim()].filter((part) => part.trim() !== '').join(', ');
  return { title: address === '' ? venue.name : `${venue.name}, ${address}`, geo: { lat: venue.lat, lon: venue.lon } };
}

/** RFC 5545 has CONFIRMED, TENTATIVE and CANCELLED: a postponed event's dates are no longer sure. */
const ICAL_STATUS: Readonly<Record<EventStatus, ICalEventStatus>> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
  moved_online: ICalEventStatus.CONFIRMED,
};



/**
 * What each VEVENT of an event shows, worked out once per event rather than once per occurrence (the description is
 * sanitised HTML turned into text).
 */
export type CalendarEntry = {
  readonly event: CalendarEvent;
  readonly zone: string | null;
  readonly pageUrl: string;
  readonly description: string;
  readonly location: ICalLocation;
  readonly status: ICalEventStatus;
  /** The title, after the status label since most calendar apps show the title and not STATUS. */
  readonly summary: string;
};

export function calendarEntryOf(event: CalendarEvent, origin: string, texts: CalendarEntryTexts): CalendarEntry {
  const pageUrl = eventPageUrl(origin, event);
  return {
    event,
    zone: calendarZoneOf(event),
    pageUrl,
    description: shareDescription(event.description, pageUrl),
    location: locationOf(event, texts.online),
    status: ICAL_STATUS[event.status],
    summary: texts.nameWithStatus(event.name, event.status),
  };
}

/**
 * Adds one occurrence of the entry's event: times as local wall-clock times with TZID = the venue's zone (UTC times
 * if the zone is unknown); DTSTAMP and LAST-MODIFIED from the event's last update, so the same data gives the same bytes.
 */
export function addOccurrence(calendar: ICalCalendar, entry: CalendarEntry, occurrence: CalendarOccurrence, host: string): void {
  const { event, zone } = entry;
  const at = (instant: Date): Date => (zone ? new TZDate(instant.getTime(), zone) : instant);
  calendar.createEvent({
    id: occurrenceUid(event.id, occurrence.startsAt, host),
    stamp: event.updated,
    lastModified: event.updated,
    start: at(occurrence.startsAt),
    end: occurrence.endsAt ? at(occurrence.endsAt) : null,
    timezone: zone,
    summary: entry.summary,
    description: entry.description,
    location: entry.location,
    url: entry.pageUrl,
    status: entry.status,
  });
}
