import type { DatePreset } from '@events/contracts/reference';
import { addDaysToLocalDate } from './local-time.js';

/** A search date range as the API reads it: inclusive ISO dates (yyyy-MM-dd). */
export type DateRange = { start: string; end: string };

// Plain calendar arithmetic on yyyy-MM-dd (no date-fns `format`: its locale data would ride along into the
// browser bundles that show the presets).
const shift = (today: string, days: number) => addDaysToLocalDate(today, days);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday

/** Friday through Sunday; from Saturday or Sunday the weekend starts today. */
function weekend(today: string): DateRange {
  const weekday = weekdayOf(today);
  if (weekday === 0) return { start: today, end: today };
  if (weekday === 6) return { start: today, end: shift(today, 1) };
  return { start: shift(today, 5 - weekday), end: shift(today, 7 - weekday) };
}

/**
 * The range of a named preset, counted from `today` (the searcher's local date).
 * `next-30` is today plus 29 (spec section 9); `custom` has no range of its own.
 */
export function rangeForPreset(preset: Exclude<DatePreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'tomorrow':
      return { start: shift(today, 1), end: shift(today, 1) };
    case 'this-weekend':
      return weekend(today);
    case 'next-3':
      return { start: today, end: shift(today, 2) };
    case 'next-7':
      return { start: today, end: shift(today, 6) };
    case 'next-30':
      return { start: today, end: shift(today, 29) };
  }
}

/** The presets offered on a given day: next-3 is dropped when it equals the weekend range. */
export function presetsFor(today: string): DatePreset[] {
  const sameAsWeekend = JSON.stringify(rangeForPreset('next-3', today)) === JSON.stringify(weekend(today));
  return ['today', 'tomorrow', 'this-weekend', ...(sameAsWeekend ? [] : ['next-3' as const]), 'next-7', 'next-30', 'custom'];
}

/** The preset a range corresponds to on `today`, or `custom`. */
export function presetForRange(range: DateRange, today: string): DatePreset {
  const named = presetsFor(today).filter((p): p is Exclude<DatePreset, 'custom'> => p !== 'custom');
  return named.find((p) => {
    const r = rangeForPreset(p, today);
    return r.start === range.start && r.end === range.end;
  }) ?? 'custom';
}
