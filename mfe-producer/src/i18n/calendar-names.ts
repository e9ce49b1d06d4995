import { WEEKDAY_CODES, type WeekdayCode } from '@events/contracts/recurrence';
import type { IntlShape } from '@events/api-client/intl';
import { weekStartsOn } from './date-locale';

/** A floating date of a weekday (2024-01-01 was a Monday) or of a month, for Intl's names. */
const weekdayDate = (code: WeekdayCode): Date => new Date(Date.UTC(2024, 0, 1 + WEEKDAY_CODES.indexOf(code)));
const monthDate = (month: number): Date => new Date(Date.UTC(2024, month - 1, 1));

/** "Tuesday" / "martes" ("Tue" / "mar" short): a weekday's name from Intl in the reader's language. */
export function weekdayName(intl: IntlShape, code: WeekdayCode, width: 'long' | 'short' = 'long'): string {
  return intl.formatDate(weekdayDate(code), { weekday: width, timeZone: 'UTC' });
}

/** "July" / "julio": a month's name (1 = January) from Intl in the reader's language. */
export function monthName(intl: IntlShape, month: number): string {
  return intl.formatDate(monthDate(month), { month: 'long', timeZone: 'UTC' });
}

/** The weekdays in the reader's week: Sunday first in US English, Monday first in Spanish. */
export function weekdaysOfWeek(language: string): WeekdayCode[] {
  // WEEKDAY_CODES start on Monday: a week starting on Sunday (0) begins with its last code.
  return weekStartsOn(language) === 1 ? [...WEEKDAY_CODES] : [WEEKDAY_CODES[6] as WeekdayCode, ...WEEKDAY_CODES.slice(0, 6)];
}
