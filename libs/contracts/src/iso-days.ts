/**
 * Day arithmetic on yyyy-MM-dd dates, as calendar days (read at UTC midnight, so no time zone's clock change
 * makes a day 23 or 25 hours long).
 */

const DAY_MS = 86_400_000;

/** Days from one date to another (negative when the second is earlier). */
export function daysFrom(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The date so many days after (or before, when negative) a date. */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
