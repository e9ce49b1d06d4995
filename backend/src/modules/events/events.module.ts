import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module.js';
import { EventCardsService } from './event-cards.service.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsService } from './events.service.js';

/**
 * The catalogue's reads of events: the detail page, live search, a venue's events and the event cards other modules
 * list (search, saved events). The writes (EventWritesModule) and the occurrence engine (OccurrencesModule) are
 * modules of their own beside it, so a module that lists events needs neither; the demo seed builds on all three
 * from backend/src/seed (SeedModule).
 */
@Module({
  imports: [VenuesModule],
  controllers: [EventsController],
  providers: [EventsRepository, EventsService, EventCardsService],
  exports: [EventsService, EventCardsService],
})
export class EventsModule {}
