import { onceSeries, type RecurrenceSeries } from '@events/contracts/recurrence';
import { seriesProblems } from './series-problems';

const base: RecurrenceSeries = { ...onceSeries('2026-12-08', { timeStart: '19:00', timeEnd: '21:00' }), frequency: 'weekly', byweekday: ['TU'] };
const today = '2026-12-01';

describe('date entry checks', () => {
  it('accepts a complete weekly rule', () => {
    expect(seriesProblems(base, today, today)).toEqual({});
  });

  it("names a first date before today in the shared date rules' words", () => {
    expect(seriesProblems({ ...base, dtstart: '2026-11-30' }, today, today)).toEqual({ dtstart: ['Date must not be earlier than today'] });
    expect(seriesProblems({ ...base, dtstart: '' }, today, today)).toEqual({ dtstart: ['This field is required.'] });
    expect(seriesProblems({ ...base, dtstart: '12/4' }, today, today).dtstart).toEqual(['Enter a valid date in MM/DD/YYYY format.']);
  });

  it('keeps a saved past first date, naming it as the minimum', () => {
    expect(seriesProblems({ ...base, dtstart: '2026-10-06' }, '2026-10-06', today)).toEqual({});
    expect(seriesProblems({ ...base, dtstart: '2026-10-05' }, '2026-10-06', today)).toEqual({ dtstart: ['Date must not be earlier than 10/06/2026'] });
  });

  it('checks times, interval, count and end date', () => {
    expect(seriesProblems({ ...base, timeStart: '' }, today, today)).toEqual({ time_start: ['This field is required.'] });
    expect(seriesProblems({ ...base, timeEnd: 'soon' }, today, today)).toEqual({ time_end: ['Enter a valid time.'] });
    expect(seriesProblems({ ...base, interval: 0 }, today, today)).toEqual({ interval: ['The minimum value is 1.'] });
    expect(seriesProblems({ ...base, interval: Number.NaN }, today, today)).toEqual({ interval: ['This field is required.'] });
    expect(seriesProblems({ ...base, end: { type: 'count', count: 0 } }, today, today)).toEqual({ count: ['The minimum value is 1.'] });
    expect(seriesProblems({ ...base, end: { type: 'until', until: '2026-12-07' } }, today, today)).toEqual({ until: ['Date must not be earlier than 12/08/2026'] });
  });

  it('does not check the rule parts of a single date', () => {
    expect(seriesProblems({ ...base, frequency: 'once', interval: Number.NaN }, today, today)).toEqual({});
  });
});
