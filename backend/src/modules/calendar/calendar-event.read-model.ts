import type { EventStatus } from '@events/contracts/event-status';
import type { Language } from '@events/contracts/languages';
import { localizedText } from '../../common/i18n/localized-content.js';
import type { AddressRow } from '../../common/region/address-row.js';

/**
 * The calendar's read model of an event, which the calendar file and the saved-search feeds (alerts module) both
 * build on: the event row with its venue as the calendar queries select it, and the entry made of it.
 */

/** What a calendar entry needs from an event and its venue. */
export type CalendarEvent = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** Sanitised HTML. */
  readonly description: string;
  readonly isInPerson: boolean;
  readonly isOnline: boolean;
  readonly onlineUrl: string;
  readonly status: EventStatus;
  readonly updated: Date;
  readonly venue: {
    readonly name: string;
    readonly street: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
    readonly lat: number;
    readonly lon: number;
    readonly timeZone: string;
  };
};

export type CalendarOccurrence = { readonly startsAt: Date; readonly endsAt: Date | null };

/** An event with its venue, as the calendar file and the saved-search feeds read it. */
export type CalendarEventRow = AddressRow & {
  id: number;
  slug: string;
  name: string;
  description: string;
  is_in_person: boolean;
  is_online: boolean;
  online_url: string;
  status: EventStatus;
  updated: Date;
  venue_name: string;
  time_zone: string;
};

/** The SELECT and FROM of CalendarEventRow (`e` the event, `v` its venue); each query adds its WHERE. */
export const CALENDAR_EVENT_ROWS = `
  SELECT e.id, e.slug, e.name, e.description,
         e.is_in_person, e.is_online, e.online_url, e.status, e.updated,
         v.name AS venue_name, v.street, v.city, v.state, v.postal_code, v.lat, v.lon, v.time_zone
  FROM events e
  JOIN venues v ON v.id = e.venue_id`;

/** An event row of the calendar queries (FIND_CALENDAR_EVENT_SQL and alike) as the calendar files read it. */
export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    isInPerson: row.is_in_person,
    isOnline: row.is_online,
    onlineUrl: row.online_url,
    status: row.status,
    updated: row.updated,
    venue: {
      name: row.venue_name,
      street: row.street,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      lat: row.lat,
      lon: row.lon,
      timeZone: row.time_zone,
    },
  };
}

/** The producer's Spanish texts of an event and the Spanish name of its venue (issue 31): '' where none. */
export type SpanishEventTexts = { readonly name: string; readonly description: string; readonly venueName: string };

/** The columns of SpanishEventTextsRow (`e` the event, `v` its venue), which a calendar in Spanish reads besides CALENDAR_EVENT_ROWS. */
export const SPANISH_EVENT_TEXT_COLUMNS = 'e.name_es, e.description_es, v.name_es AS venue_name_es';

export type SpanishEventTextsRow = { name_es: string; description_es: string; venue_name_es: string };

/** A row of SPANISH_EVENT_TEXT_COLUMNS as the calendars read it. */
export function toSpanishEventTexts(row: SpanishEventTextsRow): SpanishEventTexts {
  return { name: row.name_es, description: row.description_es, venueName: row.venue_name_es };
}

/**
 * The event as a calendar (an event's file, a feed) in `language` shows it: the producer's Spanish name and
 * description and the venue's Spanish name where the calendar is Spanish and they were written, else the English.
 * Without Spanish texts (an English calendar reads none) the event is the same object, so an English feed's input,
 * body and ETag stay what they were.
 */
export function calendarEventIn(event: CalendarEvent, spanish: SpanishEventTexts | undefined, language: Language): CalendarEvent {
  if (spanish === undefined) return event;
  return {
    ...event,
    name: localizedText(event.name, spanish.name, language),
    description: localizedText(event.description, spanish.description, language),
    venue: { ...event.venue, name: localizedText(event.venue.name, spanish.venueName, language) },
  };
}
