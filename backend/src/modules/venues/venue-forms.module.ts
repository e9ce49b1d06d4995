import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { VenueFormsController } from './venue-forms.controller.js';
import { VenueFormsService } from './venue-forms.service.js';
import { VenueWritesRepository } from './venue-writes.repository.js';

/**
 * The venue write path, a Nest module of its own beside VenuesModule: it needs ProducersService (who may edit a
 * venue), and ProducersModule depends on the events module, which depends on VenuesModule.
 */
@Module({
  imports: [ProducersModule, AnalyticsModule],
  controllers: [VenueFormsController],
  providers: [VenueFormsService, VenueWritesRepository],
})
export class VenueFormsModule {}
