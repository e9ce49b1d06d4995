import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { TaxonomyModule } from '../taxonomy/taxonomy.module.js';
import { UsersModule } from '../users/users.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { EventCardsService } from './event-cards.service.js';
import { EventFormsController } from './event-forms.controller.js';
import { EventFormsService } from './event-forms.service.js';
import { EventWritesRepository } from './event-writes.repository.js';
import { EventWritesService } from './event-writes.service.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsScheduler } from './events.scheduler.js';
import { EventsService } from './events.service.js';
import { OccurrencesRepository } from './occurrences.repository.js';
import { OccurrencesService } from './occurrences.service.js';

/**
 * Events: detail, live search, a venue's events, event cards for other modules, the producer tools' writes (add,
 * edit, delete, the form's read, the producer's list), and the occurrence expansion and its hourly horizon job. The
 * demo-region seed builds on it from backend/src/seed (SeedModule).
 */
@Module({
  imports: [VenuesModule, TaxonomyModule, ProducersModule, UsersModule, ClaimsModule, AnalyticsModule],
  controllers: [EventsController, EventFormsController],
  providers: [
    EventsRepository,
    EventsService,
    EventCardsService,
    EventWritesRepository,
    EventWritesService,
    EventFormsService,
    OccurrencesRepository,
    OccurrencesService,
    EventsScheduler,
  ],
  exports: [EventsService, EventCardsService, OccurrencesService],
})
export class EventsModule {}
