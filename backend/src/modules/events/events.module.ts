import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsService } from './events.service.js';

/**
 * The catalogue's reads of events: the detail page, live search and a venue's events (as cards of CardsModule, which
 * other modules list from too). The writes (EventWritesModule) and the occurrence engine (OccurrencesModule) are
 * modules of their own beside it, so a module that lists events needs neither; the demo seed builds on all three
 * from backend/src/seed (SeedModule).
 */
@Module({
  imports: [CardsModule, VenuesModule],
  controllers: [EventsController],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}
