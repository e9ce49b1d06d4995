import { listingCalls } from '@events/contracts/answer-checks/listings';
import {
  AGE_GROUP_VALUES,
  EVENT_ORDERINGS,
  GLOBAL_RADIUS,
  PAGE_SIZE,
  PRICE_TIER_VALUES,
  VENUE_ORDERINGS,
  type AgeGroup,
  type DistanceUnit,
  type PriceTier,
} from '@events/contracts/reference';
import { CURRENT_LOCATION_ID, defaultOrdering, defaultRadius, LISTING_PATHS, LOCATION_PARAM, type ListingKind } from './listing-url.js';
import { initialSearchLocation, type SearchLocation } from './search-location.js';

/** The parts of the URLSearchParams global (browsers and Node alike) used here; this package has no DOM types. */
type SearchParams = { get(name: string): string | null; getAll(name: string): string[] };
declare const URLSearchParams: new (init: string) => SearchParams;

/*
 * A listing's search as its address holds it, and the listing call's query made from it. The discovery remote
 * reads its listings with these, and the shell computes the same query with them to start the first listing
 * call of an anonymous visit before the remote has loaded (shell/src/features/listings/api/prefetch-first-listing.ts).
 */

/** In person only, online only, or both (no filter): spec "Venue type filter: in_person, online, or both (null)". */
export type SettingFilter = 'in_person' | 'online' | null;

/**
 * The whole query of a listing, as the URL holds it (house rule: the URL is the state). Unset values are the
 * listing's defaults: today for the events' dates (venues: any date), the kind's radius and ordering, page 1.
 */
export type SearchState = {
  keyword: string;
  dateStart: string | null;
  dateEnd: string | null;
  location: SearchLocation | null;
  /** In the user's distance units; null = the kind's default (50 events, 25 venues). */
  radius: number | null;
  eventTypes: number[];
  ageGroups: AgeGroup[];
  prices: PriceTier[];
  setting: SettingFilter;
  /** null = the kind's default ordering. */
  ordering: string | null;
  page: number;
  /** null = PAGE_SIZE (20), unless the address says otherwise. */
  pageSize: number | null;
  /** The embedding widget's id (query parameter `widget`), kept on every link of the list; null outside a widget. */
  widget: string | null;
};

export const EMPTY_SEARCH: SearchState = {
  keyword: '',
  dateStart: null,
  dateEnd: null,
  location: null,
  radius: null,
  eventTypes: [],
  ageGroups: [],
  prices: [],
  setting: null,
  ordering: null,
  page: 1,
  pageSize: null,
  widget: null,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string | null): value is string {
  if (value === null || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function finite(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Values of `name[]` (the API's bracket style) and of a plain repeated `name`, in order, without repeats. */
function listOf(params: SearchParams, name: string): string[] {
  const values = [...params.getAll(`${name}[]`), ...params.getAll(name)].flatMap((v) => v.split(','));
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

function isTrue(value: string | null): boolean {
  return value === 'true' || value === '1' || value === 'True';
}

export function orderingsFor(kind: ListingKind): readonly { value: string; label: string }[] {
  return kind === 'events' ? EVENT_ORDERINGS : VENUE_ORDERINGS;
}

function locationOf(params: SearchParams): SearchLocation | null {
  const lat = finite(params.get('latitude'), -90, 90);
  const lon = finite(params.get('longitude'), -180, 180);
  if (lat === null || lon === null) return null;
  const addressId = positiveInt(params.get('address_id'));
  if (addressId !== null) return { source: 'address', id: addressId, lat, lon };
  const chosen = params.get(LOCATION_PARAM);
  if (chosen && chosen !== CURRENT_LOCATION_ID) return { source: 'default', id: chosen, lat, lon };
  return { source: 'current', lat, lon };
}

/** Reads a listing's state from its address; anything malformed is ignored (the default takes its place). */
export function parseSearchState(search: string | SearchParams, kind: ListingKind): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const dateStart = params.get('date_start');
  const dateEnd = params.get('date_end');
  const start = isIsoDate(dateStart) ? dateStart : null;
  let end = isIsoDate(dateEnd) ? dateEnd : null;
  if (start !== null && end !== null && end < start) end = null;
  const ordering = params.get('ordering');
  const validOrdering = orderingsFor(kind).some((o) => o.value === ordering) ? ordering : null;
  const isOnline = isTrue(params.get('is_online'));
  const isInPerson = isTrue(params.get('is_in_person'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    dateStart: start,
    dateEnd: start === null ? null : end,
    location: locationOf(params),
    radius: finite(params.get('radius'), 1, GLOBAL_RADIUS.km),
    eventTypes: listOf(params, 'event_types').map(Number).filter((n) => Number.isInteger(n) && n > 0),
    ageGroups: listOf(params, 'age_groups').filter((v): v is AgeGroup => (AGE_GROUP_VALUES as readonly string[]).includes(v)),
    prices: listOf(params, 'prices').filter((v): v is PriceTier => (PRICE_TIER_VALUES as readonly string[]).includes(v)),
    setting: isInPerson && !isOnline ? 'in_person' : isOnline && !isInPerson ? 'online' : null,
    ordering: validOrdering === defaultOrdering(kind) ? null : validOrdering,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: positiveInt(params.get('page_size')),
    widget: params.get('widget')?.trim() || null,
  };
}

export type ListingApiQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/**
 * The listing call's query (spec section 7): the state plus the user's units. Events without dates ask for
 * today (the API's default too); venues without dates list every venue.
 */
export function apiQueryOf(state: SearchState, kind: ListingKind, units: DistanceUnit): ListingApiQuery {
  return {
    keyword: state.keyword || undefined,
    latitude: state.location?.lat,
    longitude: state.location?.lon,
    address_id: state.location?.source === 'address' ? state.location.id : undefined,
    radius: state.location ? (state.radius ?? defaultRadius(kind)) : undefined,
    units: state.location ? units : undefined,
    date_start: state.dateStart ?? undefined,
    date_end: state.dateStart ? (state.dateEnd ?? state.dateStart) : undefined,
    event_types: state.eventTypes,
    age_groups: state.ageGroups,
    prices: state.prices,
    is_in_person: state.setting === 'in_person' ? true : undefined,
    is_online: state.setting === 'online' ? true : undefined,
    ordering: state.ordering ?? defaultOrdering(kind),
    page: state.page,
    page_size: state.pageSize ?? PAGE_SIZE,
  };
}

/** The listing calls (spec section 7): events, and venues (points of interest), without their answer checks. */
export const LISTING_CALLS = { events: listingCalls.events, venues: listingCalls.venues } as const satisfies Record<ListingKind, unknown>;

/**
 * The listing call a page address makes when it is loaded: the kind and the query the listing page asks for
 * first (a search without a location uses the remembered one or the default town, as the page does). Null when
 * the address is not a listing, or when the query is not certain yet (a link naming the current location
 * without coordinates asks the browser first).
 */
export function listingRequestOfAddress(
  pathname: string,
  search: string,
  units: DistanceUnit,
  location: () => SearchLocation = initialSearchLocation,
): { kind: ListingKind; query: ListingApiQuery } | null {
  const kind = (Object.keys(LISTING_PATHS) as ListingKind[]).find((k) => LISTING_PATHS[k] === pathname);
  if (!kind) return null;
  const parsed = parseSearchState(search, kind);
  if (!parsed.location && new URLSearchParams(search).get(LOCATION_PARAM) === CURRENT_LOCATION_ID) return null;
  const state = parsed.location ? parsed : { ...parsed, location: location() };
  return { kind, query: apiQueryOf(state, kind, units) };
}
