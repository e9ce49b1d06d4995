import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** The events and venues listings over the narrow search table; cards come from the events and venues modules. */
@Module({
  imports: [EventsModule, VenuesModule],
  controllers: [SearchController],
  providers: [SearchRepository, SearchService],
})
export class SearchModule {}
