import { Module } from '@nestjs/common';
import { VenuesModule } from '../venues/venues.module.js';
import { OccurrencesRepository } from './occurrences.repository.js';
import { OccurrencesScheduler } from './occurrences.scheduler.js';
import { OccurrencesService } from './occurrences.service.js';

/**
 * Occurrences: the engine that expands each event's recurrence series into dated occurrences and the search rows
 * (event_search) the listings read, and its hourly horizon job. The producer writes and the demo seed expand through
 * it; the catalogue reads only read what it wrote.
 */
@Module({
  imports: [VenuesModule],
  providers: [OccurrencesRepository, OccurrencesService, OccurrencesScheduler],
  exports: [OccurrencesService],
})
export class OccurrencesModule {}
