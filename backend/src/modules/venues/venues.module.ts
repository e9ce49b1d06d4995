import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { VenueFormsController } from './venue-forms.controller.js';
import { VenueFormsService } from './venue-forms.service.js';
import { VenueListingsService } from './venue-listings.service.js';
import { VenueWritesRepository } from './venue-writes.repository.js';
import { VenuesController } from './venues.controller.js';
import { VenuesRepository } from './venues.repository.js';
import { VenuesService } from './venues.service.js';

/**
 * Venues: the detail page and the write path (add, suggest, edit, delete; ProducersService says who may edit a
 * venue); venue cards are CardsModule's. A new submission raises VENUE_SUBMITTED (the editor module subscribes); the
 * editor desk's decisions rebuild the listings through VenueListingsService.
 */
@Module({
  imports: [ProducersModule, StaffActionsModule],
  controllers: [VenuesController, VenueFormsController],
  providers: [VenuesRepository, VenuesService, VenueWritesRepository, VenueFormsService, VenueListingsService],
  exports: [VenuesService, VenueListingsService],
})
export class VenuesModule {}
