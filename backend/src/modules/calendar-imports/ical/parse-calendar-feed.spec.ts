import { onceSeries, recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';
import { normalizeTime } from '@events/domain/local-time';
import { parseICalendar, toICalendar } from '@events/domain/recurrence';
import { CALENDAR_FEED_FIXTURES, type CalendarFeedFixture } from './feed-fixtures.js';
import { FEED_REFUSAL_REASONS } from './feed-refusals.js';
import { icalJsOccurrences, localOccurrences, readFixture } from './feed-spec-helpers.js';
import { FeedParseError, parseCalendarFeed, type ParsedFeed, type ParsedFeedEvent } from './parse-calendar-feed.js';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const TODAY = '2027-03-01';
const HORIZON_DAYS = 365;
const HORIZON_END = '2028-02-29';

const parse = (name: CalendarFeedFixture, venueTimeZone = NEW_YORK, today = TODAY): ParsedFeed =>
  parseCalendarFeed(readFixture(name), { venueTimeZone, today, horizonDays: HORIZON_DAYS });

function eventNamed(feed: ParsedFeed, name: string): ParsedFeedEvent {
  const event = feed.events.find((e) => e.name === name);
  if (event === undefined) throw new Error(`No event "${name}" in ${feed.events.map((e) => e.name).join(', ')}`);
  return event;
}

const series = (fields: Partial<RecurrenceSeries> & Pick<RecurrenceSeries, 'dtstart' | 'timeStart' | 'timeEnd'>): RecurrenceSeries => ({
  ...onceSeries(fields.dtstart, fields),
  ...fields,
});

const occurrences = (event: ParsedFeedEvent, venue = NEW_YORK, from = TODAY, to = HORIZON_END): string[] => localOccurrences(event.series, venue, from, to);

describe('parseCalendarFeed: Google Calendar', () => {
  const text = readFixture('google-calendar.ics');
  const feed = parse('google-calendar.ics');

  it('reads one event per master, leaves out the one already over, refuses nothing', () => {
    expect(feed.calendarName).toBe('Riverside Jazz Club');
    expect(feed.events.map((e) => e.name)).toEqual(['Tuesday Jazz Jam', 'Online Masterclass: Jazz Harmony Basics', 'Record Store Day Pop-up', 'Hudson River Jazz Festival']);
    expect(feed.refused).toEqual([]);
  });

  it('keeps the weekly rule with its EXDATE, and the moved Tuesday as an exception plus a date of its own', () => {
    const jam = eventNamed(feed, 'Tuesday Jazz Jam');
    expect(jam.uid).toBe('3k5v8q2m1n7p4r6s9t0u2w4x6y@google.com');
    expect(jam.series).toEqual([
      series({
        frequency: 'weekly',
        dtstart: '2027-03-02',
        byweekday: ['TU'],
        end: { type: 'until', until: '2027-05-25' },
        exdates: ['2027-03-16', '2027-04-06'],
        timeStart: '20:00',
        timeEnd: '22:30',
      }),
      onceSeries('2027-04-07', { timeStart: '20:30', timeEnd: '23:00' }),
    ]);
    expect(occurrences(jam)).toEqual([
      '2027-03-02 20:00-22:30',
      '2027-03-09 20:00-22:30',
      '2027-03-23 20:00-22:30',
      '2027-03-30 20:00-22:30',
      '2027-04-07 20:30-23:00',
      '2027-04-13 20:00-22:30',
      '2027-04-20 20:00-22:30',
      '2027-04-27 20:00-22:30',
      '2027-05-04 20:00-22:30',
      '2027-05-11 20:00-22:30',
      '2027-05-18 20:00-22:30',
      '2027-05-25 20:00-22:30',
    ]);
    expect(occurrences(jam)).toEqual(icalJsOccurrences(text, '3k5v8q2m1n7p4r6s9t0u2w4x6y@google.com', NEW_YORK, TODAY, HORIZON_END));
    expect(jam.firstStart).toEqual(new Date('2027-03-03T01:00:00Z'));
    expect(jam.fingerprint).toBe('tuesday jazz jam|2027-03-02T20:00');
    expect(jam.location).toBe('Riverside Jazz Club, 12 Water St, Hudson, NY 12534, USA');
    expect(jam.descriptionHtml).toBe(
      'Our house trio with a different guest every week.<br /><br />Players sign up at the bar from 7:30 PM; bring your own instrument. ' +
        '<a href="https://riversidejazz.example/jam" rel="noopener noreferrer nofollow">House rules</a>',
    );
  });

  it('reads a UTC event at its venue-local time after the clock change, online through Google Meet', () => {
    const masterclass = eventNamed(feed, 'Online Masterclass: Jazz Harmony Basics');
    expect(masterclass.series).toEqual([onceSeries('2027-03-20', { timeStart: '13:00', timeEnd: '14:00' })]);
    expect(masterclass.firstStart).toEqual(new Date('2027-03-20T17:00:00Z'));
    expect(masterclass.fingerprint).toBe('online masterclass jazz harmony basics|2027-03-20T13:00');
    expect(masterclass.location).toBeNull();
    expect(masterclass.onlineUrl).toBe('https://meet.google.com/xqz-pdrw-kfn');
    expect(masterclass.descriptionHtml).toBe('<p>A one-hour online class on ii-V-I progressions and voice leading.</p><p>Link on the right; no sign-up needed.</p>');
  });

  it('reads all-day events as whole days, a three-day one as each of its days', () => {
    const popUp = eventNamed(feed, 'Record Store Day Pop-up');
    expect(popUp.series).toEqual([onceSeries('2027-04-17', { timeStart: '00:00', timeEnd: '23:59' })]);
    expect(popUp.firstStart).toEqual(new Date('2027-04-17T04:00:00Z'));
    const festival = eventNamed(feed, 'Hudson River Jazz Festival');
    expect(festival.series).toEqual([series({ frequency: 'custom', dtstart: '2027-05-21', rdates: ['2027-05-22', '2027-05-23'], timeStart: '00:00', timeEnd: '23:59' })]);
    expect(occurrences(festival)).toEqual(['2027-05-21 00:00-23:59', '2027-05-22 00:00-23:59', '2027-05-23 00:00-23:59']);
  });

  it('drops what lies before a later today: past exceptions, the past moved date, the past single event', () => {
    const later = parse('google-calendar.ics', NEW_YORK, '2027-04-10');
    expect(later.events.map((e) => e.name)).toEqual(['Tuesday Jazz Jam', 'Record Store Day Pop-up', 'Hudson River Jazz Festival']);
    expect(eventNamed(later, 'Tuesday Jazz Jam').series).toEqual([
      series({ frequency: 'weekly', dtstart: '2027-03-02', byweekday: ['TU'], end: { type: 'until', until: '2027-05-25' }, timeStart: '20:00', timeEnd: '22:30' }),
    ]);
  });
});

describe('parseCalendarFeed: Outlook', () => {
  const text = readFixture('outlook.ics');
  const feed = parse('outlook.ics');
  const writers = '040000008200E00074C5B7101A82E0080000000010A9F2C1E7B8DA01000000000000000010000000F3C1A0B2D4E5F60718293A4B5C6D7E8F';

  it('keeps the second-Tuesday rule of a Windows-named zone that keeps New York time', () => {
    expect(feed.calendarName).toBe("Hudson Valley Writers' Circle");
    const circle = eventNamed(feed, "Writers' Circle");
    expect(circle.uid).toBe(writers);
    expect(circle.series).toEqual([
      series({
        frequency: 'monthlyBySetPos',
        dtstart: '2027-01-12',
        byweekday: ['TU'],
        bysetpos: [2],
        end: { type: 'until', until: '2027-12-14' },
        timeStart: '18:30',
        timeEnd: '20:00',
      }),
    ]);
    expect(occurrences(circle)).toEqual(
      ['03-09', '04-13', '05-11', '06-08', '07-13', '08-10', '09-14', '10-12', '11-09', '12-14'].map((day) => `2027-${day} 18:30-20:00`),
    );
    expect(occurrences(circle)).toEqual(icalJsOccurrences(text, writers, NEW_YORK, TODAY, HORIZON_END));
    expect(circle.firstStart).toEqual(new Date('2027-01-12T23:30:00Z'));
  });

  it('prefers the X-ALT-DESC HTML, sanitised to the form allow-list', () => {
    expect(eventNamed(feed, "Writers' Circle").descriptionHtml).toBe(
      "Monthly meeting of the <b>Hudson Valley Writers' Circle</b>.\n<ul>\n<li>Bring up to 10 pages to share</li><li>Coffee from 6:15 PM</li></ul>\n" +
        'Questions? <a href="mailto:circle@hvwriters.example" rel="noopener noreferrer nofollow">circle@hvwriters.example</a>',
    );
  });

  it('reads a Teams meeting: its place as written, its join address as the online address, its text as paragraphs', () => {
    const talk = eventNamed(feed, 'Author Talk: Writing Historical Fiction');
    expect(talk.series).toEqual([onceSeries('2027-03-24', { timeStart: '19:00', timeEnd: '20:15' })]);
    expect(talk.location).toBe('Microsoft Teams Meeting');
    expect(talk.onlineUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\/19%3ameeting_NjM2/);
    expect(talk.descriptionHtml).toMatch(/^<p>Novelist Maren Alcott on research, archives and voice\. Questions welcome in the chat\.<\/p><p>_{10,}<br \/>Microsoft Teams meeting<br \/>/);
    expect(talk.descriptionHtml).toContain('Click here to join the meeting&lt;https://teams.microsoft.com/');
  });

  it('reads an all-day Outlook event and an empty description', () => {
    const marathon = eventNamed(feed, 'Poetry Marathon');
    expect(marathon.series).toEqual([onceSeries('2027-06-12', { timeStart: '00:00', timeEnd: '23:59' })]);
    expect(marathon.descriptionHtml).toBe('');
  });
});

describe('parseCalendarFeed: The Events Calendar (WordPress)', () => {
  const feed = parse('the-events-calendar.ics');

  it('reads the calendar name, the event page, categories, the image and the address', () => {
    expect(feed.calendarName).toBe('Hudson Arts Collective');
    const opening = eventNamed(feed, 'Spring Gallery Opening: Rivers & Light');
    expect(opening).toMatchObject({
      uid: '10482-1807394400-1807405200@hudsonarts.example',
      url: 'https://hudsonarts.example/event/spring-gallery-opening/',
      status: 'scheduled',
      location: 'Hudson Arts Collective Gallery, 401 Warren Street, Hudson, NY, 12534, United States',
      onlineUrl: null,
      categories: ['Exhibitions', 'Openings'],
      imageUrl: 'https://hudsonarts.example/wp-content/uploads/2027/02/rivers-and-light.jpg',
      fingerprint: 'spring gallery opening rivers light|2027-04-10T18:00',
    });
    expect(opening.series).toEqual([onceSeries('2027-04-10', { timeStart: '18:00', timeEnd: '21:00' })]);
    // Plain text: paragraphs and line breaks, the address left as text.
    expect(opening.descriptionHtml).toBe(
      '<p>Celebrate the opening of Rivers &amp; Light, new paintings by twelve Hudson Valley artists.</p>' +
        '<p>Wine and light bites from 6 PM. The artists talk at 7 PM.<br />Full program: https://hudsonarts.example/rivers-and-light/</p>',
    );
  });

  it('reads STATUS:CANCELLED as a cancelled event that stays listed', () => {
    const demo = eventNamed(feed, 'Printmaking Demo with Lena Ortiz');
    expect(demo.status).toBe('cancelled');
    expect(demo.series).toEqual([onceSeries('2027-03-20', { timeStart: '14:00', timeEnd: '16:00' })]);
  });

  it('takes the first image attachment by its file name, de-duplicates categories, covers both days', () => {
    const pleinAir = eventNamed(feed, 'Plein Air Weekend');
    expect(pleinAir.imageUrl).toBe('https://hudsonarts.example/wp-content/uploads/2027/03/plein-air-weekend.png');
    expect(pleinAir.categories).toEqual(['Workshops', 'Outdoors']);
    expect(occurrences(pleinAir)).toEqual(['2027-05-01 00:00-23:59', '2027-05-02 00:00-23:59']);
  });
});

describe('parseCalendarFeed: a feed without UIDs', () => {
  const feed = parse('no-uids.ics');

  it('gives every event a fingerprint of its title and first local start, distinct for the same title on two dates', () => {
    expect(feed.events.map((e) => [e.uid, e.fingerprint])).toEqual([
      [null, 'cafe concert elan|2027-03-12T19:30'],
      [null, 'our town|2027-04-16T19:30'],
      [null, 'our town sunday matinee|2027-04-18T14:00'],
      [null, 'cafe concert elan|2027-05-14T19:30'],
    ]);
  });

  it('reads floating times as the venue wall clock and keeps their rules (DURATION for the end, none without one)', () => {
    expect(eventNamed(feed, 'Our Town').series).toEqual([
      series({ frequency: 'weekly', dtstart: '2027-04-16', byweekday: ['FR', 'SA'], end: { type: 'count', count: 6 }, timeStart: '19:30', timeEnd: '22:00' }),
    ]);
    expect(occurrences(eventNamed(feed, 'Our Town'))).toEqual(['04-16', '04-17', '04-23', '04-24', '04-30', '05-01'].map((d) => `2027-${d} 19:30-22:00`));
    const matinee = eventNamed(feed, 'Our Town – Sunday matinée');
    expect(matinee.series).toEqual([series({ frequency: 'weekly', dtstart: '2027-04-18', byweekday: ['SU'], end: { type: 'count', count: 3 }, timeStart: '14:00', timeEnd: null })]);
    expect(occurrences(matinee)).toEqual(['2027-04-18 14:00', '2027-04-25 14:00', '2027-05-02 14:00']);
    // Floating, in another venue: the same wall clock there.
    const inLondon = parseCalendarFeed(readFixture('no-uids.ics'), { venueTimeZone: LONDON, today: TODAY, horizonDays: HORIZON_DAYS });
    expect(eventNamed(inLondon, 'Our Town').series).toEqual(eventNamed(feed, 'Our Town').series);
  });
});

describe('parseCalendarFeed: RDATE, EXDATE and overrides', () => {
  const text = readFixture('moved-occurrences.ics');
  const feed = parse('moved-occurrences.ics');
  const uid = '8C5E2A41-7F3B-4D6E-9A12-3B4C5D6E7F80';

  it('makes the cancelled override an exception, the moved one an exception plus its own date', () => {
    expect(feed.events).toHaveLength(1);
    const salsa = eventNamed(feed, 'Salsa Social');
    expect(salsa.series).toEqual([
      series({
        frequency: 'weekly',
        dtstart: '2027-03-04',
        byweekday: ['TH'],
        end: { type: 'count', count: 10 },
        exdates: ['2027-03-18', '2027-03-25', '2027-04-01'],
        rdates: ['2027-03-24'],
        timeStart: '18:00',
        timeEnd: '20:00',
      }),
      onceSeries('2027-03-19', { timeStart: '19:00', timeEnd: '21:00' }),
    ]);
    expect(occurrences(salsa)).toEqual([
      '2027-03-04 18:00-20:00',
      '2027-03-11 18:00-20:00',
      '2027-03-19 19:00-21:00',
      '2027-03-24 18:00-20:00',
      '2027-04-08 18:00-20:00',
      '2027-04-15 18:00-20:00',
      '2027-04-22 18:00-20:00',
      '2027-04-29 18:00-20:00',
      '2027-05-06 18:00-20:00',
    ]);
    expect(occurrences(salsa)).toEqual(icalJsOccurrences(text, uid, NEW_YORK, TODAY, HORIZON_END));
    expect(salsa.location).toBe('The Ballroom at 214 Warren, 214 Warren St, Hudson, NY 12534, United States');
    expect(salsa.url).toBe('https://salsasocial.example/hudson');
  });
});

describe('parseCalendarFeed: across clock changes', () => {
  const text = readFixture('clock-change.ics');

  it('in New York: keeps the 7 PM rule at 7 PM after March 14; lists London and UTC events at their New York times', () => {
    const feed = parse('clock-change.ics');
    const openMic = eventNamed(feed, 'Open Mic Night');
    expect(openMic.series).toEqual([series({ frequency: 'weekly', dtstart: '2027-03-03', byweekday: ['WE'], end: { type: 'count', count: 6 }, timeStart: '19:00', timeEnd: '21:00' })]);
    expect(occurrences(openMic)).toEqual(['03-03', '03-10', '03-17', '03-24', '03-31', '04-07'].map((d) => `2027-${d} 19:00-21:00`));

    // 7 PM in London: 2 PM in New York, 3 PM while New York has changed its clocks and London not yet (Mar 14-28).
    const radio = eventNamed(feed, 'London Jazz Radio Hour (live from Soho)');
    expect(radio.series).toEqual([
      series({ frequency: 'custom', dtstart: '2027-03-05', rdates: ['2027-03-12', '2027-04-02', '2027-04-09'], timeStart: '14:00', timeEnd: '15:00' }),
      series({ frequency: 'custom', dtstart: '2027-03-19', rdates: ['2027-03-26'], timeStart: '15:00', timeEnd: '16:00' }),
    ]);
    expect(occurrences(radio)).toEqual([
      '2027-03-05 14:00-15:00',
      '2027-03-12 14:00-15:00',
      '2027-03-19 15:00-16:00',
      '2027-03-26 15:00-16:00',
      '2027-04-02 14:00-15:00',
      '2027-04-09 14:00-15:00',
    ]);
    expect(radio.location).toBeNull();
    expect(radio.onlineUrl).toBe('https://radio.riversidejazz.example/live');

    // Midnight UTC: the evening before in New York, 7 PM in winter time, 8 PM in summer time.
    const party = eventNamed(feed, 'Global Listening Party');
    expect(occurrences(party)).toEqual([
      '2027-03-01 19:00-20:00',
      '2027-03-08 19:00-20:00',
      '2027-03-15 20:00-21:00',
      '2027-03-22 20:00-21:00',
      '2027-03-29 20:00-21:00',
      '2027-04-05 20:00-21:00',
    ]);
    expect(party.fingerprint).toBe('global listening party|2027-03-01T19:00');
    for (const event of feed.events) expect(occurrences(event)).toEqual(icalJsOccurrences(text, event.uid as string, NEW_YORK, TODAY, HORIZON_END));
  });

  it('in London: keeps the London rule, moves the New York and UTC events across both clock changes, dates included', () => {
    const feed = parse('clock-change.ics', LONDON);
    const radio = eventNamed(feed, 'London Jazz Radio Hour (live from Soho)');
    expect(radio.series).toEqual([series({ frequency: 'weekly', dtstart: '2027-03-05', byweekday: ['FR'], end: { type: 'until', until: '2027-04-09' }, timeStart: '19:00', timeEnd: '20:00' })]);
    expect(occurrences(eventNamed(feed, 'Open Mic Night'), LONDON)).toEqual([
      '2027-03-04 00:00-02:00',
      '2027-03-11 00:00-02:00',
      '2027-03-17 23:00-01:00+1',
      '2027-03-24 23:00-01:00+1',
      '2027-04-01 00:00-02:00',
      '2027-04-08 00:00-02:00',
    ]);
    expect(occurrences(eventNamed(feed, 'Global Listening Party'), LONDON)).toEqual([
      '2027-03-02 00:00-01:00',
      '2027-03-09 00:00-01:00',
      '2027-03-16 00:00-01:00',
      '2027-03-23 00:00-01:00',
      '2027-03-30 01:00-02:00',
      '2027-04-06 01:00-02:00',
    ]);
    for (const event of feed.events) expect(occurrences(event, LONDON)).toEqual(icalJsOccurrences(text, event.uid as string, LONDON, TODAY, HORIZON_END));
  });
});

describe('parseCalendarFeed: a feed with broken events', () => {
  it('imports the good events and refuses each broken one with its reason, in feed order', () => {
    const feed = parse('malformed.ics');
    expect(feed.events.map((e) => e.name)).toEqual(['Folk Jam', 'Shape-Note Singing']);
    expect(eventNamed(feed, 'Shape-Note Singing').series).toEqual([
      series({ frequency: 'monthlyBySetPos', dtstart: '2027-03-04', byweekday: ['TH'], bysetpos: [1], end: { type: 'count', count: 4 }, timeStart: '19:00', timeEnd: '20:30' }),
    ]);
    expect(feed.refused).toEqual([
      { uid: 'folk-2027-0313-contra@hudsonfolk.example', name: 'Contra Dance', reason: FEED_REFUSAL_REASONS.unreadable },
      { uid: 'folk-2027-0320-song-circle@hudsonfolk.example', name: 'Song Circle', reason: 'It has no start date.' },
      { uid: 'folk-2027-0327-untitled@hudsonfolk.example', name: null, reason: 'It has no title.' },
      { uid: 'folk-2027-0631-ballads@hudsonfolk.example', name: 'Ballad Night', reason: 'Its start date is not a valid date.' },
      { uid: 'folk-2027-fortnightly-session@hudsonfolk.example', name: 'Irish Session', reason: 'Its repeat rule could not be read.' },
    ]);
  });

  it('refuses a text that is not a calendar as a whole', () => {
    expect(() => parse('not-a-calendar.txt')).toThrow(new FeedParseError('The file is not an iCalendar calendar.'));
    expect(() => parseCalendarFeed('', { venueTimeZone: NEW_YORK, today: TODAY, horizonDays: 30 })).toThrow(FeedParseError);
  });
});

describe('parseCalendarFeed: every fixture', () => {
  const calendars = CALENDAR_FEED_FIXTURES.filter((name) => name.endsWith('.ics'));

  it.each(calendars)('%s: parses to the same result twice (stable fingerprints)', (name) => {
    const first = parse(name);
    expect(parse(name)).toEqual(first);
    expect(new Set(first.events.map((e) => e.fingerprint)).size).toBe(first.events.length);
  });

  // ical.js reads malformed.ics not at all: one bad line stops its whole parse.
  it.each(calendars.filter((name) => name !== 'malformed.ics'))("%s: gives ical.js's own occurrences, in New York and in London", (name) => {
    const text = readFixture(name);
    for (const venue of [NEW_YORK, LONDON]) {
      for (const event of parse(name, venue).events) {
        if (event.uid === null) continue;
        expect([event.name, occurrences(event, venue)]).toEqual([event.name, icalJsOccurrences(text, event.uid, venue, TODAY, HORIZON_END)]);
      }
    }
  });

  it.each(calendars)('%s: every date entry passes the schema and reads back from the text it is stored as', (name) => {
    for (const venue of [NEW_YORK, LONDON]) {
      for (const event of parse(name, venue).events) {
        expect(event.series.length).toBeGreaterThan(0);
        for (const one of event.series) {
          expect(recurrenceSeriesSchema.parse(one)).toEqual(one);
          const times = { timeStart: normalizeTime(one.timeStart), timeEnd: one.timeEnd === null ? null : normalizeTime(one.timeEnd) };
          expect(parseICalendar(toICalendar(one), one, one.frequency)).toEqual({ ...one, ...times });
        }
      }
    }
  });
});
