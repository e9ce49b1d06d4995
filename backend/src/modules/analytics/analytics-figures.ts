import { ANALYTICS_MESSAGES, type AnalyticsDay, type AnalyticsRangeQuery, type AnalyticsRow, type CustomEvents } from '@events/contracts/analytics';
import { IMPRESSION_KIND_LABELS, IMPRESSION_KINDS } from '@events/contracts/metrics-constants';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { DayFigures, KindCount } from './analytics.repository.js';

/** A range of days, inclusive. */
export type DayRange = { readonly start: string; readonly end: string };

/**
 * The range a query asks for: its dates, or the last 7 days (section 9: the default analytics range). A date after
 * `today` (the region's day by the product's clock) is refused with the field's message (past only, section 5).
 */
export function rangeOf(query: AnalyticsRangeQuery, today: string): DayRange {
  if (query.start_date === undefined || query.end_date === undefined) return { start: addDaysToLocalDate(today, -6), end: today };
  const future = (['start_date', 'end_date'] as const).filter((field) => (query[field] ?? '') > today);
  if (future.length > 0) throw new RequestValidationError(Object.fromEntries(future.map((field) => [field, [ANALYTICS_MESSAGES.futureDate]])));
  return { start: query.start_date, end: query.end_date };
}

/** The day rows of a range as the chart reads them. */
export function toAnalyticsDays(days: readonly DayFigures[]): AnalyticsDay[] {
  return days.map((d) => ({
    date: d.day,
    activeUsers: d.visitors,
    sessions: d.sessions,
    screenPageViews: d.views,
    averageSessionDuration: d.sessions === 0 ? 0 : d.session_seconds / d.sessions,
  }));
}

/**
 * The summary row of a range. Active users add up per day: the visitor hash changes with each day's salt, so the
 * same person on two days is two visitors by design (nothing follows anyone across days).
 */
export function toAnalyticsRow(days: readonly DayFigures[]): AnalyticsRow {
  const total = days.reduce(
    (sum, d) => ({ views: sum.views + d.views, visitors: sum.visitors + d.visitors, sessions: sum.sessions + d.sessions, seconds: sum.seconds + d.session_seconds }),
    { views: 0, visitors: 0, sessions: 0, seconds: 0 },
  );
  return {
    activeUsers: total.visitors,
    averageSessionDuration: total.sessions === 0 ? 0 : total.seconds / total.sessions,
    screenPageViews: total.views,
    screenPageViewsPerSession: total.sessions === 0 ? 0 : total.views / total.sessions,
  };
}

/** Impression counts per kind under their analytics names, every name present. */
export function toCustomEventCounts(rows: readonly KindCount[]): CustomEvents['data'] {
  const data = Object.fromEntries(IMPRESSION_KINDS.map((kind) => [IMPRESSION_KIND_LABELS[kind], 0])) as CustomEvents['data'];
  for (const row of rows) data[IMPRESSION_KIND_LABELS[row.kind] as keyof CustomEvents['data']] = row.count;
  return data;
}
