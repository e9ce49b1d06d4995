import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { WidgetsModule } from '../widgets/widgets.module.js';
import { ProducerHomeController } from './producer-home.controller.js';
import { ProducerHomeService } from './producer-home.service.js';

/**
 * The producer's home page (/manage/): a read over producers, analytics, claims and widgets. Nothing imports this
 * module, so it may depend on all four without a cycle.
 */
@Module({
  imports: [ProducersModule, AnalyticsModule, ClaimsModule, WidgetsModule],
  controllers: [ProducerHomeController],
  providers: [ProducerHomeService],
})
export class ProducerHomeModule {}
