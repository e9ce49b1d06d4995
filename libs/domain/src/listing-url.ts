import { DEFAULT_RADIUS, EVENT_ORDERINGS, PAGE_SIZE, VENUE_ORDERINGS } from '@events/contracts/reference';

/**
 * The discovery listings' address format (`/events/?keyword=...&event_types[]=3`), written once for every side
 * that links to a listing: the discovery remote (its URL is its state) and the backend (a saved search's
 * `searchUrl`). Reading an address back stays with the remote (search-state.ts parseSearchState).
 */

/** The two listings. */
export type ListingKind = 'events' | 'venues';

export const LISTING_PATHS: Readonly<Record<ListingKind, string>> = { events: '/events/', venues: '/venues/' };

/** URL parameter of the way a location was chosen (a default town id, or `current`); address_id for the address book. */
export const LOCATION_PARAM = 'default_loc_id';
export const CURRENT_LOCATION_ID = 'current';

export function defaultOrdering(kind: ListingKind): string {
  return kind === 'events' ? EVENT_ORDERINGS[0].value : VENUE_ORDERINGS[0].value;
}

export function defaultRadius(kind: ListingKind): number {
  return DEFAULT_RADIUS[kind];
}

/**
 * Where a listing is centred (a SearchLocation of search-location.ts), its coordinates left out where they are
 * not known: a saved search's current location (the listing asks the browser) or a town no longer listed.
 */
export type ListingUrlLocation =
  | { source: 'default'; id: string; lat?: number; lon?: number }
  | { source: 'current'; lat?: number; lon?: number }
  | { source: 'address'; id: number; lat?: number; lon?: number };

/** What a listing's address says; null, empty or missing values are the listing's defaults and are left out. */
export type ListingUrlFields = {
  keyword: string;
  location: ListingUrlLocation | null;
  /** In the user's distance units; the kind's default radius is left out. */
  radius: number | null;
  dateStart: string | null;
  /** The start date when null. */
  dateEnd: string | null;
  eventTypes: readonly number[];
  ageGroups: readonly string[];
  prices: readonly string[];
  setting: 'in_person' | 'online' | null;
  ordering?: string | null;
  page?: number;
  pageSize?: number | null;
  /** The embedding widget's id, kept on every link of a widget's list. */
  widget?: string | null;
};

/**
 * The address query of a listing (without `?`): a fixed parameter order, bracket-style arrays like the API
 * (`prices[]=free&prices[]=low`), defaults left out.
 */
export function listingQuery(fields: ListingUrlFields, kind: ListingKind): string {
  const parts: [string, string][] = [];
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && String(value) !== '') parts.push([name, String(value)]);
  };
  add('keyword', fields.keyword.trim());
  const location = fields.location;
  if (location) {
    if (location.source === 'address') add('address_id', location.id);
    else add(LOCATION_PARAM, location.source === 'default' ? location.id : CURRENT_LOCATION_ID);
    add('latitude', location.lat);
    add('longitude', location.lon);
  }
  if (fields.radius !== null && fields.radius !== defaultRadius(kind)) add('radius', fields.radius);
  if (fields.dateStart) {
    add('date_start', fields.dateStart);
    add('date_end', fields.dateEnd ?? fields.dateStart);
  }
  for (const id of fields.eventTypes) add('event_types[]', id);
  for (const group of fields.ageGroups) add('age_groups[]', group);
  for (const price of fields.prices) add('prices[]', price);
  if (fields.setting === 'in_person') add('is_in_person', 'true');
  if (fields.setting === 'online') add('is_online', 'true');
  if (fields.ordering && fields.ordering !== defaultOrdering(kind)) add('ordering', fields.ordering);
  if (fields.page !== undefined && fields.page > 1) add('page', fields.page);
  if (fields.pageSize !== undefined && fields.pageSize !== null && fields.pageSize !== PAGE_SIZE) add('page_size', fields.pageSize);
  add('widget', fields.widget);
  return parts.map(([name, value]) => `${encodeURIComponent(name).replace(/%5B%5D$/, '[]')}=${encodeURIComponent(value)}`).join('&');
}

/** `/events/?...` (or `/venues/?...`) of a listing; the bare path when everything is a default. */
export function listingHref(fields: ListingUrlFields, kind: ListingKind): string {
  const query = listingQuery(fields, kind);
  return query === '' ? LISTING_PATHS[kind] : `${LISTING_PATHS[kind]}?${query}`;
}
