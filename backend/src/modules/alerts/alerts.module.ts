import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PushModule } from '../push/push.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { SearchModule } from '../search/search.module.js';
import { AlertLinksService } from './alert-links.service.js';
import { AlertPreviewsService } from './alert-previews.service.js';
import { AlertPushesService } from './alert-pushes.service.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsScheduler } from './alerts.scheduler.js';
import { AlertsService } from './alerts.service.js';

/**
 * Saved-search alerts (issue 18): the daily digest job (by mail, and by push through the push module, issue 32), the
 * staff preview and test send, the signed-out unsubscribe and the private calendar and RSS feeds of each saved search.
 */
@Module({
  imports: [CardsModule, MailModule, PushModule, SavedSearchesModule, SearchModule],
  controllers: [AlertsController],
  providers: [AlertsRepository, AlertsService, AlertPreviewsService, AlertPushesService, AlertLinksService, AlertsScheduler],
  exports: [AlertsService, AlertLinksService],
})
export class AlertsModule {}
