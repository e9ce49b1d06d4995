import { Module } from '@nestjs/common';
import { DemoSeeder } from '../../seed/demo-seeder.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { TrafficDemoSeeder } from '../../seed/traffic-demo.seeder.js';
import { WidgetsDemoSeeder } from '../../seed/widgets-demo.seeder.js';
import { SeedRepository } from '../../seed/seed.repository.js';
import { SeedService } from '../../seed/seed.service.js';
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
 * edit, delete, the form's read, the producer's list), the occurrence expansion and its hourly horizon job, and the
 * demo-region seed on first start (backend/src/seed), followed by the demo accounts (producers module).
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
    SeedRepository,
    SeedService,
    DemoSeeder,
    WidgetsDemoSeeder,
    TrafficDemoSeeder,
  ],
  exports: [EventsService, EventCardsService, OccurrencesService],
})
export class EventsModule {}
