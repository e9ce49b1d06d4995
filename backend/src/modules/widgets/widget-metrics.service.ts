import { Injectable } from '@nestjs/common';
import type { WidgetMetrics, WidgetMetricsQuery } from '@events/contracts/widget-metrics';
import { Clock } from '../../common/clock/clock.js';
import { todayIn } from '../search/search-criteria.js';
import { WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetsError } from './widgets.errors.js';

/**
 * The metrics call: the owner's widget only (another producer's is "Not found."), summed from the rollup in one
 * statement (WIDGET_METRICS_SQL): every day of the range keyed yyyy-MM-dd (zeros included; all time starts at the
 * first day with traffic), months keyed yyyy-MM, and every host seen in the range, the excluded ones too.
 */
@Injectable()
export class WidgetMetricsService {
  constructor(
    private readonly hits: WidgetHitsRepository,
    private readonly clock: Clock,
  ) {}

  async metrics(userId: number, widgetId: number, query: WidgetMetricsQuery, now: Date = this.clock.now()): Promise<WidgetMetrics> {
    const range = { start: query.start_date ?? null, end: query.end_date ?? null, axisEnd: query.end_date ?? todayIn(undefined, now) };
    const metrics = await this.hits.metrics(userId, widgetId, range, query.exclude_hosts);
    if (metrics === undefined) throw new WidgetsError('widget_not_found');
    return metrics;
  }
}
