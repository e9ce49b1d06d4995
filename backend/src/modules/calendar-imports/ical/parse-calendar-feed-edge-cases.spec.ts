import { onceSeries } from '@events/contracts/recurrence';
import { FEED_REFUSAL_REASONS } from './feed-refusals.js';
import { icalJsOccurrences, localOccurrences } from './feed-spec-helpers.js';
import { parseCalendarFeed, type ParsedFeed, type ParsedFeedEvent } from './parse-calendar-feed.js';

const NEW_YORK = 'America/New_York';
const TODAY = '2027-03-01';

const NEW_YORK_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A calendar holding New York's VTIMEZONE and these events' lines. */
const calendar = (...events: string[][]): string =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...NEW_YORK_ZONE, ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');

const parse = (text: string, horizonDays = 365, venueTimeZone = NEW_YORK): ParsedFeed => parseCalendarFeed(text, { venueTimeZone, today: TODAY, horizonDays });

const only = (feed: ParsedFeed): ParsedFeedEvent => {
  expect(feed.events).toHaveLength(1);
  return feed.events[0] as ParsedFeedEvent;
};

const WEEKLY = ['UID:w@test', 'SUMMARY:Weekly', 'DTSTART;TZID=America/New_York:20270302T190000', 'DTEND;TZID=America/New_York:20270302T210000', 'RRULE:FREQ=WEEKLY;COUNT=4'];

describe('parseCalendarFeed: overrides', () => {
  it('ignores an override that changes nothing about time', () => {
    const plain = only(parse(calendar(WEEKLY)));
    const renamed = only(parse(calendar(WEEKLY, ['UID:w@test', 'RECURRENCE-ID;TZID=America/New_York:20270309T190000', 'SUMMARY:Weekly (guest host)', 'DTSTART;TZID=America/New_York:20270309T190000', 'DTEND;TZID=America/New_York:20270309T210000'])));
    expect(renamed.series).toEqual(plain.series);
    expect(renamed.name).toBe('Weekly');
  });

  it('lets an override without an end keep the master length', () => {
    const text = calendar(WEEKLY, ['UID:w@test', 'RECURRENCE-ID;TZID=America/New_York:20270309T190000', 'SUMMARY:Weekly', 'DTSTART;TZID=America/New_York:20270309T200000']);
    expect(localOccurrences(only(parse(text)).series, NEW_YORK, TODAY, '2027-12-31')).toEqual([
      '2027-03-02 19:00-21:00',
      '2027-03-09 20:00-22:00',
      '2027-03-16 19:00-21:00',
      '2027-03-23 19:00-21:00',
    ]);
  });

  it('imports overrides whose master is missing as one event, leaving out a cancelled one', () => {
    const orphan = (day: string, start: string, extra: string[] = []) => [
      'UID:orphan@test',
      `RECURRENCE-ID;TZID=America/New_York:${day}T190000`,
      'SUMMARY:Guest set',
      `DTSTART;TZID=America/New_York:${day}T${start}`,
      ...extra,
    ];
    const event = only(parse(calendar(orphan('20270305', '200000'), orphan('20270312', '190000'), orphan('20270319', '190000', ['STATUS:CANCELLED']))));
    expect(event.uid).toBe('orphan@test');
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2027-12-31')).toEqual(['2027-03-05 20:00', '2027-03-12 19:00']);
    expect(parse(calendar(orphan('20270319', '190000', ['STATUS:CANCELLED']))).events).toEqual([]);
  });

  it('keeps the master of the highest SEQUENCE when a UID comes twice', () => {
    const event = only(parse(calendar(['UID:d@test', 'SEQUENCE:1', 'SUMMARY:Old', 'DTSTART:20270310T180000Z'], ['UID:d@test', 'SEQUENCE:2', 'SUMMARY:New', 'DTSTART:20270311T180000Z'])));
    expect(event.name).toBe('New');
    expect(event.series).toEqual([onceSeries('2027-03-11', { timeStart: '13:00', timeEnd: null })]);
  });

  it('imports the master of an unreadable override with the date unchanged, refusing nothing', () => {
    const feed = parse(calendar(WEEKLY, ['UID:w@test', 'RECURRENCE-ID;TZID=America/New_York:20270309T190000', 'SUMMARY:Weekly', 'not a content line']));
    expect(feed.refused).toEqual([]);
    expect(only(feed).series).toEqual(only(parse(calendar(WEEKLY))).series);
  });
});

describe('parseCalendarFeed: dates the rule model cannot hold', () => {
  it('lists an RDATE at another time among dated entries, as ical.js gives it', () => {
    const text = calendar([...WEEKLY, 'RDATE;TZID=America/New_York:20270306T140000']);
    const event = only(parse(text));
    expect(event.series.every((s) => s.frequency === 'once' || (s.frequency === 'custom' && s.ruleFrequency === null))).toBe(true);
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2027-12-31')).toEqual([
      '2027-03-02 19:00-21:00',
      '2027-03-06 14:00-16:00',
      '2027-03-09 19:00-21:00',
      '2027-03-16 19:00-21:00',
      '2027-03-23 19:00-21:00',
    ]);
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2027-12-31')).toEqual(icalJsOccurrences(text, 'w@test', NEW_YORK, TODAY, '2027-12-31'));
  });

  it('covers each day of a timed event longer than a day', () => {
    const event = only(parse(calendar(['UID:f@test', 'SUMMARY:Festival', 'DTSTART;TZID=America/New_York:20270521T180000', 'DTEND;TZID=America/New_York:20270523T160000'])));
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2027-12-31')).toEqual(['2027-05-21 18:00-23:59', '2027-05-22 00:00-23:59', '2027-05-23 00:00-16:00']);
  });

  it('keeps a night that ends the next morning as one date', () => {
    const event = only(parse(calendar(['UID:n@test', 'SUMMARY:Night', 'DTSTART;TZID=America/New_York:20270320T220000', 'DTEND;TZID=America/New_York:20270321T030000'])));
    expect(event.series).toEqual([onceSeries('2027-03-20', { timeStart: '22:00', timeEnd: '03:00' })]);
  });

  it('lists a UTC rule only over the horizon, and keeps the next date of one with none in it', () => {
    const text = calendar(['UID:u@test', 'SUMMARY:Webinar', 'DTSTART:20270302T170000Z', 'DTEND:20270302T180000Z', 'RRULE:FREQ=WEEKLY', 'EXDATE:20270309T170000Z']);
    const event = only(parse(text, 30));
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2028-12-31')).toEqual([
      '2027-03-02 12:00-13:00',
      '2027-03-16 13:00-14:00',
      '2027-03-23 13:00-14:00',
      '2027-03-30 13:00-14:00',
    ]);
    const yearly = only(parse(calendar(['UID:y@test', 'SUMMARY:Anniversary', 'DTSTART:20261120T230000Z', 'RRULE:FREQ=YEARLY']), 30));
    expect(yearly.series).toEqual([onceSeries('2027-11-20', { timeStart: '18:00', timeEnd: null })]);
  });
});

describe('parseCalendarFeed: times', () => {
  it('reads a TZID the file does not define through the runtime, and an unknown one as the venue clock', () => {
    const chicago = only(parse(calendar(['UID:c@test', 'SUMMARY:Chicago', 'DTSTART;TZID=America/Chicago:20270320T190000'])));
    expect(chicago.series).toEqual([onceSeries('2027-03-20', { timeStart: '20:00', timeEnd: null })]);
    const custom = only(parse(calendar(['UID:x@test', 'SUMMARY:Custom', 'DTSTART;TZID=Hudson Local Time:20270320T190000'])));
    expect(custom.series).toEqual([onceSeries('2027-03-20', { timeStart: '19:00', timeEnd: null })]);
  });

  it('reads an end before the start as no end, and an end at the start as a zero-length event', () => {
    const backwards = only(parse(calendar(['UID:b@test', 'SUMMARY:B', 'DTSTART:20270320T190000', 'DTEND:20270320T180000'])));
    expect(backwards.series).toEqual([onceSeries('2027-03-20', { timeStart: '19:00', timeEnd: null })]);
    const instant = only(parse(calendar(['UID:i@test', 'SUMMARY:I', 'DTSTART:20270320T190000', 'DTEND:20270320T190000'])));
    expect(instant.series).toEqual([onceSeries('2027-03-20', { timeStart: '19:00', timeEnd: '19:00' })]);
  });

  it('keeps a rule begun years ago, dropping its earlier exceptions; and a weekly all-day rule as whole days', () => {
    const old = only(parse(calendar(['UID:o@test', 'SUMMARY:Old', 'DTSTART:20190107T180000', 'DTEND:20190107T190000', 'RRULE:FREQ=WEEKLY;BYDAY=MO', 'EXDATE:20200106T180000,20270315T180000'])));
    expect(old.series).toEqual([{ ...onceSeries('2019-01-07', { timeStart: '18:00', timeEnd: '19:00' }), frequency: 'weekly', byweekday: ['MO'], exdates: ['2027-03-15'] }]);
    expect(old.firstStart).toEqual(new Date('2019-01-07T23:00:00Z'));
    const market = only(parse(calendar(['UID:m@test', 'SUMMARY:Market', 'DTSTART;VALUE=DATE:20270306', 'RRULE:FREQ=WEEKLY;UNTIL=20270327'])));
    expect(market.series).toEqual([
      { ...onceSeries('2027-03-06', { timeStart: '00:00', timeEnd: '23:59' }), frequency: 'weekly', byweekday: ['SA'], end: { type: 'until', until: '2027-03-27' } },
    ]);
  });

  it('lists each day of a recurring multi-day all-day event', () => {
    const event = only(parse(calendar(['UID:w2@test', 'SUMMARY:Weekend fair', 'DTSTART;VALUE=DATE:20270306', 'DTEND;VALUE=DATE:20270308', 'RRULE:FREQ=WEEKLY;COUNT=2'])));
    expect(localOccurrences(event.series, NEW_YORK, TODAY, '2027-12-31')).toEqual(['2027-03-06', '2027-03-07', '2027-03-13', '2027-03-14'].map((d) => `${d} 00:00-23:59`));
  });

  it('keeps the rule of a cancelled series, labelled cancelled', () => {
    const event = only(parse(calendar([...WEEKLY, 'STATUS:CANCELLED'])));
    expect(event.status).toBe('cancelled');
    expect(event.series[0]?.frequency).toBe('weekly');
  });
});

describe('parseCalendarFeed: refusals and options', () => {
  it('refuses an event cut off at the end of the text, and one that repeats every minute for years', () => {
    const cut = `${calendar(WEEKLY).replace(/END:VCALENDAR$/, '')}BEGIN:VEVENT\r\nUID:cut@test\r\nSUMMARY:Cut\r\nDTSTART:20270320T190000`;
    const feed = parse(cut);
    expect(feed.events.map((e) => e.name)).toEqual(['Weekly']);
    expect(feed.refused).toEqual([{ uid: 'cut@test', name: 'Cut', reason: FEED_REFUSAL_REASONS.cutOff }]);
    const minutely = parse(calendar(['UID:m@test', 'SUMMARY:Ticker', 'DTSTART:20270101T000000Z', 'RRULE:FREQ=MINUTELY']));
    expect(minutely.refused).toEqual([{ uid: 'm@test', name: 'Ticker', reason: 'It repeats too often to import.' }]);
  });

  it('refuses options that are not a zone, a date or a number of days', () => {
    const text = calendar(WEEKLY);
    expect(() => parseCalendarFeed(text, { venueTimeZone: 'Mars/Olympus', today: TODAY, horizonDays: 30 })).toThrow(RangeError);
    expect(() => parseCalendarFeed(text, { venueTimeZone: NEW_YORK, today: '2027-02-30', horizonDays: 30 })).toThrow(RangeError);
    expect(() => parseCalendarFeed(text, { venueTimeZone: NEW_YORK, today: TODAY, horizonDays: -1 })).toThrow(RangeError);
  });
});
