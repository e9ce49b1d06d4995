import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { WidgetHitsService } from './widget-hits.service.js';

/** Every five minutes, at second 40 (away from the other jobs' minute marks). */
export const WIDGET_ROLLUP_CRON = '40 */5 * * * *';

/**
 * Rolls widget hits up into the daily counts the metrics page reads (spec: "Traffic data is updated every five
 * minutes") and prunes old raw hits. The run holds a PostgreSQL advisory lock, so with several backend instances
 * one rolls up and the others skip.
 */
@Injectable()
export class WidgetsScheduler {
  private readonly logger = new Logger('WidgetsScheduler');

  constructor(private readonly hits: WidgetHitsService) {}

  @Cron(WIDGET_ROLLUP_CRON, { name: 'widget-hits-rollup' })
  async onSchedule(): Promise<void> {
    try {
      await this.hits.rollUp();
    } catch (error) {
      this.logger.error({ err: error }, 'Widget hits not rolled up');
    }
  }
}
