import { WEEKDAY_CODES, type WeekdayCode } from '@events/contracts/recurrence';

/**
 * Weekday numbers (spec section 9): forms count Sunday = 0 to Saturday = 6; venue data (open times) counts
 * Monday = 0 to Sunday = 6; recurrence rules use iCalendar codes (MO..SU).
 */

/** A weekday as the forms number it: Sunday = 0 to Saturday = 6. */
export type FormWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A weekday as venue data numbers it: Monday = 0 to Sunday = 6. */
export type DataWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The form's weekdays in order, with their names. */
export const FORM_WEEKDAYS = [
  { day: 0, name: 'Sunday', short: 'Sun' },
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
] as const satisfies readonly { day: FormWeekday; name: string; short: string }[];

export function formToDataWeekday(day: FormWeekday): DataWeekday {
  return ((day + 6) % 7) as DataWeekday;
}

export function dataToFormWeekday(day: DataWeekday): FormWeekday {
  return ((day + 1) % 7) as FormWeekday;
}

export function formWeekdayToCode(day: FormWeekday): WeekdayCode {
  return WEEKDAY_CODES[formToDataWeekday(day)] as WeekdayCode;
}

export function codeToFormWeekday(code: WeekdayCode): FormWeekday {
  return dataToFormWeekday(WEEKDAY_CODES.indexOf(code) as DataWeekday);
}

/** Form weekdays -> iCalendar codes, Monday first (the order BYDAY is written in). */
export function formWeekdaysToCodes(days: readonly FormWeekday[]): WeekdayCode[] {
  return WEEKDAY_CODES.filter((code) => days.includes(codeToFormWeekday(code)));
}

/** iCalendar codes -> form weekdays, Sunday first. */
export function codesToFormWeekdays(codes: readonly WeekdayCode[]): FormWeekday[] {
  return [...new Set(codes.map(codeToFormWeekday))].sort((a, b) => a - b);
}

export function isFormWeekday(value: unknown): value is FormWeekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}
