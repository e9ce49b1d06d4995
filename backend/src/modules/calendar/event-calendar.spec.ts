import { eventPageUrl, occurrenceUid } from './calendar-entry.js';
import { buildEventCalendar, calendarFileName } from './event-calendar.js';
import type { CalendarEvent } from './calendar-event.read-model.js';

const event: CalendarEvent = {
  id: 7,
  slug: 'jazz-night',
  name: 'Jazz Night',
  description: '<p>Live <b>jazz</b></p>',
  isInPerson: true,
  isOnline: false,
  onlineUrl: '',
  status: 'postponed',
  updated: new Date('2026-11-01T12:00:00Z'),
  venue: { name: 'Colonial Theatre', street: '111 South St', city: 'Pittsfield', state: 'MA', postalCode: '01201', lat: 42.45, lon: -73.25, timeZone: 'America/New_York' },
};

describe('buildEventCalendar', () => {
  it('writes a VCALENDAR with a VTIMEZONE and zoned VEVENTs', () => {
    const text = buildEventCalendar({
      event,
      occurrences: [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-01T02:00:00Z') }],
      origin: 'https://events.example.org',
    });
    if (process.env['SHOW_ICS']) console.log(text);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//region-events//events//EN\r\n')).toBe(true);
    expect(text).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=America/New_York:20261130T190000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/New_York:20261130T210000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261101T120000Z\r\n');
    expect(text).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(text).toContain('\r\nUID:event-7-20261201T000000Z@events.example.org\r\n');
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('says the status in STATUS and before the title, and a moved event is where its stream is', () => {
    const entry = (status: CalendarEvent['status'], more: Partial<CalendarEvent> = {}) =>
      buildEventCalendar({ event: { ...event, status, ...more }, occurrences: [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: null }], origin: 'https://events.example.org' });
    expect(entry('postponed')).toContain('\r\nSUMMARY:Postponed: Jazz Night\r\n');
    const cancelled = entry('cancelled');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toContain('\r\nSUMMARY:Cancelled: Jazz Night\r\n');
    const scheduled = entry('scheduled');
    expect(scheduled).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(scheduled).toContain('\r\nSUMMARY:Jazz Night\r\n');
    expect(scheduled).toContain('\r\nLOCATION:Colonial Theatre\\, 111 South St\\, Pittsfield\\, MA 01201\r\n');
    const moved = entry('moved_online', { isOnline: true, onlineUrl: 'https://stream.example.org/jazz' });
    expect(moved).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(moved).toContain('\r\nSUMMARY:Moved online: Jazz Night\r\n');
    expect(moved).toContain('\r\nLOCATION:https://stream.example.org/jazz\r\n');
  });

  it('falls back to UTC times for a zone the runtime does not know', () => {
    const text = buildEventCalendar({
      event: { ...event, venue: { ...event.venue, timeZone: 'Mars/Olympus_Mons' } },
      occurrences: [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: null }],
      origin: 'http://localhost:3000',
    });
    expect(text).not.toContain('VTIMEZONE');
    expect(text).toContain('\r\nDTSTART:20261201T000000Z\r\n');
    expect(text).toContain('\r\nUID:event-7-20261201T000000Z@localhost\r\n');
  });
});

describe('buildEventCalendar in a language (issue 31)', () => {
  const build = (status: CalendarEvent['status'], language?: 'en' | 'es', more: Partial<CalendarEvent> = {}) =>
    buildEventCalendar({
      event: { ...event, status, ...more },
      occurrences: [{ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: null }],
      origin: 'https://events.example.org',
      ...(language === undefined ? {} : { language }),
    });

  it('words the status labels, "Online" and PRODID in Spanish in a Spanish file', () => {
    const cancelled = build('cancelled', 'es');
    expect(cancelled.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//region-events//events//ES\r\n')).toBe(true);
    expect(cancelled).toContain('\r\nSUMMARY:Cancelado: Jazz Night\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(build('moved_online', 'es', { isOnline: true })).toContain('\r\nLOCATION:En línea\r\n');
  });

  it('writes an English file, asked for or by default, as before', () => {
    for (const status of ['scheduled', 'cancelled', 'postponed', 'moved_online'] as const) expect(build(status, 'en')).toBe(build(status));
    expect(build('moved_online', 'en', { isOnline: true })).toContain('\r\nLOCATION:Online\r\n');
  });
});

describe('names and URLs', () => {
  it('builds the page URL, the UID and a header-safe file name', () => {
    expect(eventPageUrl('https://e.org', event)).toBe('https://e.org/events/7/jazz-night/');
    expect(occurrenceUid(7, new Date('2026-03-08T07:00:00Z'), 'e.org')).toBe('event-7-20260308T070000Z@e.org');
    expect(calendarFileName(event)).toBe('jazz-night.ics');
    expect(calendarFileName({ id: 3, slug: 'a "b"\r\nc' })).toBe('a-b-c.ics');
    expect(calendarFileName({ id: 3, slug: '"' })).toBe('event-3.ics');
  });
});
