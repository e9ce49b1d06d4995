import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { SearchModule } from '../search/search.module.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Saved searches: each user's named event searches, read back with their listing URL and labels, and their
 * results for the export (through the search module's events listing).
 */
@Module({
  imports: [AddressesModule, SearchModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
