import { accountEndpoints } from './account.js';
import { addressesEndpoints } from './addresses.js';
import { adsAdminEndpoints, adsEndpoints } from './ads.js';
import { alertsEndpoints } from './alerts.js';
import { analyticsEndpoints } from './analytics.js';
import { authEndpoints } from './auth.js';
import { billingEndpoints } from './billing.js';
import { calendarEndpoints } from './calendar.js';
import { calendarImportsEndpoints } from './calendar-imports.js';
import { categoryAdminEndpoints } from './category-admin.js';
import { claimsEndpoints } from './claims.js';
import { contentPagesEndpoints } from './content-pages.js';
import { editorEndpoints } from './editor.js';
import type { Endpoint } from './endpoint.js';
import { eventFormsEndpoints } from './event-forms.js';
import { eventTypesEndpoints } from './event-types.js';
import { eventsEndpoints } from './events.js';
import { federationEndpoints } from './federation.js';
import { flashMessagesEndpoints } from './flash-messages.js';
import { frontendEndpoints } from './frontend.js';
import { geoEndpoints } from './geo.js';
import { healthEndpoints } from './health.js';
import { jobsEndpoints } from './jobs.js';
import { languageEndpoints } from './language-endpoints.js';
import { mediaEndpoints } from './media.js';
import { mergeProposalsEndpoints } from './merge-proposals.js';
import { metricsEndpoints } from './metrics.js';
import { openapiEndpoints } from './openapi.js';
import { planAdminEndpoints } from './plan-admin.js';
import { producerHomeEndpoints } from './producer-home.js';
import { pushEndpoints } from './push.js';
import { quotasEndpoints } from './quotas.js';
import { reportsEndpoints } from './reports.js';
import { savedSearchesEndpoints } from './saved-searches.js';
import { savedEndpoints } from './saved.js';
import { searchEndpoints } from './search.js';
import { supportEndpoints } from './support.js';
import { timesheetsEndpoints } from './timesheets.js';
import { userAdminEndpoints } from './user-admin.js';
import { venueFormsEndpoints } from './venue-forms.js';
import { venuesEndpoints } from './venues.js';
import { widgetMetricsEndpoints } from './widget-metrics.js';
import { widgetsEndpoints } from './widgets.js';

/**
 * Every endpoint of the API, by domain: what the backend's OpenAPI document and its route tests walk. It imports
 * every schema, so front ends import their domain's group instead.
 */
export const API_ENDPOINT_GROUPS = {
  account: accountEndpoints,
  addresses: addressesEndpoints,
  ads: adsEndpoints,
  adsAdmin: adsAdminEndpoints,
  alerts: alertsEndpoints,
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  calendar: calendarEndpoints,
  calendarImports: calendarImportsEndpoints,
  categoryAdmin: categoryAdminEndpoints,
  claims: claimsEndpoints,
  contentPages: contentPagesEndpoints,
  editor: editorEndpoints,
  eventForms: eventFormsEndpoints,
  eventTypes: eventTypesEndpoints,
  events: eventsEndpoints,
  federation: federationEndpoints,
  flashMessages: flashMessagesEndpoints,
  frontend: frontendEndpoints,
  geo: geoEndpoints,
  health: healthEndpoints,
  jobs: jobsEndpoints,
  language: languageEndpoints,
  media: mediaEndpoints,
  mergeProposals: mergeProposalsEndpoints,
  metrics: metricsEndpoints,
  openapi: openapiEndpoints,
  planAdmin: planAdminEndpoints,
  producerHome: producerHomeEndpoints,
  push: pushEndpoints,
  quotas: quotasEndpoints,
  reports: reportsEndpoints,
  savedSearches: savedSearchesEndpoints,
  saved: savedEndpoints,
  search: searchEndpoints,
  support: supportEndpoints,
  timesheets: timesheetsEndpoints,
  userAdmin: userAdminEndpoints,
  venues: venuesEndpoints,
  venueForms: venueFormsEndpoints,
  widgets: widgetsEndpoints,
  widgetMetrics: widgetMetricsEndpoints,
} as const satisfies Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

/** One endpoint with the names it is known by: `auth.login`. */
export type NamedEndpoint = { readonly name: string; readonly endpoint: Endpoint };

export const API_ENDPOINTS: readonly NamedEndpoint[] = Object.entries(API_ENDPOINT_GROUPS).flatMap(([domain, group]) =>
  Object.entries(group as Readonly<Record<string, Endpoint>>).map(([name, endpoint]) => ({ name: `${domain}.${name}`, endpoint })),
);
