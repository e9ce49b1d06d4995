import { Module } from '@nestjs/common';
import { EventWritesModule } from '../events/event-writes.module.js';
import { OccurrencesModule } from '../events/occurrences.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MediaModule } from '../media/media.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { UsersModule } from '../users/users.module.js';
import { CalendarImportsController } from './calendar-imports.controller.js';
import { CalendarImportsDemoSeeder } from './calendar-imports-demo.seeder.js';
import { CalendarImportsRepository } from './calendar-imports.repository.js';
import { CalendarImportsScheduler } from './calendar-imports.scheduler.js';
import { CalendarImportsService } from './calendar-imports.service.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import { FeedImporter } from './feed-importer.service.js';
import { MergeProposalsController } from './merge-proposals.controller.js';
import { MergeProposalsRepository } from './merge-proposals.repository.js';
import { MergeProposalsService } from './merge-proposals.service.js';

/**
 * iCalendar import (issue 30): a venue's calendar sources, their sync job, and the import of a feed's events
 * through the event form's own writes (EventWritesModule), so imported events obey what typed ones do; and the
 * editor desk's proposed merges of imported events that look like ones already listed.
 */
@Module({
  imports: [EventWritesModule, OccurrencesModule, ProducersModule, UsersModule, MailModule, MediaModule, StaffActionsModule],
  controllers: [CalendarImportsController, MergeProposalsController],
  providers: [
    CalendarImportsRepository,
    CalendarImportsService,
    CalendarSyncService,
    FeedImporter,
    CalendarImportsScheduler,
    MergeProposalsRepository,
    MergeProposalsService,
    CalendarImportsDemoSeeder,
  ],
  exports: [CalendarImportsDemoSeeder],
})
export class CalendarImportsModule {}
