// Helpers of the calendar import end-to-end tests: .ics calendars as calendar programs export them.

/** America/New_York as calendar programs write it into an export (US rules since 2007). */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export type IcsEvent = { uid: string; name: string; day: string };

/** An .ics calendar of evening events (7 to 9 PM in the venue's zone), CRLF lines as RFC 5545 writes them. */
export function icsCalendar(calendarName: string, events: readonly IcsEvent[]): Buffer {
  const local = (day: string, hour: string) => `${day.replaceAll('-', '')}T${hour}0000`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Region Events//e2e calendar imports//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${calendarName}`,
    'X-WR-TIMEZONE:America/New_York',
    ...NEW_YORK_VTIMEZONE,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20270101T120000Z',
      `DTSTART;TZID=America/New_York:${local(event.day, '19')}`,
      `DTEND;TZID=America/New_York:${local(event.day, '21')}`,
      `SUMMARY:${event.name}`,
      'DESCRIPTION:An evening of chamber music in the hall.',
      'URL:https://example.org/hall/concerts',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
