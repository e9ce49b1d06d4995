import { WIDGET_METRICS_RANGES, type WidgetMetricsRange } from '@events/contracts/widget-metrics';
import { addDaysToLocalDate } from '@events/domain/local-time';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date that exists, else null (spec section 5: an invalid date counts as empty). */
export function validDate(text: string): string | null {
  const value = text.trim();
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * The dates a range asks for on `today`: a preset counts back from today (today included); All Time asks for no
 * dates; Custom needs both dates valid and in order, else null (nothing is fetched yet).
 */
export function datesForRange(
  range: WidgetMetricsRange,
  today: string,
  custom: { start: string; end: string },
): { startDate: string | null; endDate: string | null } | null {
  if (range === 'all') return { startDate: null, endDate: null };
  if (range === 'custom') {
    const start = validDate(custom.start);
    const end = validDate(custom.end);
    if (start === null || end === null || end < start) return null;
    return { startDate: start, endDate: end };
  }
  const days = WIDGET_METRICS_RANGES.find((r) => r.value === range)?.days ?? 7;
  return { startDate: addDaysToLocalDate(today, -(days - 1)), endDate: today };
}
