import type { IntlShape } from '@events/api-client/intl';

/** The units of "… ago", largest first, with their length in seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "3 days ago", "5 minutes ago" ("hace 3 días") in the reader's language: the intl's relative time, which the
 * pseudo-locale rewords as it does every date. Under a minute, or a moment ahead of this browser's clock, `justNow`:
 * the app's own words.
 */
export function timeAgo(intl: IntlShape, iso: string, justNow: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return intl.formatRelativeTime(-Math.floor(seconds / size), unit, { numeric: 'auto' });
  return justNow;
}
