import { Inject, Injectable, Logger } from '@nestjs/common';
import type { WidgetHitBatch } from '@events/contracts/widget-metrics';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService, type JobLockResult } from '../../database/database.service.js';
import { WidgetHitsRateLimit } from './widget-hits-rate-limit.js';
import { WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetsError } from './widgets.errors.js';

export const WIDGET_ROLLUP_JOB = 'widget-hits-rollup';

export type RollupOutcome = { readonly hits: number; readonly pruned: number };

/**
 * Widget traffic in: batches from browsers (event cards seen in a widget, event pages opened from one) and the
 * widget page views the server renders, each stored as raw hits in one insert; then the five-minute rollup into
 * per widget, day and host counts, and the pruning of raw hits past their retention.
 */
@Injectable()
export class WidgetHitsService {
  private readonly logger = new Logger('WidgetHitsService');

  constructor(
    private readonly repository: WidgetHitsRepository,
    private readonly rateLimit: WidgetHitsRateLimit,
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A browser's batch: throttled per address (WidgetsError 'throttled'); answers how many hits were stored. */
  async recordBatch(batch: WidgetHitBatch, clientIp: string | undefined): Promise<number> {
    const retryAfter = await this.rateLimit.take(clientIp, batch.items.length);
    if (retryAfter !== null) throw new WidgetsError('throttled', retryAfter);
    return this.repository.insert(
      batch.items.map((item) => ({ widgetId: item.widget_id, kind: item.kind, eventId: item.event_id ?? null, host: batch.host })),
    );
  }

  /**
   * One widget page view, counted after the page is sent (the caller does not wait): over the address's allowance it
   * is simply not counted, and a failure is logged, so neither ever slows or breaks the page.
   */
  recordPageView(widgetId: number, host: string, clientIp: string | undefined): void {
    void (async () => {
      if ((await this.rateLimit.take(clientIp, 1)) !== null) return;
      await this.repository.insert([{ widgetId, kind: 'widget', eventId: null, host }]);
    })().catch((error: unknown) => this.logger.warn({ err: error }, 'Widget page view not counted'));
  }

  /**
   * The rollup job: under its advisory lock (once across instances), adds the settled raw hits to the daily counts
   * and prunes rolled-up raw hits older than the retention, in one transaction. `{ran: false}` when another instance
   * is running it.
   */
  rollUp(settleSeconds: number = this.config.widgets.rollupSettleSeconds): Promise<JobLockResult<RollupOutcome>> {
    return this.db.withJobLock(WIDGET_ROLLUP_JOB, () =>
      this.db.transaction(async (tx) => {
        const hits = await this.repository.rollUp(settleSeconds, tx);
        const pruned = await this.repository.prune(this.config.widgets.hitsRetentionHours, tx);
        return { hits, pruned };
      }),
    );
  }
}
