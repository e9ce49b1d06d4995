import { createIntl } from '@events/api-client/intl';
import { dayLabel, monthWeeks, weekdays, weekStartOf } from './month-weeks';

const english = createIntl({ locale: 'en', messages: {} });
const spanish = createIntl({ locale: 'es', messages: {} });

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

  it('labels a day by its weekday, month and date, in the reader\'s language', () => {
    expect(dayLabel('2026-12-05', english)).toBe('Sat, Dec 5');
    expect(dayLabel('2026-12-05', spanish)).toBe('sáb, 5 dic');
  });

  it('starts a Spanish week on Monday, an English one on Sunday', () => {
    expect(weekStartOf('en')).toBe(0);
    expect(weekStartOf('es')).toBe(1);
    // 1 March 2027 is a Monday: the Spanish grid has no blank before it, and ends on Sunday the 7th.
    expect(monthWeeks('2027-03', 1)[0]).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07']);
    expect(weekdays(english, 0).map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdays(english, 0)[0]?.long).toBe('Sunday');
    expect(weekdays(spanish, 1).map((day) => day.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
  });
});
