import { addDaysToLocalDate, type LocalDate, localToInstant } from '@events/domain/local-time';

/** An event already listed at the demo venue, which the demo calendar lists too. */
export type ListedLookalike = { readonly name: string; readonly startsAt: Date };

/** How many new events the demo calendar adds (its look-alike waits on the editor desk instead). */
export const DEMO_BOX_OFFICE_NEW_EVENTS = 1;

/** An instant as an iCalendar UTC date-time: 20270320T230000Z. */
const utc = (instant: Date): string => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * The demo venue's box-office calendar, as its ticketing system exports it: an open rehearsal ten days on, and the
 * listed event again under the box office's own UID and in capitals, which the import proposes to merge.
 */
export function demoBoxOfficeCalendar(today: LocalDate, timeZone: string, lookalike: ListedLookalike | null): string {
  const rehearsal = localToInstant(addDaysToLocalDate(today, 10), '18:00', timeZone);
  const event = (uid: string, name: string, start: Date, description: string): string[] => [
    'BEGIN:VEVENT',
    `UID:${uid}@box-office.example.org`,
    'DTSTAMP:20270101T120000Z',
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(new Date(start.getTime() + 2 * 3_600_000))}`,
    `SUMMARY:${name}`,
    `DESCRIPTION:${description}`,
    'URL:https://box-office.example.org/',
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Region Events//Demo box office//EN',
    'X-WR-CALNAME:Box office',
    ...event('open-rehearsal', 'Open rehearsal', rehearsal, 'Watch the company rehearse; free, all ages.'),
    ...(lookalike ? event('listed-lookalike', lookalike.name.toUpperCase(), lookalike.startsAt, 'Tickets at the box office.') : []),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
