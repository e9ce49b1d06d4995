import { Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { AnalyticsHitBuffer } from './analytics-hit-buffer.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsScheduler } from './analytics.scheduler.js';
import { AnalyticsService } from './analytics.service.js';
import { PageViewsRateLimit } from './page-views-rate-limit.js';

/**
 * The product's own analytics store: first-party, cookieless page views (the shell's beacon, a visitor hash of a daily
 * salt, sessions, the five-minute rollup, the summaries My Venue Data reads).
 */
@Module({
  imports: [MetricsModule, ProducersModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsHitBuffer, PageViewsRateLimit, AnalyticsService, AnalyticsScheduler],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
