import { Module } from '@nestjs/common';
import { CardsRepository } from './cards.repository.js';
import { EventCardsService } from './event-cards.service.js';
import { VenueCardsService } from './venue-cards.service.js';

/**
 * The event and venue cards every list shows (the listings of the search module, a venue's events, saved events and
 * venues): the card read models (event-card.read-model.ts, venue-card.read-model.ts, which the events, venues and
 * search modules build their own statements on) and the card services that read cards by ids or map the rows of a
 * listing. It depends on no other module, so a module that lists cards drags in neither events nor venues.
 */
@Module({
  providers: [CardsRepository, EventCardsService, VenueCardsService],
  exports: [EventCardsService, VenueCardsService],
})
export class CardsModule {}
