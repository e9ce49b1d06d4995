import { Injectable } from '@nestjs/common';
import type { WidgetHitCounts, WidgetMetrics } from '@events/contracts/widget-metrics';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { HIT_KIND_CODE, INSERT_HITS_SQL, PRUNE_HITS_SQL, ROLL_UP_HITS_SQL, WIDGET_METRICS_SQL } from './widgets.queries.js';

export type WidgetHit = { readonly widgetId: number; readonly kind: keyof typeof HIT_KIND_CODE; readonly eventId: number | null; readonly host: string };

/** The metrics call's answer as one row (see WIDGET_METRICS_SQL). */
type WidgetMetricsRow = {
  owned: boolean;
  summary: WidgetHitCounts;
  by_day: Record<string, WidgetHitCounts>;
  by_month: Record<string, WidgetHitCounts>;
  by_host: WidgetMetrics['by_host'];
};

/** The range a metrics read covers: first and last day (null: all time / up to the newest), and the day axis' end. */
export type WidgetMetricsRange = { readonly start: string | null; readonly end: string | null; readonly axisEnd: string };

/** Raw widget hits, their rollup and the rollup's reads; hits are timed, and settle and age, by the Clock. */
@Injectable()
export class WidgetHitsRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  /** Appends the hits in one statement; answers how many were stored (hits of unknown widgets are dropped). */
  async insert(hits: readonly WidgetHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    const rows = await this.db.queryNamed<{ stored: number }>('widget-hits-insert', INSERT_HITS_SQL, [
      hits.map((hit) => hit.widgetId),
      hits.map((hit) => HIT_KIND_CODE[hit.kind]),
      hits.map((hit) => hit.eventId),
      hits.map((hit) => hit.host),
      this.clock.now(),
    ]);
    return rows[0]?.stored ?? 0;
  }

  /** Rolls up the settled raw hits (see ROLL_UP_HITS_SQL); answers how many hits were counted. */
  async rollUp(settleSeconds: number, tx: SqlExecutor): Promise<number> {
    const rows = await tx.query<{ hits: string }[]>(ROLL_UP_HITS_SQL, [settleSeconds, this.clock.now()]);
    return Number(rows[0]?.hits ?? 0);
  }

  async prune(retentionHours: number, tx: SqlExecutor): Promise<number> {
    const rows = await tx.query<{ pruned: number }[]>(PRUNE_HITS_SQL, [retentionHours, this.clock.now()]);
    return rows[0]?.pruned ?? 0;
  }

  /**
   * The metrics of the user's widget, summed in the database; undefined when the widget is not the user's. A read of
   * the rollups that may be a moment stale: a read replica serves it when there is one.
   */
  async metrics(userId: number, widgetId: number, range: WidgetMetricsRange, excludedHosts: readonly string[]): Promise<WidgetMetrics | undefined> {
    const rows = await this.db.replicaReads.queryNamed<WidgetMetricsRow>('widget-metrics', WIDGET_METRICS_SQL, [
      widgetId,
      range.start,
      range.end,
      range.axisEnd,
      excludedHosts,
      userId,
    ]);
    const row = rows[0];
    if (row === undefined || !row.owned) return undefined;
    return { summary: row.summary, by_day: row.by_day, by_month: row.by_month, by_host: row.by_host };
  }
}
