import { Injectable } from '@nestjs/common';
import type { WidgetHitCounts, WidgetMetrics, WidgetMetricsQuery } from '@events/contracts/widget-metrics';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { todayIn } from '../search/search-criteria.js';
import { WidgetHitsRepository, type WidgetDailyRow } from './widget-hits.repository.js';
import { WidgetsService } from './widgets.service.js';

const zero = (): WidgetHitCounts => ({ widgetHitCt: 0, eventHitCt: 0 });

function add(into: WidgetHitCounts, row: WidgetDailyRow): void {
  into.widgetHitCt += row.widget_hit_ct;
  into.eventHitCt += row.event_hit_ct;
}

/**
 * The metrics answer from the rollup rows of a widget: every day of the range keyed yyyy-MM-dd (zeros included, so the
 * chart's axis is continuous; all time starts at the first day with traffic), months keyed yyyy-MM, and every host
 * seen in the range, the excluded ones too, so the page can put them back. Excluded hosts are left out of the
 * summary, the days and the months.
 */
export function metricsOf(rows: readonly WidgetDailyRow[], range: { start: string | null; end: string }, excluded: readonly string[]): WidgetMetrics {
  const left = new Set(excluded);
  const summary = zero();
  const byDay: Record<string, WidgetHitCounts> = {};
  const byMonth: Record<string, WidgetHitCounts> = {};
  const hosts = new Map<string, WidgetHitCounts>();
  const first = range.start ?? rows[0]?.day ?? null;
  if (first !== null) {
    for (let day = first; day <= range.end; day = addDaysToLocalDate(day, 1)) {
      byDay[day] = zero();
      byMonth[day.slice(0, 7)] ??= zero();
    }
  }
  for (const row of rows) {
    const host = hosts.get(row.host) ?? zero();
    add(host, row);
    hosts.set(row.host, host);
    if (left.has(row.host)) continue;
    add(summary, row);
    add((byDay[row.day] ??= zero()), row);
    add((byMonth[row.day.slice(0, 7)] ??= zero()), row);
  }
  const byHost = [...hosts.entries()]
    .map(([host, counts]) => ({ host, ...counts }))
    .sort((a, b) => b.widgetHitCt - a.widgetHitCt || b.eventHitCt - a.eventHitCt || a.host.localeCompare(b.host));
  return { summary, by_day: byDay, by_month: byMonth, by_host: byHost };
}

/** The metrics call: the owner's widget only (another producer's is "Not found."), read from the rollup. */
@Injectable()
export class WidgetMetricsService {
  constructor(
    private readonly widgets: WidgetsService,
    private readonly hits: WidgetHitsRepository,
  ) {}

  async metrics(userId: number, widgetId: number, query: WidgetMetricsQuery, now: Date = new Date()): Promise<WidgetMetrics> {
    await this.widgets.findOwn(userId, widgetId);
    const start = query.start_date ?? null;
    const end = query.end_date ?? todayIn(undefined, now);
    const rows = await this.hits.findDaily(widgetId, start, query.end_date ?? null);
    return metricsOf(rows, { start, end }, query.exclude_hosts);
  }
}
