import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsService } from './metrics.service.js';

/** Card and detail impressions: the public batch endpoint and the daily rollup the statistics read. */
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsRepository],
  exports: [MetricsService],
})
export class MetricsModule {}
