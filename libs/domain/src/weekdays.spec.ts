import {
  codesToFormWeekdays,
  codeToFormWeekday,
  dataToFormWeekday,
  FORM_WEEKDAYS,
  formToDataWeekday,
  formWeekdaysToCodes,
  formWeekdayToCode,
  isFormWeekday,
} from './weekdays.js';

describe('weekday numbers', () => {
  it('counts Sunday = 0 in forms and Monday = 0 in data', () => {
    expect(FORM_WEEKDAYS[0].name).toBe('Sunday');
    expect(formToDataWeekday(0)).toBe(6);
    expect(formToDataWeekday(1)).toBe(0);
    expect(formToDataWeekday(6)).toBe(5);
    expect(dataToFormWeekday(6)).toBe(0);
    expect(dataToFormWeekday(0)).toBe(1);
  });

  it('round-trips every day', () => {
    for (const { day } of FORM_WEEKDAYS) {
      expect(dataToFormWeekday(formToDataWeekday(day))).toBe(day);
      expect(codeToFormWeekday(formWeekdayToCode(day))).toBe(day);
    }
  });

  it('converts to and from iCalendar codes', () => {
    expect(formWeekdayToCode(0)).toBe('SU');
    expect(formWeekdayToCode(2)).toBe('TU');
    expect(formWeekdaysToCodes([6, 0, 1])).toEqual(['MO', 'SA', 'SU']);
    expect(codesToFormWeekdays(['SU', 'MO', 'SA', 'MO'])).toEqual([0, 1, 6]);
  });

  it('knows a form weekday', () => {
    expect(isFormWeekday(3)).toBe(true);
    expect(isFormWeekday(7)).toBe(false);
    expect(isFormWeekday('1')).toBe(false);
  });
});
