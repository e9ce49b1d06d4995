import { WIDGET_MONTHS_AHEAD } from '@events/contracts/widgets';
import type { DateRange } from '../search/search-criteria.js';

/**
 * The months of a calendar's month view (yyyy-MM): which one it shows, its neighbours, its label, and the days of it
 * the view lists. Pure calendar arithmetic on dates alone, so a day the clocks change is a day like any other.
 */

const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOfIndex = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month of a yyyy-MM-dd day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export const addMonths = (month: string, count: number): string => monthOfIndex(monthIndex(month) + count);

/** The first and last days of a month. */
export function daysOf(month: string): DateRange {
  const index = monthIndex(month);
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

const LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "December 2026". */
export const monthLabel = (month: string): string => LABEL.format(new Date(`${month}-01T12:00:00Z`));

/** The months the view pages through on `today`: the current one to WIDGET_MONTHS_AHEAD after it. */
export function monthSpan(today: string): { readonly first: string; readonly last: string } {
  const first = monthOf(today);
  return { first, last: addMonths(first, WIDGET_MONTHS_AHEAD) };
}

/** The month the view shows: the one asked for within monthSpan, else the nearest end of it (the current month unasked). */
export function shownMonth(asked: string | undefined, today: string): string {
  const { first, last } = monthSpan(today);
  if (asked === undefined || asked < first) return first;
  return asked > last ? last : asked;
}

/**
 * The days of `month` the view lists: from today on, and within the days the calendar's saved search lists
 * (`upcoming`: its own range cut to start today; null when its dates are over). Null when none is left.
 */
export function listedDays(month: string, today: string, upcoming: DateRange | null): DateRange | null {
  if (upcoming === null) return null;
  const days = daysOf(month);
  const start = [days.start, today, upcoming.start].reduce((a, b) => (a > b ? a : b));
  const end = days.end < upcoming.end ? days.end : upcoming.end;
  return start > end ? null : { start, end };
}
