import { Module } from '@nestjs/common';
import { DemoSeeder } from '../../seed/demo-seeder.js';
import { SeedRepository } from '../../seed/seed.repository.js';
import { SeedService } from '../../seed/seed.service.js';
import { TaxonomyModule } from '../taxonomy/taxonomy.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { EventCardsService } from './event-cards.service.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsScheduler } from './events.scheduler.js';
import { EventsService } from './events.service.js';
import { OccurrencesRepository } from './occurrences.repository.js';
import { OccurrencesService } from './occurrences.service.js';

/**
 * Events: detail, live search, a venue's events, event cards for other modules, the occurrence expansion and
 * its hourly horizon job, and the demo-region seed on first start (backend/src/seed).
 */
@Module({
  imports: [VenuesModule, TaxonomyModule],
  controllers: [EventsController],
  providers: [
    EventsRepository,
    EventsService,
    EventCardsService,
    OccurrencesRepository,
    OccurrencesService,
    EventsScheduler,
    SeedRepository,
    SeedService,
    DemoSeeder,
  ],
  exports: [EventsService, EventCardsService, OccurrencesService],
})
export class EventsModule {}
