import { newDateEntry, withSeries } from './event-form-values';
import { withFrequency } from './series-edits';

describe('date entries', () => {
  it('writes the iCalendar text and times the server parses', () => {
    const entry = newDateEntry('2026-12-08');
    expect(entry).toMatchObject({ time_start: '19:00', time_end: '21:00', date_recur: 'DTSTART;VALUE=DATE:20261208', edited: false });
    const weekly = withSeries(entry, { ...withFrequency(entry.series, 'weekly'), exdates: ['2026-12-15'], end: { type: 'count', count: 4 } });
    expect(weekly.date_recur).toBe('DTSTART;VALUE=DATE:20261208\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4\nEXDATE;VALUE=DATE:20261215');
    expect(weekly.edited).toBe(true);
  });

  it('starts a monthly weekday rule on the first date’s position', () => {
    const entry = newDateEntry('2026-12-08');
    expect(withFrequency(entry.series, 'monthlyBySetPos')).toMatchObject({ byweekday: ['TU'], bysetpos: [2] });
  });

  it('keeps the last good text while a rule is half typed', () => {
    const entry = newDateEntry('2026-12-08');
    expect(withSeries(entry, { ...entry.series, dtstart: '12/0' }).date_recur).toBe(entry.date_recur);
  });
});
