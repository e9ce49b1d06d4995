import { Injectable } from '@nestjs/common';
import type { ImpressionKind } from '@events/contracts/metrics';
import { DatabaseService } from '../../database/database.service.js';
import { ADD_IMPRESSIONS_SQL } from './metrics.queries.js';

/** One counter increment of today's rollup. */
export type ImpressionCount = {
  readonly kind: ImpressionKind;
  readonly objectId: number;
  /** '' outside a widget. */
  readonly widgetId: string;
  readonly count: number;
};

@Injectable()
export class MetricsRepository {
  constructor(private readonly db: DatabaseService) {}

  /** Adds the counts to today's rows of objects that exist; answers how many rows were written. */
  async addImpressionsForToday(counts: readonly ImpressionCount[]): Promise<number> {
    if (counts.length === 0) return 0;
    const rows = await this.db.query<unknown[]>(ADD_IMPRESSIONS_SQL, [
      counts.map((c) => c.kind),
      counts.map((c) => c.objectId),
      counts.map((c) => c.widgetId),
      counts.map((c) => c.count),
    ]);
    return rows.length;
  }
}
