import { Injectable } from '@nestjs/common';
import type { ImpressionKind } from '@events/contracts/metrics';
import { DatabaseService } from '../../database/database.service.js';
import { affectedCount } from '../../database/sql-executor.js';
import { ADD_IMPRESSIONS_SQL, PRUNE_PAGE_VIEWS_SQL } from './metrics.queries.js';

/** One item of a page view: a card or detail page, in a widget or not. */
export type ImpressionSeen = {
  readonly kind: ImpressionKind;
  readonly objectId: number;
  /** '' outside a widget. */
  readonly widgetId: string;
};

@Injectable()
export class MetricsRepository {
  constructor(private readonly db: DatabaseService) {}

  /**
   * Adds 1 to the row of `today` (a region date) of each distinct item the page view has not reported before (of
   * objects that exist); answers how many were counted.
   */
  async addPageViewImpressionsForToday(pageView: string, items: readonly ImpressionSeen[], today: string): Promise<number> {
    if (items.length === 0) return 0;
    const rows = await this.db.query<unknown[]>(ADD_IMPRESSIONS_SQL, [
      pageView,
      items.map((c) => c.kind),
      items.map((c) => c.objectId),
      items.map((c) => c.widgetId),
      today,
    ]);
    return rows.length;
  }

  /**
   * Deletes the page views seen more than `hours` ago; answers the rows deleted. It takes no lock: the job engine
   * runs the prune one run at a time across instances, which the transaction-scoped advisory lock it held did before.
   */
  async prunePageViewsOlderThan(hours: number): Promise<number> {
    return affectedCount(await this.db.query(PRUNE_PAGE_VIEWS_SQL, [hours]));
  }
}
