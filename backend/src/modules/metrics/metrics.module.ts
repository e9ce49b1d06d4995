import { Module } from '@nestjs/common';
import { ImpressionsRateLimit } from './impressions-rate-limit.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsScheduler } from './metrics.scheduler.js';
import { MetricsService } from './metrics.service.js';

/**
 * Card and detail impressions: the public batch endpoint (counted once per page view, rate-limited per client
 * address), the daily rollup the statistics read, and the hourly pruning of remembered page views.
 */
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsRepository, ImpressionsRateLimit, MetricsScheduler],
  exports: [MetricsService],
})
export class MetricsModule {}
