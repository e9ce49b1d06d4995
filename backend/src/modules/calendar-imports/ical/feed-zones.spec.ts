import ICAL from 'ical.js';
import { FeedZones, isRealDateValue, type IcalTime } from './feed-zones.js';

const WINDOWS_EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** DTSTART lines read as a feed's events are: under a calendar holding Outlook's Eastern zone. */
function property(line: string) {
  const calendar = new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', ...WINDOWS_EASTERN, 'END:VCALENDAR'].join('\r\n')));
  const event = new ICAL.Component(ICAL.parse(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`), calendar);
  const prop = event.getFirstProperty('dtstart');
  if (prop === null) throw new Error('no DTSTART');
  return { prop, time: prop.getFirstValue() as IcalTime };
}

const zonesFor = (venue: string): FeedZones => new FeedZones(venue, '2027-03-01', 365);

describe('FeedZones', () => {
  const zones = zonesFor('America/New_York');

  it.each([
    ['DTSTART:20270320T190000', { kind: 'floating' }, '2027-03-20T23:00:00.000Z'],
    ['DTSTART;VALUE=DATE:20270320', { kind: 'floating' }, '2027-03-20T04:00:00.000Z'],
    ['DTSTART:20270320T190000Z', { kind: 'utc' }, '2027-03-20T19:00:00.000Z'],
    ['DTSTART;TZID=America/Chicago:20270320T190000', { kind: 'named', name: 'America/Chicago' }, '2027-03-21T00:00:00.000Z'],
    ['DTSTART;TZID=Eastern Standard Time:20270320T190000', { kind: 'defined', tzid: 'Eastern Standard Time' }, '2027-03-20T23:00:00.000Z'],
    // A TZID neither the runtime nor the file knows: the venue's wall clock.
    ['DTSTART;TZID=Pacific Time (Custom):20270320T190000', { kind: 'floating' }, '2027-03-20T23:00:00.000Z'],
  ])('reads %s in its zone', (line, kind, instant) => {
    const { prop, time } = property(line);
    const zone = zones.zoneOf(prop, time);
    expect(zone).toMatchObject(kind);
    expect(new Date(zones.instantOf(time, zone)).toISOString()).toBe(instant);
  });

  it('adds whole days of wall clock across a clock change', () => {
    const { prop, time } = property('DTSTART;TZID=America/New_York:20270313T190000');
    expect(new Date(zones.instantDaysAfter(time, zones.zoneOf(prop, time), 1)).toISOString()).toBe('2027-03-14T23:00:00.000Z');
  });

  it.each([
    ['America/New_York', 'DTSTART:20270320T190000', true],
    ['America/New_York', 'DTSTART;TZID=America/New_York:20270320T190000', true],
    ['America/New_York', 'DTSTART;TZID=US/Eastern:20270320T190000', true],
    ['America/New_York', 'DTSTART;TZID=Eastern Standard Time:20270320T190000', true],
    ['America/Chicago', 'DTSTART;TZID=Eastern Standard Time:20270320T190000', false],
    ['America/New_York', 'DTSTART;TZID=America/Chicago:20270320T190000', false],
    ['America/New_York', 'DTSTART:20270320T190000Z', false],
    ['Europe/London', 'DTSTART:20270320T190000Z', false],
    ['UTC', 'DTSTART:20270320T190000Z', true],
  ])('in %s, %s keeps the venue wall clock: %s', (venue, line, same) => {
    const { prop, time } = property(line);
    const venueZones = zonesFor(venue);
    expect(venueZones.isVenueZone(venueZones.zoneOf(prop, time))).toBe(same);
  });
});

describe('isRealDateValue', () => {
  it('accepts real days and times, refuses what ical.js would roll over', () => {
    expect(isRealDateValue('2028-02-29')).toBe(true);
    expect(isRealDateValue('2027-03-14T02:30:00')).toBe(true);
    expect(isRealDateValue('2027-02-29')).toBe(false);
    expect(isRealDateValue('2027-06-31T19:00:00')).toBe(false);
    expect(isRealDateValue('2027-06-30T24:00:00')).toBe(false);
    expect(isRealDateValue(['2027-06-30T19:00:00', 'PT1H'])).toBe(false);
  });
});
