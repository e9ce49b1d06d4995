import { accountEndpoints } from './account.js';
import { addressesEndpoints } from './addresses.js';
import { adsEndpoints } from './ads.js';
import { analyticsEndpoints } from './analytics.js';
import { authEndpoints } from './auth.js';
import { calendarEndpoints } from './calendar.js';
import type { Endpoint } from './endpoint.js';
import { eventFormsEndpoints } from './event-forms.js';
import { eventTypesEndpoints } from './event-types.js';
import { eventsEndpoints } from './events.js';
import { flashMessagesEndpoints } from './flash-messages.js';
import { frontendEndpoints } from './frontend.js';
import { geoEndpoints } from './geo.js';
import { healthEndpoints } from './health.js';
import { mediaEndpoints } from './media.js';
import { metricsEndpoints } from './metrics.js';
import { openapiEndpoints } from './openapi.js';
import { quotasEndpoints } from './quotas.js';
import { reportsEndpoints } from './reports.js';
import { savedSearchesEndpoints } from './saved-searches.js';
import { savedEndpoints } from './saved.js';
import { searchEndpoints } from './search.js';
import { supportEndpoints } from './support.js';
import { venueFormsEndpoints } from './venue-forms.js';
import { venuesEndpoints } from './venues.js';

/**
 * Every endpoint of the API, by domain: what the backend's OpenAPI document and its route tests walk. It imports
 * every schema, so front ends import their domain's group instead.
 */
export const API_ENDPOINT_GROUPS = {
  account: accountEndpoints,
  addresses: addressesEndpoints,
  ads: adsEndpoints,
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  calendar: calendarEndpoints,
  eventForms: eventFormsEndpoints,
  eventTypes: eventTypesEndpoints,
  events: eventsEndpoints,
  flashMessages: flashMessagesEndpoints,
  frontend: frontendEndpoints,
  geo: geoEndpoints,
  health: healthEndpoints,
  media: mediaEndpoints,
  metrics: metricsEndpoints,
  openapi: openapiEndpoints,
  quotas: quotasEndpoints,
  reports: reportsEndpoints,
  savedSearches: savedSearchesEndpoints,
  saved: savedEndpoints,
  search: searchEndpoints,
  support: supportEndpoints,
  venues: venuesEndpoints,
  venueForms: venueFormsEndpoints,
} as const satisfies Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

/** One endpoint with the names it is known by: `auth.login`. */
export type NamedEndpoint = { readonly name: string; readonly endpoint: Endpoint };

export const API_ENDPOINTS: readonly NamedEndpoint[] = Object.entries(API_ENDPOINT_GROUPS).flatMap(([domain, group]) =>
  Object.entries(group as Readonly<Record<string, Endpoint>>).map(([name, endpoint]) => ({ name: `${domain}.${name}`, endpoint })),
);
