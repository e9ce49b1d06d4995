import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { SearchModule } from '../search/search.module.js';
import { WidgetHitBatches } from './widget-hit-batches.js';
import { WidgetHitTokens, widgetHitJwtProvider } from './widget-hit-token.js';
import { WidgetHitsRateLimit } from './widget-hits-rate-limit.js';
import { WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetHitsService } from './widget-hits.service.js';
import { WidgetHostHitsCap } from './widget-host-hits-cap.js';
import { WidgetMetricsController } from './widget-metrics.controller.js';
import { WidgetMetricsService } from './widget-metrics.service.js';
import { WidgetPagesController } from './widget-pages.controller.js';
import { WidgetPagesService } from './widget-pages.service.js';
import { WidgetRenderer } from './widget-renderer.js';
import { WidgetsController } from './widgets.controller.js';
import { WidgetsRepository } from './widgets.repository.js';
import { WidgetsScheduler } from './widgets.scheduler.js';
import { WidgetsService } from './widgets.service.js';

/**
 * Calendar widgets: the producers' calendars over their saved searches, the server-rendered embeddable page and its
 * JSON pages, widget traffic (raw hits, the five-minute rollup under a job lock, pruning) and the metrics call.
 */
@Module({
  imports: [AlertsModule, BillingModule, SavedSearchesModule, SearchModule],
  controllers: [WidgetsController, WidgetMetricsController, WidgetPagesController],
  providers: [
    WidgetsRepository,
    WidgetsService,
    WidgetHitsRepository,
    WidgetHitsRateLimit,
    WidgetHostHitsCap,
    widgetHitJwtProvider,
    WidgetHitTokens,
    WidgetHitBatches,
    WidgetHitsService,
    WidgetMetricsService,
    WidgetPagesService,
    WidgetRenderer,
    WidgetsScheduler,
  ],
  exports: [WidgetHitsService, WidgetsService],
})
export class WidgetsModule {}
