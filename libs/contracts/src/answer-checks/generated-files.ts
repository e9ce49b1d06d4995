import { adsEndpoints } from '../ads.js';
import { eventTypesEndpoints } from '../event-types.js';
import { searchEndpoints } from '../search.js';
import type { CheckEntry } from './codegen.js';

export type GeneratedFile = {
  /** File name beside this one. */
  readonly file: string;
  /** Export names of the calls without checks and of the calls with their checks. */
  readonly names: { readonly calls: string; readonly endpoints: string };
  readonly entries: readonly CheckEntry[];
};

/**
 * The calls the listing's first route makes before its first card, whose answers browsers check without zod:
 * zod-free copies of their endpoints with checks generated from their response schemas (generated-files.spec.ts
 * writes the files). The categories have a file of their own: @events/api-client shares its request file as a
 * federation singleton, and a shared module keeps everything it imports. The ads have theirs: they are asked for
 * once the listing has answered, so their checks load then.
 */
export const GENERATED_FILES: readonly GeneratedFile[] = [
  {
    file: 'listings.ts',
    names: { calls: 'listingCalls', endpoints: 'listingEndpoints' },
    entries: [
      { key: 'events', endpoint: searchEndpoints.events, typeName: 'EventListing', typeModule: '../search.js' },
      { key: 'venues', endpoint: searchEndpoints.venues, typeName: 'VenueListing', typeModule: '../search.js' },
    ],
  },
  {
    file: 'ads.ts',
    names: { calls: 'adCalls', endpoints: 'adEndpoints' },
    entries: [
      { key: 'searchAd', endpoint: adsEndpoints.search, typeName: 'SearchAd', typeModule: '../ads.js' },
      { key: 'network', endpoint: adsEndpoints.network, typeName: 'AdNetwork', typeModule: '../ads.js' },
    ],
  },
  {
    file: 'event-types.ts',
    names: { calls: 'eventTypeCalls', endpoints: 'eventTypeEndpoints' },
    entries: [{ key: 'list', endpoint: eventTypesEndpoints.list, typeName: 'EventType', typeModule: '../event-types.js', list: true }],
  },
];
