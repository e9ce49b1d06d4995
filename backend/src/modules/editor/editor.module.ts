import { Global, Module } from '@nestjs/common';
import { NEW_SUBMISSION_NOTIFIER } from '../../common/notifications/new-submission-notifier.js';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { MailModule } from '../mail/mail.module.js';
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
 * editors about new claims and submissions in their towns (EditorNotifier, used by the venue and claim flows).
 */
// Global: the venue flow reaches EditorNotifier through NEW_SUBMISSION_NOTIFIER without an import cycle.
@Global()
@Module({
  imports: [AnalyticsModule, MailModule],
  controllers: [EditorController, TimesheetsController],
  providers: [EditorRepository, ModerationService, EditorProfileService, EditorNotifier, TimesheetsRepository, TimesheetsService, { provide: NEW_SUBMISSION_NOTIFIER, useExisting: EditorNotifier }],
  exports: [EditorNotifier, NEW_SUBMISSION_NOTIFIER],
})
export class EditorModule {}
