import type { DatePreset } from '@events/contracts/reference';
import { presetForRange, presetsFor, rangeForPreset, type DateRange } from '@events/domain/date-presets';

export const PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-weekend': 'This Weekend',
  'next-3': 'Next 3 Days',
  'next-7': 'Next 7 Days',
  'next-30': 'Next 30 Days',
  custom: 'Custom',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The searcher's local date (spec: presets count from the local date), yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A yyyy-MM-dd date plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The 30-day window of the keyword search and the homepage's Explore More: today through today plus 29. */
export function thirtyDayWindow(today: string): DateRange {
  return rangeForPreset('next-30', today);
}

export { presetForRange, presetsFor, rangeForPreset };
export type { DateRange };

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * How a search's dates read: the preset's name when the range is one ("Today", "This Weekend"), else
 * "Mar 14, 2026" or "Mar 14 – Mar 20, 2026". `null` dates: the listing's default (today for events).
 */
export function dateRangeLabel(start: string | null, end: string | null, today: string, whenUnset = 'Today'): string {
  if (!start) return whenUnset;
  const last = end ?? start;
  const preset = presetForRange({ start, end: last }, today);
  if (preset !== 'custom') return PRESET_LABELS[preset];
  if (start === last) return LONG.format(at(start));
  const sameYear = start.slice(0, 4) === last.slice(0, 4);
  return `${sameYear ? SHORT.format(at(start)) : LONG.format(at(start))} – ${LONG.format(at(last))}`;
}
