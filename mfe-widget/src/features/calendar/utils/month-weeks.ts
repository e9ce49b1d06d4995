/** The weekdays of a month grid, Sunday first as US calendars have them. */
export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

/**
 * The weeks of a month (yyyy-MM) as rows of seven days, Sunday first: each day yyyy-MM-dd, or null for the cells
 * before the first and after the last. Calendar arithmetic on UTC dates, so no time zone or clock change moves a day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const lead = new Date(Date.UTC(year, index, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Sat, Dec 5": a day's label where the grid shows it as a list (narrow frames). */
export const dayLabel = (day: string): string => DAY_LABEL.format(new Date(`${day}T12:00:00Z`));
