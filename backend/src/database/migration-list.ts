import { Foundation1763769600000 } from './migrations/m1763769600000-foundation.migration.js';
import { Catalogue1763856000000 } from './migrations/m1763856000000-catalogue.migration.js';
import { OccurrenceHorizon1763942400000 } from './migrations/m1763942400000-occurrence-horizon.migration.js';
import { SearchIndexes1763942600000 } from './migrations/m1763942600000-search-indexes.migration.js';
import { Accounts1763942700000 } from './migrations/m1763942700000-accounts.migration.js';
import { Impressions1763942800000 } from './migrations/m1763942800000-impressions.migration.js';
import { AddressBook1764028800000 } from './migrations/m1764028800000-address-book.migration.js';
import { SearchSpeed1764100000000 } from './migrations/m1764100000000-search-speed.migration.js';
import { CardColumns1764200000000 } from './migrations/m1764200000000-card-columns.migration.js';
import { RateLimits1764300000000 } from './migrations/m1764300000000-rate-limits.migration.js';
import { DropThrottleCounters1764350000000 } from './migrations/m1764350000000-drop-throttle-counters.migration.js';
import { ImpressionPageViews1764400000000 } from './migrations/m1764400000000-impression-page-views.migration.js';
import { Plans1764480000000 } from './migrations/m1764480000000-plans.migration.js';
import { FlashMessages1764480100000 } from './migrations/m1764480100000-flash-messages.migration.js';
import { CancelledEventsUnlisted1764500100000 } from './migrations/m1764500100000-cancelled-events-unlisted.migration.js';
import { StaffActions1764590000000 } from './migrations/m1764590000000-staff-actions.migration.js';
import { VenueClaims1764600000000 } from './migrations/m1764600000000-venue-claims.migration.js';
import { Widgets1764610000000 } from './migrations/m1764610000000-widgets.migration.js';
import { WidgetRenderGeneration1764611000000 } from './migrations/m1764611000000-widget-render-generation.migration.js';
import { SiteAnalytics1764620000000 } from './migrations/m1764620000000-site-analytics.migration.js';
import { EditorDesk1764630000000 } from './migrations/m1764630000000-editor-desk.migration.js';
import { Timesheets1764631000000 } from './migrations/m1764631000000-timesheets.migration.js';
import { SearchAdAdmin1764632000000 } from './migrations/m1764632000000-search-ad-admin.migration.js';
import { SavedSearchAlerts1764640000000 } from './migrations/m1764640000000-saved-search-alerts.migration.js';
import { EventSearchByEventDay1764650000000 } from './migrations/m1764650000000-event-search-by-event-day.migration.js';
import { EmailConfirmation1764660000000 } from './migrations/m1764660000000-email-confirmation.migration.js';
import { PageViewLimits1764670000000 } from './migrations/m1764670000000-page-view-limits.migration.js';
import { EventMatchedFieldsChanged1764683000000 } from './migrations/m1764683000000-event-matched-fields-changed.migration.js';
import { VenueClaimedFromManagers1764690000000 } from './migrations/m1764690000000-venue-claimed-from-managers.migration.js';
import { ContentPages1764700000000 } from './migrations/m1764700000000-content-pages.migration.js';
import { WidgetViews1764710000000 } from './migrations/m1764710000000-widget-views.migration.js';
import { EndedOccurrencesUnlisted1764720000000 } from './migrations/m1764720000000-ended-occurrences-unlisted.migration.js';
import { CatalogueChangeNotify1764721000000 } from './migrations/m1764721000000-catalogue-change-notify.migration.js';
import { EventStatus1764730000000 } from './migrations/m1764730000000-event-status.migration.js';
import { AlertCancellations1764731000000 } from './migrations/m1764731000000-alert-cancellations.migration.js';
import { CalendarSources1764740000000 } from './migrations/m1764740000000-calendar-sources.migration.js';
import { MergeProposals1764750000000 } from './migrations/m1764750000000-merge-proposals.migration.js';
import { Federation1764770000000 } from './migrations/m1764770000000-federation.migration.js';
import { UserLanguage1764780000000 } from './migrations/m1764780000000-user-language.migration.js';
import { WidgetLanguage1764790000000 } from './migrations/m1764790000000-widget-language.migration.js';
import { SpanishContent1764800000000 } from './migrations/m1764800000000-spanish-content.migration.js';
import { SpanishCategoryNames1764810000000 } from './migrations/m1764810000000-spanish-category-names.migration.js';
import { SpanishSearch1764820000000 } from './migrations/m1764820000000-spanish-search.migration.js';
import { PushDevices1764760000000 } from './migrations/m1764760000000-push-devices.migration.js';

/**
 * Every migration, oldest first (listed, not globbed, so src under jest and dist run the same set).
 * Files are named m<timestamp>-<name>.migration.ts: the leading letter satisfies the kebab-case lint, and
 * names still sort by time. The class is <Name><timestamp>, as TypeORM expects.
 */
export const MIGRATIONS = [
  Foundation1763769600000,
  Catalogue1763856000000,
  OccurrenceHorizon1763942400000,
  SearchIndexes1763942600000,
  Accounts1763942700000,
  Impressions1763942800000,
  AddressBook1764028800000,
  SearchSpeed1764100000000,
  CardColumns1764200000000,
  RateLimits1764300000000,
  DropThrottleCounters1764350000000,
  ImpressionPageViews1764400000000,
  Plans1764480000000,
  FlashMessages1764480100000,
  CancelledEventsUnlisted1764500100000,
  StaffActions1764590000000,
  VenueClaims1764600000000,
  Widgets1764610000000,
  WidgetRenderGeneration1764611000000,
  SiteAnalytics1764620000000,
  EditorDesk1764630000000,
  Timesheets1764631000000,
  SearchAdAdmin1764632000000,
  SavedSearchAlerts1764640000000,
  EventSearchByEventDay1764650000000,
  EmailConfirmation1764660000000,
  PageViewLimits1764670000000,
  EventMatchedFieldsChanged1764683000000,
  VenueClaimedFromManagers1764690000000,
  ContentPages1764700000000,
  WidgetViews1764710000000,
  EndedOccurrencesUnlisted1764720000000,
  CatalogueChangeNotify1764721000000,
  EventStatus1764730000000,
  AlertCancellations1764731000000,
  CalendarSources1764740000000,
  MergeProposals1764750000000,
  PushDevices1764760000000,
  Federation1764770000000,
  UserLanguage1764780000000,
  WidgetLanguage1764790000000,
  SpanishContent1764800000000,
  SpanishCategoryNames1764810000000,
  SpanishSearch1764820000000,
];
