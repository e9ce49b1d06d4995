import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { MetricsService } from './metrics.service.js';

/** Minute 23 of every hour (off the hour, away from the occurrence horizon's minute 7). */
export const PAGE_VIEW_PRUNE_CRON = '0 23 * * * *';

/**
 * Keeps the page-view table (impressions counted once per page view) to about a day of rows. The delete holds a
 * PostgreSQL advisory lock, so with several backend instances one prunes and the others skip.
 */
@Injectable()
export class MetricsScheduler {
  private readonly logger = new Logger('MetricsScheduler');

  constructor(private readonly metrics: MetricsService) {}

  @Cron(PAGE_VIEW_PRUNE_CRON, { name: 'impression-page-views-prune' })
  async onSchedule(): Promise<void> {
    try {
      await this.metrics.prunePageViews();
    } catch (error) {
      this.logger.error({ err: error }, 'Impression page views not pruned');
    }
  }
}
