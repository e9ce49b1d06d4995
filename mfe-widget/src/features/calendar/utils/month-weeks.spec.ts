import { dayLabel, monthWeeks } from './month-weeks';

describe('monthWeeks', () => {
  it('lays a month out in Sunday-first weeks, blank before its first and after its last day', () => {
    // 1 March 2027 is a Monday; the month the clocks spring forward has 31 days all the same.
    const weeks = monthWeeks('2027-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06']);
    expect(weeks[4]).toEqual(['2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31', null, null, null]);
  });

  it('gives a February of 28 days starting on a Sunday four full weeks, and a leap February its 29th', () => {
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-02')[0]?.[0]).toBe('2026-02-01');
    expect(monthWeeks('2028-02').flat().filter((day) => day !== null)).toHaveLength(29);
  });

  it('labels a day by its weekday, month and date', () => {
    expect(dayLabel('2026-12-05')).toBe('Sat, Dec 5');
  });
});
