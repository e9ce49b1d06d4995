import type { DatePreset } from '@events/contracts/reference';
import { presetForRange, presetsFor, rangeForPreset, type DateRange } from '@events/domain/date-presets';
import type { IntlShape } from '@events/api-client/intl';
import { PRESET_MESSAGES } from '../i18n/common-messages';

/** A date preset's name in the reader's language ("Today", "This Weekend"). */
export function presetLabel(intl: IntlShape, preset: DatePreset): string {
  return intl.formatMessage(PRESET_MESSAGES[preset]);
}

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

const SHORT = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const LONG = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * How a search's dates read, in the reader's language: the preset's name when the range is one ("Today", "This
 * Weekend"), else "Mar 14, 2026" or "Mar 14 – Mar 20, 2026". `null` dates: `whenUnset`, the listing's default
 * (today for events).
 */
export function dateRangeLabel(intl: IntlShape, start: string | null, end: string | null, today: string, whenUnset?: string): string {
  if (!start) return whenUnset ?? presetLabel(intl, 'today');
  const last = end ?? start;
  const preset = presetForRange({ start, end: last }, today);
  if (preset !== 'custom') return presetLabel(intl, preset);
  if (start === last) return intl.formatDate(at(start), LONG);
  const sameYear = start.slice(0, 4) === last.slice(0, 4);
  return `${intl.formatDate(at(start), sameYear ? SHORT : LONG)} – ${intl.formatDate(at(last), LONG)}`;
}
