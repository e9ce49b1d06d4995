import ical, { ICalCalendarMethod, type ICalCalendarProdIdData } from 'ical-generator';
import type { Language } from '@events/contracts/languages';
import { addOccurrence, calendarEntryOf } from './calendar-entry.js';
import type { CalendarEvent, CalendarOccurrence } from './calendar-event.read-model.js';
import { feedTexts } from './i18n/feed-intl.js';
import { vtimezoneGenerator } from './vtimezone.js';

/** PRODID, `-//region-events//events//EN`: the product, and the language of the file's own words (RFC 5545). */
export function calendarProductId(language: Language): ICalCalendarProdIdData {
  return { company: 'region-events', product: 'events', language: language.toUpperCase() };
}

/** `<slug>.ics`, or `event-<id>.ics` when the slug has nothing safe for a header. */
export function calendarFileName(event: Pick<CalendarEvent, 'id' | 'slug'>): string {
  const safe = event.slug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe === '' ? `event-${event.id}` : safe}.ics`;
}

export type EventCalendarInput = {
  readonly event: CalendarEvent;
  readonly occurrences: readonly CalendarOccurrence[];
  /** Origin of the request (`https://host`), for the page URL and the UIDs' host part. */
  readonly origin: string;
  /** The file's own words' language (status labels, "Online"); absent: English. The event comes as shown in it (calendarEventIn). */
  readonly language?: Language;
};

/**
 * The iCalendar file of an event: one VEVENT per occurrence, times as local wall-clock times with TZID = the
 * venue's zone and a matching VTIMEZONE (UTC times if the zone is unknown to the runtime). DTSTAMP and
 * LAST-MODIFIED come from the event's last update, so the same data gives the same bytes.
 */
export function buildEventCalendar({ event, occurrences, origin, language }: EventCalendarInput): string {
  const texts = feedTexts(language);
  const entry = calendarEntryOf(event, origin, texts);
  const host = new URL(origin).hostname;
  const first = occurrences[0]?.startsAt ?? event.updated;
  const last = occurrences[occurrences.length - 1]?.endsAt ?? occurrences[occurrences.length - 1]?.startsAt ?? first;

  const calendar = ical({
    prodId: calendarProductId(texts.language),
    method: ICalCalendarMethod.PUBLISH,
    name: event.name,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP in local time. The generator writes
    // one VTIMEZONE per zone the events use.
    timezone: entry.zone ? { name: null, generator: vtimezoneGenerator({ start: first, end: last }) } : null,
  });
  for (const occurrence of occurrences) addOccurrence(calendar, entry, occurrence, host);
  return calendar.toString();
}
