import { foldLines as icalFoldLines } from 'ical-generator';
import type { EventStatus } from '@events/contracts/event-status';
import type { CalendarEvent } from '../calendar/calendar-event.read-model.js';
import { buildSearchCalendar, buildSearchRss, foldLines, type FeedInput } from './alert-feeds.js';

describe('foldLines', () => {
  it('folds as ical-generator does, counting UTF-8 octets', () => {
    const text = [
      'BEGIN:VEVENT',
      `DESCRIPTION:${'Jazz night at the Iron Horse, Northampton. '.repeat(5)}`,
      `SUMMARY:${'Café crème ☕ 🎷 concert '.repeat(6)}`,
      `LOCATION:${'é'.repeat(80)}`,
      `X-ASCII:${'a'.repeat(67)}`,
      'END:VEVENT',
      '',
    ].join('\r\n');
    expect(foldLines(text)).toBe(icalFoldLines(text));
  });

  it('leaves short lines as they are', () => {
    expect(foldLines('A:b\r\nC:d\r\n')).toBe('A:b\r\nC:d\r\n');
  });
});

describe('the feeds of a search with a cancelled and a postponed event', () => {
  const event = (id: number, name: string, status: EventStatus): CalendarEvent => ({
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    description: '<p>At the hall.</p>',
    isInPerson: true,
    isOnline: false,
    onlineUrl: '',
    status,
    updated: new Date('2026-11-20T12:00:00Z'),
    venue: { name: 'Colonial Theatre', street: '111 South St', city: 'Pittsfield', state: 'MA', postalCode: '01201', lat: 42.45, lon: -73.25, timeZone: 'America/New_York' },
  });
  const input: FeedInput = {
    searchName: 'Music',
    origin: 'https://events.example.org',
    searchUrl: 'https://events.example.org/events/?keyword=music',
    events: [event(1, 'Harp Recital', 'cancelled'), event(2, 'Late Set', 'postponed'), event(3, 'Jazz Night', 'scheduled')],
    occurrences: [1, 2, 3].map((eventId) => ({ eventId, startsAt: new Date(`2026-11-2${eventId + 5}T00:00:00Z`), endsAt: null })),
  };

  it('titles an RSS item after its status and files it under the status', () => {
    const items = buildSearchRss(input).split('<item>').slice(1);
    expect(items[0]).toContain('<title><![CDATA[Cancelled: Harp Recital]]></title>');
    expect(items[0]).toContain('<category>Cancelled</category>');
    expect(items[1]).toContain('<title><![CDATA[Postponed: Late Set]]></title>');
    expect(items[1]).toContain('<category>Postponed</category>');
    expect(items[2]).toContain('<title><![CDATA[Jazz Night]]></title>');
    expect(items[2]).not.toContain('<category>');
  });

  it('marks the calendar entry of a cancelled event CANCELLED', () => {
    const entries = buildSearchCalendar(input).split('BEGIN:VEVENT').slice(1);
    expect(entries[0]).toContain('SUMMARY:Cancelled: Harp Recital');
    expect(entries[0]).toContain('STATUS:CANCELLED');
    expect(entries[2]).toContain('SUMMARY:Jazz Night');
    expect(entries[2]).toContain('STATUS:CONFIRMED');
  });
});
