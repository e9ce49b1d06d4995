import { adNetworkSchema, searchAdSchema } from '../ads.js';
import { eventTypeListSchema } from '../event-types.js';
import { eventListingSchema, venueListingSchema } from '../search.js';
import type { CheckEntry } from './codegen.js';

/**
 * The answers the listing's first route checks before its first card (events or venues listing, categories,
 * the ad units). Their checks are generated into first-route.ts by first-route.spec.ts.
 */
export const FIRST_ROUTE_CHECKS: readonly CheckEntry[] = [
  { name: 'eventListingCheck', typeName: 'EventListing', typeModule: '../search.js', schema: eventListingSchema },
  { name: 'venueListingCheck', typeName: 'VenueListing', typeModule: '../search.js', schema: venueListingSchema },
  { name: 'eventTypeListCheck', typeName: 'EventType', typeModule: '../event-types.js', list: true, schema: eventTypeListSchema },
  { name: 'adNetworkCheck', typeName: 'AdNetwork', typeModule: '../ads.js', schema: adNetworkSchema },
  { name: 'searchAdCheck', typeName: 'SearchAd', typeModule: '../ads.js', schema: searchAdSchema },
];
