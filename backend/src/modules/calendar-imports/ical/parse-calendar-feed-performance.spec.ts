import { addDaysToLocalDate } from '@events/domain/local-time';
import { parseCalendarFeed } from './parse-calendar-feed.js';

/**
 * A large feed parses quickly (issue 30: a venue's whole season, or a city's). Only correctness is asserted; the
 * time is jest's to report and the test timeout's to bound, so a slow machine does not fail it.
 */

const compact = (date: string): string => date.replace(/-/g, '');

/** A Google-style feed of `count` events: mostly single events, some weekly rules, some UTC rules, some all-day. */
function generatedFeed(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', 'VERSION:2.0', 'X-WR-CALNAME:Hudson Valley Events'];
  for (let i = 0; i < count; i++) {
    const day = compact(addDaysToLocalDate('2027-03-01', i % 300));
    const hour = String(10 + (i % 12)).padStart(2, '0');
    lines.push('BEGIN:VEVENT', `UID:generated-${i}@example.org`, 'DTSTAMP:20270226T170512Z', `SUMMARY:Event number ${i}`, `LOCATION:Hall ${i % 40}\\, Hudson\\, NY`);
    lines.push(`DESCRIPTION:Line one of event ${i}.\\n\\nMore at https://example.org/events/${i}`, `CATEGORIES:Music,Category ${i % 7}`);
    switch (i % 10) {
      case 0:
        lines.push(`DTSTART;TZID=America/New_York:${day}T${hour}0000`, `DTEND;TZID=America/New_York:${day}T${hour}3000`, 'RRULE:FREQ=WEEKLY;COUNT=20');
        break;
      case 1:
        lines.push(`DTSTART:${day}T${hour}0000Z`, `DTEND:${day}T${hour}4500Z`, 'RRULE:FREQ=WEEKLY;COUNT=8');
        break;
      case 2:
        lines.push(`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${compact(addDaysToLocalDate('2027-03-01', (i % 300) + 2))}`);
        break;
      default:
        lines.push(`DTSTART;TZID=America/New_York:${day}T${hour}0000`, `DTEND;TZID=America/New_York:${day}T${hour}3000`);
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

describe('parseCalendarFeed: a large feed', () => {
  it('parses 5,000 events', () => {
    const feed = parseCalendarFeed(generatedFeed(5000), { venueTimeZone: 'America/New_York', today: '2027-03-01', horizonDays: 365 });
    expect(feed.events).toHaveLength(5000);
    expect(feed.refused).toEqual([]);
    expect(feed.events[0]?.series[0]?.frequency).toBe('weekly');
    expect(feed.events[1]?.series.every((s) => s.frequency === 'custom' || s.frequency === 'once')).toBe(true);
  }, 30_000);
});
