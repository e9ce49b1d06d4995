import { addDaysToLocalDate, addMonthsToLocalDate } from './local-time.js';

/** The analytics date picker's presets (producer-and-account.md section 2, My Venue Data), Last 7 Days the default. */
export const ANALYTICS_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-7', label: 'Last 7 Days' },
  { value: 'last-30', label: 'Last 30 Days' },
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'custom', label: 'Custom Dates' },
] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number]['value'];
export const DEFAULT_ANALYTICS_PRESET: AnalyticsPreset = 'last-7';

export type AnalyticsRange = { readonly start: string; readonly end: string };

/** The inclusive range of a named preset on `today` (yyyy-MM-dd); "Last N Days" end today. */
export function analyticsPresetRange(preset: Exclude<AnalyticsPreset, 'custom'>, today: string): AnalyticsRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: addDaysToLocalDate(today, -1), end: addDaysToLocalDate(today, -1) };
    case 'last-7':
      return { start: addDaysToLocalDate(today, -6), end: today };
    case 'last-30':
      return { start: addDaysToLocalDate(today, -29), end: today };
    case 'this-month':
      return { start: monthStart, end: today };
    case 'last-month':
      return { start: addMonthsToLocalDate(monthStart, -1), end: addDaysToLocalDate(monthStart, -1) };
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date that exists, or null: section 5 counts an invalid date as empty. */
export function validDateOrNull(value: string): string | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * The custom range to fetch, or null while it is not one: both dates valid (section 5: "a custom range needs both
 * dates before a fetch"), past only, end not before start.
 */
export function customAnalyticsRange(start: string, end: string, today: string): AnalyticsRange | null {
  const from = validDateOrNull(start);
  const to = validDateOrNull(end);
  if (from === null || to === null || to > today || from > to) return null;
  return { start: from, end: to };
}

/** Seconds as h:mm:ss (section 9: "Duration shows as h:mm:ss"). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
