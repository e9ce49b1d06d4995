import { EVENT_FORM_MESSAGES } from '@events/contracts/event-forms';
import { checkDateEntries, venueHoursDates } from './event-date-rules.js';

const TODAY = '2026-12-01';
const entry = (date_recur: string, extra: { id?: number; time_end?: string | null } = {}) => ({ time_start: '19:00', time_end: null, date_recur, ...extra });

describe('checkDateEntries', () => {
  it('reads a rule, keeps its series and rewrites it as toICalendar does', () => {
    const { dates, errors } = checkDateEntries([entry('DTSTART:20261208\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4', { time_end: '21:00' })], TODAY);
    expect(errors).toEqual({});
    expect(dates[0]).toMatchObject({ frequency: 'weekly', timeStart: '19:00:00', timeEnd: '21:00:00', dateRecur: 'DTSTART;VALUE=DATE:20261208\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4' });
    expect(dates[0]?.series.end).toEqual({ type: 'count', count: 4 });
  });

  it.each([
    ['garbage', EVENT_FORM_MESSAGES.badRule],
    ['RRULE:FREQ=WEEKLY', EVENT_FORM_MESSAGES.badRule],
    ['DTSTART:20261208\nRRULE:FREQ=SECONDLY', EVENT_FORM_MESSAGES.badRule],
    ['DTSTART:20261208\nRRULE:FREQ=WEEKLY;COUNT=0', EVENT_FORM_MESSAGES.countZero],
    ['DTSTART:20261208\nRRULE:FREQ=WEEKLY;COUNT=-3', EVENT_FORM_MESSAGES.countZero],
    ['DTSTART:20261208\nRRULE:FREQ=WEEKLY;COUNT=x', EVENT_FORM_MESSAGES.badRule],
    ['DTSTART:20261208\nRRULE:FREQ=WEEKLY;COUNT=5000', 'The maximum value is 1000.'],
    ['DTSTART:20261208\nRRULE:FREQ=WEEKLY;UNTIL=20261207', EVENT_FORM_MESSAGES.untilBeforeStart],
    ['DTSTART:20261130', 'Date must not be earlier than today'],
    ['DTSTART:20261208\nRRULE:FREQ=DAILY\nEXDATE:20270230', EVENT_FORM_MESSAGES.badRule],
  ])('refuses %j', (text, message) => {
    expect(checkDateEntries([entry(text)], TODAY).errors).toEqual({ 'dates.0.date_recur': [message] });
  });

  it('counts extra dates and exceptions', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10).replace(/-/g, '')).join(',');
    expect(checkDateEntries([entry(`DTSTART:20261208\nRDATE;VALUE=DATE:${days(367)}`)], TODAY).errors).toEqual({ 'dates.0.date_recur': [EVENT_FORM_MESSAGES.tooManyExtraDates] });
    expect(checkDateEntries([entry(`DTSTART:20261208\nRRULE:FREQ=DAILY\nEXDATE;VALUE=DATE:${days(367)}`)], TODAY).errors).toEqual({
      'dates.0.date_recur': [EVENT_FORM_MESSAGES.tooManyExceptions],
    });
    expect(checkDateEntries([entry(`DTSTART:20261208\nRDATE;VALUE=DATE:${days(366)}`)], TODAY).errors).toEqual({});
  });

  it('keeps a past start of an existing entry, not of a new or moved one, and refuses unknown ids', () => {
    const stored = new Map([[7, '2026-11-01']]);
    expect(checkDateEntries([entry('DTSTART:20261101\nRRULE:FREQ=WEEKLY', { id: 7 })], TODAY, stored).errors).toEqual({});
    expect(checkDateEntries([entry('DTSTART:20261102\nRRULE:FREQ=WEEKLY', { id: 7 })], TODAY, stored).errors).toEqual({ 'dates.0.date_recur': ['Date must not be earlier than today'] });
    expect(checkDateEntries([entry('DTSTART:20261101\nRRULE:FREQ=WEEKLY')], TODAY, stored).errors).toEqual({ 'dates.0.date_recur': ['Date must not be earlier than today'] });
    expect(checkDateEntries([entry('DTSTART:20261208', { id: 8 })], TODAY, stored).errors).toEqual({ 'dates.0.id': [EVENT_FORM_MESSAGES.unknownDate] });
  });
});

describe('venueHoursDates', () => {
  it('makes one weekly series per open period between the dates, skipping closed days', () => {
    const dates = venueHoursDates(
      [
        { dayOfWeek: 0, closed: false, timeStart: '10:00:00', timeEnd: '17:00:00' },
        { dayOfWeek: 2, closed: true, timeStart: null, timeEnd: null },
        { dayOfWeek: 5, closed: false, timeStart: '12:00:00', timeEnd: null },
      ],
      '2026-12-01',
      '2026-12-04',
    );
    // Monday the 7th is after the end; Saturday the 5th too: nothing from 12-01 (Tue) to 12-04 (Fri).
    expect(dates).toEqual([]);
    const wider = venueHoursDates([{ dayOfWeek: 0, closed: false, timeStart: '10:00:00', timeEnd: '17:00:00' }], '2026-12-01', '2026-12-31');
    expect(wider.map((d) => d.dateRecur)).toEqual(['DTSTART;VALUE=DATE:20261207\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231']);
    expect(wider[0]).toMatchObject({ timeStart: '10:00', timeEnd: '17:00' });
  });
});
