import { addDaysToLocalDate, secondsOfDay } from '@events/domain/local-time';

/** The Monday of a date's week (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // Sunday = 0
  return addDaysToLocalDate(date, -((weekday + 6) % 7));
}

/** Hours between two times of one day, to the hundredth. */
export function hoursBetween(start: string, end: string): number {
  return Math.round(((secondsOfDay(end) - secondsOfDay(start)) / 3600) * 100) / 100;
}

export type DayPeriod = { time_start: string | null; time_end: string | null; hours: number };

/** True when the timed period shares any minute with a timed period of the day (touching ends do not overlap). */
export function overlapsAny(start: string, end: string, day: readonly DayPeriod[]): boolean {
  return day.some((p) => p.time_start !== null && p.time_end !== null && start < p.time_end && p.time_start < end);
}

/** The day's hours with one more period. */
export function dayTotal(day: readonly DayPeriod[], hours: number): number {
  return Math.round((day.reduce((sum, p) => sum + p.hours, 0) + hours) * 100) / 100;
}
