import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { HIT_KIND_CODE, INSERT_HITS_SQL, PRUNE_HITS_SQL, ROLL_UP_HITS_SQL, WIDGET_DAILY_SQL } from './widgets.queries.js';

export type WidgetHit = { readonly widgetId: number; readonly kind: keyof typeof HIT_KIND_CODE; readonly eventId: number | null; readonly host: string };

export type WidgetDailyRow = { day: string; host: string; widget_hit_ct: number; event_hit_ct: number };

/** Raw widget hits, their rollup and the rollup's reads. */
@Injectable()
export class WidgetHitsRepository {
  constructor(private readonly db: DatabaseService) {}

  /** Appends the hits in one statement; answers how many were stored (hits of unknown widgets are dropped). */
  async insert(hits: readonly WidgetHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    const rows = await this.db.queryNamed<{ stored: number }>('widget-hits-insert', INSERT_HITS_SQL, [
      hits.map((hit) => hit.widgetId),
      hits.map((hit) => HIT_KIND_CODE[hit.kind]),
      hits.map((hit) => hit.eventId),
      hits.map((hit) => hit.host),
    ]);
    return rows[0]?.stored ?? 0;
  }

  /** Rolls up the settled raw hits (see ROLL_UP_HITS_SQL); answers how many hits were counted. */
  async rollUp(settleSeconds: number, tx: SqlExecutor): Promise<number> {
    const rows = await tx.query<{ hits: string }[]>(ROLL_UP_HITS_SQL, [settleSeconds]);
    return Number(rows[0]?.hits ?? 0);
  }

  async prune(retentionHours: number, tx: SqlExecutor): Promise<number> {
    const rows = await tx.query<{ pruned: number }[]>(PRUNE_HITS_SQL, [retentionHours]);
    return rows[0]?.pruned ?? 0;
  }

  findDaily(widgetId: number, startDate: string | null, endDate: string | null): Promise<WidgetDailyRow[]> {
    return this.db.queryNamed<WidgetDailyRow>('widget-daily', WIDGET_DAILY_SQL, [widgetId, startDate, endDate]);
  }
}
