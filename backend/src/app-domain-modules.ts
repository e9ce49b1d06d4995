import type { DomainModule } from './app.module.js';
import { FrontendModule } from './modules/frontend/frontend.module.js';
import { VenuesModule } from './modules/venues/venues.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { EventWritesModule } from './modules/events/event-writes.module.js';
import { OccurrencesModule } from './modules/events/occurrences.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { CalendarModule } from './modules/calendar/calendar.module.js';
import { CalendarImportsModule } from './modules/calendar-imports/calendar-imports.module.js';
import { AdsModule } from './modules/ads/ads.module.js';
import { OpenApiModule } from './modules/openapi/openapi.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { TaxonomyModule } from './modules/taxonomy/taxonomy.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { SavedModule } from './modules/saved/saved.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { AlertsModule } from './modules/alerts/alerts.module.js';
import { PushModule } from './modules/push/push.module.js';
import { FederationModule } from './modules/federation/federation.module.js';
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
import { SeedModule } from './seed/seed.module.js';

/**
 * Every domain module of the app, in the order the app module imports them (the seed among them, the front end
 * last: its routes answer what no other module does). A test of the medium tier boots a few of them instead
 * (src/testing/test-app.ts); main.ts, the CLIs and the full-app tests boot them all.
 */
export const APP_DOMAIN_MODULES: readonly DomainModule[] = [
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
  PushModule,
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
  FederationModule,
  CalendarImportsModule,
  FrontendModule,
];
