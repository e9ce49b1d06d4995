import ICAL from 'ical.js';
import { recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';
import type { LocalDate } from '@events/domain/local-time';
import { expandLocalDates, parseICalendar, summarizeRecurrence, toICalendar } from '@events/domain/recurrence';
import { dateOfTime } from './feed-zones.js';
import { seriesOfRule } from './rule-series.js';

const FROM = '2027-01-01';
const TO = '2029-12-31';

/** The dates ical.js gives a floating 7 PM DTSTART with this rule, within [FROM, TO]. */
function icalDates(dtstart: LocalDate, rule: string): LocalDate[] {
  const component = new ICAL.Component(ICAL.parse(`BEGIN:VEVENT\r\nDTSTART:${dtstart.replace(/-/g, '')}T190000\r\nRRULE:${rule}\r\nEND:VEVENT`));
  const expansion = new ICAL.RecurExpansion({ component, dtstart: component.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time> });
  const dates: LocalDate[] = [];
  for (let next = expansion.next(); next; next = expansion.next()) {
    const date = dateOfTime(next);
    if (date > TO) break;
    if (date >= FROM) dates.push(date);
  }
  return dates;
}

function translate(dtstart: LocalDate, rule: string): RecurrenceSeries | null {
  const recur = ICAL.Recur.fromString(rule);
  return seriesOfRule(recur, { dtstart, timeStart: '19:00', timeEnd: '21:00' }, recur.until ? dateOfTime(recur.until) : null);
}

describe('seriesOfRule', () => {
  it.each<[string, LocalDate, string, Partial<RecurrenceSeries>]>([
    ['every 3 days, 10 times', '2027-03-01', 'FREQ=DAILY;INTERVAL=3;COUNT=10', { frequency: 'daily', interval: 3, end: { type: 'count', count: 10 } }],
    ['weekdays, as a daily rule', '2027-03-01', 'FREQ=DAILY;BYDAY=MO,WE,FR', { frequency: 'custom', ruleFrequency: 'DAILY', byweekday: ['MO', 'WE', 'FR'] }],
    ['every other Tuesday and Thursday', '2027-03-02', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20271231', { frequency: 'weekly', interval: 2, byweekday: ['TU', 'TH'], end: { type: 'until', until: '2027-12-31' } }],
    ['weekly on the start day', '2027-03-03', 'FREQ=WEEKLY', { frequency: 'weekly', byweekday: ['WE'] }],
    ['monthly on the 31st (months without one skipped)', '2027-01-31', 'FREQ=MONTHLY', { frequency: 'monthlyByDate', bymonthday: [31] }],
    ['the 1st and 15th', '2027-03-01', 'FREQ=MONTHLY;BYMONTHDAY=1,15', { frequency: 'monthlyByDate', bymonthday: [1, 15] }],
    ['the last day of the month', '2027-01-31', 'FREQ=MONTHLY;BYMONTHDAY=-1', { frequency: 'monthlyByDate', bymonthday: [-1] }],
    ['the 2nd Tuesday (Outlook)', '2027-01-12', 'FREQ=MONTHLY;UNTIL=20271214T233000Z;INTERVAL=1;BYDAY=2TU;WKST=SU', { frequency: 'monthlyBySetPos', byweekday: ['TU'], bysetpos: [2], end: { type: 'until', until: '2027-12-14' } }],
    ['the last Friday', '2027-03-26', 'FREQ=MONTHLY;BYDAY=-1FR', { frequency: 'monthlyBySetPos', byweekday: ['FR'], bysetpos: [-1] }],
    ['the last weekday', '2027-03-31', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', { frequency: 'monthlyBySetPos', byweekday: ['MO', 'TU', 'WE', 'TH', 'FR'], bysetpos: [-1] }],
    ['every 2 months on the 1st Saturday', '2027-03-06', 'FREQ=MONTHLY;INTERVAL=2;BYDAY=1SA', { frequency: 'monthlyBySetPos', interval: 2, byweekday: ['SA'], bysetpos: [1] }],
    ['yearly on the start day', '2027-07-04', 'FREQ=YEARLY', { frequency: 'yearly', bymonth: [7], bymonthday: [4] }],
    ['solstices', '2027-06-21', 'FREQ=YEARLY;BYMONTH=6,12;BYMONTHDAY=21', { frequency: 'yearly', bymonth: [6, 12], bymonthday: [21] }],
    ['Thanksgiving', '2027-11-25', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', { frequency: 'custom', ruleFrequency: 'YEARLY', byweekday: ['TH'], bymonth: [11], bysetpos: [4] }],
    ['the 15th in January and July', '2027-01-15', 'FREQ=MONTHLY;BYMONTH=1,7;BYMONTHDAY=15', { frequency: 'custom', ruleFrequency: 'MONTHLY', bymonth: [1, 7], bymonthday: [15] }],
    ['Saturdays in summer', '2027-07-03', 'FREQ=WEEKLY;BYMONTH=7,8;BYDAY=SA', { frequency: 'custom', ruleFrequency: 'WEEKLY', bymonth: [7, 8], byweekday: ['SA'] }],
  ])('%s: %s', (_, dtstart, rule, expected) => {
    const series = translate(dtstart, rule);
    expect(series).toMatchObject({ dtstart, timeStart: '19:00', timeEnd: '21:00', ...expected });
    const kept = series as RecurrenceSeries;
    expect(recurrenceSeriesSchema.parse(kept)).toEqual(kept);
    // Stored as text and read back, the series is the same, and gives the dates ical.js gives.
    expect(parseICalendar(toICalendar(kept), kept, kept.frequency)).toEqual({ ...kept, timeStart: '19:00:00', timeEnd: '21:00:00' });
    expect(expandLocalDates(kept, FROM, TO)).toEqual(icalDates(dtstart, rule));
    expect(summarizeRecurrence(kept)).not.toBe('');
  });

  it.each([
    ['hourly', 'FREQ=HOURLY'],
    ['two positioned weekdays', 'FREQ=MONTHLY;BYDAY=1MO,3WE'],
    ['week numbers', 'FREQ=YEARLY;BYWEEKNO=20'],
    ['hours of the day', 'FREQ=DAILY;BYHOUR=9,17'],
    ['weeks starting on Sunday, every other week on two days', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU'],
    ['a count over 1000', 'FREQ=DAILY;COUNT=5000'],
    ['an interval over 99', 'FREQ=DAILY;INTERVAL=120'],
    ['a position past 5', 'FREQ=YEARLY;BYDAY=20MO'],
    ['a yearly day of the month without months (read two ways)', 'FREQ=YEARLY;BYMONTHDAY=1'],
  ])('has no series for %s', (_, rule) => {
    expect(translate('2027-03-01', rule)).toBeNull();
  });
});
