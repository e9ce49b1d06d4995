import { calendarEndpoints } from '@events/contracts/calendar';
import { pathOf } from '@events/contracts/endpoint';
import { shareDescription, singleLine } from './text.js';

/**
 * Outbound add-to-calendar links for the four providers of the spec (Google, Outlook.com, Office 365, Yahoo).
 * The description is the event's text trimmed to 500 characters plus an ellipsis, then the page URL.
 */

export const CALENDAR_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'outlook', label: 'Outlook.com' },
  { id: 'office365', label: 'Office 365' },
  { id: 'yahoo', label: 'Yahoo' },
] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number]['id'];

/** An entry without an end is given this length (the live-stream rule counts such an event as one hour, too). */
export const DEFAULT_ENTRY_MS = 60 * 60 * 1000;

/** Providers cut very long links; the description is already trimmed, this guards the rest. */
const MAX_FIELD = 1000;

export type CalendarEntry = {
  readonly title: string;
  /** The event's description as sanitised HTML (or plain text). */
  readonly descriptionHtml: string;
  /** Absolute URL of the event's page, appended to the description. */
  readonly pageUrl: string;
  /** ISO 8601 instants (with offset) or epoch milliseconds. */
  readonly start: string | number;
  readonly end: string | number | null;
  /** Venue name and address, or the stream URL of an online event. */
  readonly location: string;
};

export type CalendarLinks = Readonly<Record<CalendarProvider, string>>;

function toEpoch(value: string | number): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(value)}`);
  return ms;
}

/** `20261118T190000Z` (Google, Yahoo). */
export function compactUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** `2026-11-18T19:00:00Z` (Outlook.com, Office 365). */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function query(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function cap(text: string): string {
  const chars = Array.from(text);
  return chars.length <= MAX_FIELD ? text : chars.slice(0, MAX_FIELD).join('');
}

/** Start and end instants of an entry; a missing (or not later) end becomes start + 1 hour. */
export function entryTimes(entry: Pick<CalendarEntry, 'start' | 'end'>): { start: number; end: number } {
  const start = toEpoch(entry.start);
  const end = entry.end === null ? null : toEpoch(entry.end);
  return { start, end: end !== null && end > start ? end : start + DEFAULT_ENTRY_MS };
}

export function calendarLinks(entry: CalendarEntry): CalendarLinks {
  const { start, end } = entryTimes(entry);
  const title = cap(singleLine(entry.title));
  const details = shareDescription(entry.descriptionHtml, entry.pageUrl);
  const location = cap(singleLine(entry.location));

  const outlookParams = (base: string) =>
    `${base}?${query({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: title,
      startdt: isoUtc(start),
      enddt: isoUtc(end),
      body: details,
      location,
    })}`;

  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: title,
      dates: `${compactUtc(start)}/${compactUtc(end)}`,
      details,
      location,
    })}`,
    outlook: outlookParams('https://outlook.live.com/calendar/0/deeplink/compose'),
    office365: outlookParams('https://outlook.office.com/calendar/0/deeplink/compose'),
    yahoo: `https://calendar.yahoo.com/?${query({
      v: '60',
      title,
      st: compactUtc(start),
      et: compactUtc(end),
      desc: details,
      in_loc: location,
    })}`,
  };
}

/** The .ics file of an event (GET /icalendar/event/{id}/), optionally limited to a range of local days. */
export function icsFilePath(eventId: number, range?: { readonly dtstart?: string; readonly dtend?: string }): string {
  const params = query({ dtstart: range?.dtstart ?? '', dtend: range?.dtend ?? '' });
  return `${pathOf(calendarEndpoints.eventFile, { id: eventId })}${params === '' ? '' : `?${params}`}`;
}
