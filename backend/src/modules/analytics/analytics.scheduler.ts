import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../../common/clock/clock.js';
import { ANALYTICS_ROLLUP_JOB } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

/** Every five minutes (section 9: traffic data refreshes every five minutes), at second 41 to stay off other jobs. */
export const ANALYTICS_ROLLUP_CRON = '41 */5 * * * *';

/** The page-view rollup; its advisory job lock makes it run once across instances. */
@Injectable()
export class AnalyticsScheduler {
  private readonly logger = new Logger('AnalyticsScheduler');

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly clock: Clock,
  ) {}

  @Cron(ANALYTICS_ROLLUP_CRON, { name: ANALYTICS_ROLLUP_JOB })
  async onSchedule(): Promise<void> {
    try {
      await this.analytics.rollUp(this.clock.now());
    } catch (error) {
      this.logger.error({ err: error }, 'Analytics rollup failed');
    }
  }
}
