import { Module } from '@nestjs/common';
import { VenueCardsService } from './venue-cards.service.js';
import { VenuesController } from './venues.controller.js';
import { VenuesRepository } from './venues.repository.js';
import { VenuesService } from './venues.service.js';

@Module({
  controllers: [VenuesController],
  providers: [VenuesRepository, VenuesService, VenueCardsService],
  exports: [VenuesService, VenueCardsService],
})
export class VenuesModule {}
