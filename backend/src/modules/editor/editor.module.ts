import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { MailModule } from '../mail/mail.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { EditorNotifier } from './editor-notifier.js';
import { EditorProfileService } from './editor-profile.service.js';
import { EditorController } from './editor.controller.js';
import { EditorRepository } from './editor.repository.js';
import { ModerationService } from './moderation.service.js';
import { TimesheetsController } from './timesheets.controller.js';
import { TimesheetsRepository } from './timesheets.repository.js';
import { TimesheetsService } from './timesheets.service.js';

/**
 * The editor desk (issue 17): the venue moderation queue and its decisions, the editor profile, timesheets, and the mails to
 * editors about new claims and submissions in their towns (EditorNotifier: the claims flow calls it, and it subscribes
 * to the venues module's VENUE_SUBMITTED event). The desk's decisions ask the venues module to rebuild the listings.
 */
@Module({
  imports: [StaffActionsModule, MailModule, VenuesModule],
  controllers: [EditorController, TimesheetsController],
  providers: [EditorRepository, ModerationService, EditorProfileService, EditorNotifier, TimesheetsRepository, TimesheetsService],
  exports: [EditorNotifier],
})
export class EditorModule {}
