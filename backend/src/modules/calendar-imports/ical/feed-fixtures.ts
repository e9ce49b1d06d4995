import path from 'node:path';

/**
 * The feeds the parser's tests read, modelled on real exports (Google Calendar, Outlook, The Events Calendar, Apple
 * Calendar, Thunderbird): here so that an integration test can serve the same files over HTTP.
 */
export const CALENDAR_FEED_FIXTURES_DIR = path.join(import.meta.dirname, 'fixtures');

export const CALENDAR_FEED_FIXTURES = [
  'google-calendar.ics',
  'outlook.ics',
  'the-events-calendar.ics',
  'no-uids.ics',
  'moved-occurrences.ics',
  'clock-change.ics',
  'malformed.ics',
  'not-a-calendar.txt',
] as const;
export type CalendarFeedFixture = (typeof CALENDAR_FEED_FIXTURES)[number];
