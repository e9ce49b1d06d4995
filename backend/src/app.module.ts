import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccessPolicyGuard } from './common/auth/access-policy.guard.js';
import { configuredClock } from './config/clock.config.js';
import { ClockModule } from './common/clock/clock.module.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { loggerParams } from './common/logging/logger-options.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseServer } from './database/embedded-database.js';
import { FrontendModule } from './modules/frontend/frontend.module.js';
import { VenuesModule } from './modules/venues/venues.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { EventWritesModule } from './modules/events/event-writes.module.js';
import { OccurrencesModule } from './modules/events/occurrences.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { CalendarModule } from './modules/calendar/calendar.module.js';
import { AdsModule } from './modules/ads/ads.module.js';
import { OpenApiModule } from './modules/openapi/openapi.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { TaxonomyModule } from './modules/taxonomy/taxonomy.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { SavedModule } from './modules/saved/saved.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { AlertsModule } from './modules/alerts/alerts.module.js';
import { AddressesModule } from './modules/addresses/addresses.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { ClaimsModule } from './modules/claims/claims.module.js';
import { ProducersModule } from './modules/producers/producers.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { FlashMessagesModule } from './modules/flash-messages/flash-messages.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { EditorModule } from './modules/editor/editor.module.js';
import { WidgetsModule } from './modules/widgets/widgets.module.js';
import { ProducerHomeModule } from './modules/producer-home/producer-home.module.js';
import { UserAdminModule } from './modules/user-admin/user-admin.module.js';
import { PlanAdminModule } from './modules/plan-admin/plan-admin.module.js';
import { ContentPagesModule } from './modules/content-pages/content-pages.module.js';
import type { JobEngineClock } from './modules/jobs/job-engine.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { SeedModule } from './seed/seed.module.js';

export type AppModuleOptions = {
  readonly config: AppConfig;
  readonly database: DatabaseServer;
  readonly logger: Logger;
  /** The job engine's clock (pg-boss's TestClock in the engine's tests); unset, the system's. */
  readonly jobEngineClock?: JobEngineClock;
};

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule.forRoot(configuredClock(options.config)),
        DomainEventsModule,
        LoggerModule.forRoot(loggerParams(options.logger)),
        DatabaseModule.forRoot(options.database, options.config.databaseConnectTimeoutMs, options.config.readReplicas),
        DiscoveryModule,
        // The job engine: with SCHEDULED_JOBS off an instance queues jobs but neither schedules nor works them. After
        // DatabaseModule: of two global modules Nest destroys the later one first, so the engine stops (its running
        // handlers finishing) before the database module closes the pools.
        JobsModule.forRoot({ clock: options.jobEngineClock }),
        HealthModule,
        TaxonomyModule,
        VenuesModule,
        EventsModule,
        OccurrencesModule,
        EventWritesModule,
        SeedModule,
        SearchModule,
        GeoModule,
        CalendarModule,
        AdsModule,
        OpenApiModule,
        MailModule,
        SavedModule,
        SavedSearchesModule,
        AlertsModule,
        AddressesModule,
        UsersModule,
        BillingModule,
        ClaimsModule,
        ProducersModule,
        AuthModule,
        AccountModule,
        MetricsModule,
        AnalyticsModule,
        ReportsModule,
        FlashMessagesModule,
        SupportModule,
        MediaModule,
        EditorModule,
        WidgetsModule,
        ProducerHomeModule,
        UserAdminModule,
        PlanAdminModule,
        ContentPagesModule,
        FrontendModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessPolicyGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
