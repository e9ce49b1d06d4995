import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import type { IntlShape } from '@events/api-client/intl';

/** A weekday as the grid heads its column: 0 Sunday to 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The weekday a language's calendars start on (issue 31): Sunday in English, as US calendars have it; Monday in
 * Spanish and the other languages. The same on the server and in every browser (Intl's week data is not in all).
 */
export function weekStartOf(language: string): Weekday {
  return language === DEFAULT_LANGUAGE ? 0 : 1;
}

/** The weekdays of a month grid from `weekStart`, named in the intl's language ("Sun" / "Sunday" in English). */
export function weekdays(intl: IntlShape, weekStart: Weekday): { short: string; long: string }[] {
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = Date.UTC(2023, 0, 1 + ((weekStart + index) % 7), 12);
    return { short: intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' }), long: intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' }) };
  });
}

/**
 * The weeks of a month (yyyy-MM) as rows of seven days from `weekStart` (Sunday unless said): each day yyyy-MM-dd,
 * or null for the cells before the first and after the last. Calendar arithmetic on UTC dates, so no time zone or
 * clock change moves a day.
 */
export function monthWeeks(month: string, weekStart: Weekday = 0): (string | null)[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const lead = (new Date(Date.UTC(year, index, 1)).getUTCDay() - weekStart + 7) % 7;
  const length = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** "Sat, Dec 5" in English: a day's label where the grid shows it as a list (narrow frames), in the intl's language. */
export const dayLabel = (day: string, intl: IntlShape): string =>
  intl.formatDate(new Date(`${day}T12:00:00Z`), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
