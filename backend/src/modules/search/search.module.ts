import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { CardsModule } from '../cards/cards.module.js';
import { AnonymousDateRangeGuard } from './date-range-policy.js';
import { SearchCentreService } from './search-centre.service.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** The events and venues listings over the narrow search table; cards come from the cards module. */
@Module({
  imports: [CardsModule, AddressesModule],
  controllers: [SearchController],
  providers: [SearchRepository, SearchService, SearchCentreService, AnonymousDateRangeGuard],
  exports: [SearchService],
})
export class SearchModule {}
