import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalLocation } from 'ical-generator';
import { shareDescription } from '@events/domain/text';
import type { CalendarEvent, CalendarOccurrence } from './calendar-event.read-model.js';
import { isKnownTimeZone, vtimezoneGenerator } from './vtimezone.js';

export const CALENDAR_PRODUCT_ID = { company: 'region-events', product: 'events', language: 'EN' } as const;

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

/** `<slug>.ics`, or `event-<id>.ics` when the slug has nothing safe for a header. */
export function calendarFileName(event: Pick<CalendarEvent, 'id' | 'slug'>): string {
  const safe = event.slug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe === '' ? `event-${event.id}` : safe}.ics`;
}

function venueAddress(venue: CalendarEvent['venue']): string {
  return [venue.street, venue.city, `${venue.state} ${venue.postalCode}`.trim()].filter((part) => part.trim() !== '').join(', ');
}

/** In person (or hybrid): the venue's name and address with its point; online only: the stream URL. */
function locationOf(event: CalendarEvent): ICalLocation {
  if (!event.isInPerson) return { title: event.onlineUrl !== '' ? event.onlineUrl : 'Online' };
  const address = venueAddress(event.venue);
  return {
    title: address === '' ? event.venue.name : `${event.venue.name}, ${address}`,
    geo: { lat: event.venue.lat, lon: event.venue.lon },
  };
}

function statusOf(event: CalendarEvent): ICalEventStatus {
  if (event.isCancelled) return ICalEventStatus.CANCELLED;
  if (event.isPostponed) return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

export type EventCalendarInput = {
  readonly event: CalendarEvent;
  readonly occurrences: readonly CalendarOccurrence[];
  /** Origin of the request (`https://host`), for the page URL and the UIDs' host part. */
  readonly origin: string;
};

/**
 * The iCalendar file of an event: one VEVENT per occurrence, times as local wall-clock times with TZID = the
 * venue's zone and a matching VTIMEZONE (UTC times if the zone is unknown to the runtime). DTSTAMP and
 * LAST-MODIFIED come from the event's last update, so the same data gives the same bytes.
 */
export function buildEventCalendar({ event, occurrences, origin }: EventCalendarInput): string {
  const zone = isKnownTimeZone(event.venue.timeZone) && event.venue.timeZone !== 'UTC' ? event.venue.timeZone : null;
  const host = new URL(origin).hostname;
  const pageUrl = eventPageUrl(origin, event);
  const first = occurrences[0]?.startsAt ?? event.updated;
  const last = occurrences[occurrences.length - 1]?.endsAt ?? occurrences[occurrences.length - 1]?.startsAt ?? first;

  const calendar = ical({
    prodId: CALENDAR_PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: event.name,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP in local time. The generator writes
    // one VTIMEZONE per zone the events use.
    timezone: zone ? { name: null, generator: vtimezoneGenerator({ start: first, end: last }) } : null,
  });
  const description = shareDescription(event.description, pageUrl);
  const location = locationOf(event);
  const status = statusOf(event);
  const at = (instant: Date): Date => (zone ? new TZDate(instant.getTime(), zone) : instant);

  for (const occurrence of occurrences) {
    calendar.createEvent({
      id: occurrenceUid(event.id, occurrence.startsAt, host),
      stamp: event.updated,
      lastModified: event.updated,
      start: at(occurrence.startsAt),
      end: occurrence.endsAt ? at(occurrence.endsAt) : null,
      timezone: zone,
      summary: event.name,
      description,
      location,
      url: pageUrl,
      status,
    });
  }
  return calendar.toString();
}
