import type { EventCard } from '@events/contracts/events';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import {
  AGE_GROUPS,
  GLOBAL_RADIUS,
  PRICE_TIERS,
  type AgeGroup,
  type DatePreset,
  type DistanceUnit,
  type NamedDate,
  type PriceTier,
} from '@events/contracts/reference';
import type { EventSettingFilter, SavedSearch, SavedSearchResultItem } from '@events/contracts/saved-searches';
import { rangeForPreset, type DateRange } from '@events/domain/date-presets';
import { CURRENT_LOCATION_ID, listingHref, type ListingUrlLocation } from '@events/domain/listing-url';
import { addDaysToLocalDate, formatClockTime } from '@events/domain/local-time';
import { MAX_SEARCH_RANGE_DAYS } from '@events/contracts/search';
import type { AddressRow } from '../../common/region/address-row.js';

/**
 * The saved-search read model, which the saved-searches module and the modules built on saved searches (alerts,
 * widgets) share: the columns a statement selects of a search, their row, the API's saved search made of it, and the
 * pieces derived from a search (its listing URL, the date range it covers on a given day, the export lines of its
 * results).
 */

export type SavedSearchAddressRow = AddressRow & {
  id: number;
  address_name: string;
};

export type SavedSearchRow = {
  id: number;
  search_name: string;
  radius: number | null;
  pretty_date: string;
  named_date: '' | NamedDate;
  date_start: string | null;
  date_end: string | null;
  keyword: string;
  event_setting: EventSettingFilter;
  age_groups: AgeGroup[];
  prices: PriceTier[];
  event_type_ids: number[];
  is_active: boolean;
  default_loc_id: string;
  feed_token: string;
  unsubscribe_token: string;
  /** When a digest last covered the search (null: never, so its first digest starts from its creation). */
  last_alerted: Date | null;
  created: Date;
  updated: Date;
  address: SavedSearchAddressRow | null;
  event_type_names: string[];
  event_type_names_es: string[];
};

const AGE_LABELS = new Map<string, string>(AGE_GROUPS.map((a) => [a.value, a.label]));
const PRICE_LABELS = new Map<string, string>(PRICE_TIERS.map((p) => [p.value, p.label]));

/** A named date of a saved search (`this_weekend`) as the date preset it stands for (`this-weekend`). */
export function presetOf(named: NamedDate): Exclude<DatePreset, 'custom'> {
  return named.replace(/_/g, '-') as Exclude<DatePreset, 'custom'>;
}

/** The dates a search covers on `today`: a named date resolved from today, else its stored dates (end = start when unset). */
export function datesOf(search: Pick<SavedSearchRow, 'named_date' | 'date_start' | 'date_end'>, today: string): DateRange | null {
  if (search.named_date !== '') return rangeForPreset(presetOf(search.named_date), today);
  if (search.date_start === null) return null;
  return { start: search.date_start, end: search.date_end ?? search.date_start };
}

/**
 * The days a search's upcoming events lie in, seen on `today`: its dates cut to start today, or without dates the
 * longest range a listing allows from today; null when its dates are over.
 */
export function upcomingRange(search: Pick<SavedSearchRow, 'named_date' | 'date_start' | 'date_end'>, today: string): DateRange | null {
  const dates = datesOf(search, today);
  const start = dates === null || dates.start < today ? today : dates.start;
  const longest = addDaysToLocalDate(start, MAX_SEARCH_RANGE_DAYS - 1);
  const end = dates === null || dates.end > longest ? longest : dates.end;
  return end < start ? null : { start, end };
}

/** "12 Main St" -> number "12" and street "Main St" (also "12A", "12-14"); without a leading number the street as is. */
export function splitStreet(street: string): { streetNumber: string; street: string } {
  const match = /^(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)\s+(.+)$/.exec(street.trim());
  return match ? { streetNumber: match[1] as string, street: match[2] as string } : { streetNumber: '', street: street.trim() };
}

/** Where the search is centred: its address, its default town, or none (no location, or the browser's current one). */
export function searchPoint(search: Pick<SavedSearchRow, 'address' | 'default_loc_id'>): { lat: number; lon: number } | null {
  if (search.address !== null) return { lat: Number(search.address.lat), lon: Number(search.address.lon) };
  const town = DEFAULT_LOCATIONS.find((location) => location.id === search.default_loc_id);
  return town ? { lat: town.lat, lon: town.lon } : null;
}

/**
 * Where the search's listing is centred, as the listing's address names it: its address, its default town (with
 * the town's coordinates while the town is listed), the current location without coordinates (the listing asks
 * the browser), or none.
 */
/**
 * Where a saved search's listing is centred: its address or default town; for the current location the browser's
 * point when one is known, else the first default town (a digest or a widget has no browser); none for a search
 * without a place.
 */
export function listingPointOf(
  search: Pick<SavedSearchRow, 'address' | 'default_loc_id'>,
  browserPoint?: { lat: number; lon: number },
): { lat: number; lon: number } | null {
  const point = searchPoint(search);
  if (point !== null || search.default_loc_id !== CURRENT_LOCATION_ID) return point;
  const fallback = DEFAULT_LOCATIONS[0];
  return browserPoint ?? { lat: fallback.lat, lon: fallback.lon };
}

/** What a listing of a saved search is asked for besides the search's filters. */
export type SavedSearchListing = {
  readonly point: { lat: number; lon: number } | null;
  readonly dates: DateRange | null;
  readonly units: DistanceUnit;
  readonly page: number;
  readonly pageSize: number;
};

/**
 * A saved search as the events listing's raw query (the listing's own schema parses it), answered as /events/ would
 * answer it: its keyword, categories, ages, prices and setting, within its radius of `point` (at most the units'
 * whole-region radius), over `dates`, soonest first.
 */
export function listingQueryOf(
  search: Pick<SavedSearchRow, 'keyword' | 'radius' | 'event_type_ids' | 'age_groups' | 'prices' | 'event_setting'>,
  { point, dates, units, page, pageSize }: SavedSearchListing,
): Record<string, unknown> {
  return {
    keyword: search.keyword === '' ? undefined : search.keyword,
    latitude: point?.lat,
    longitude: point?.lon,
    radius: point === null || search.radius === null ? undefined : Math.min(Number(search.radius), GLOBAL_RADIUS[units]),
    units,
    date_start: dates?.start,
    date_end: dates?.end,
    event_types: search.event_type_ids,
    age_groups: search.age_groups,
    prices: search.prices,
    is_in_person: search.event_setting === 'in_person' ? 'true' : undefined,
    is_online: search.event_setting === 'online' ? 'true' : undefined,
    ordering: 'dt_next',
    page,
    page_size: pageSize,
  };
}

function listingLocationOf(search: Pick<SavedSearchRow, 'address' | 'default_loc_id'>): ListingUrlLocation | null {
  const point = searchPoint(search);
  if (search.address !== null) return { source: 'address', id: search.address.id, lat: point?.lat, lon: point?.lon };
  if (search.default_loc_id === '') return null;
  if (search.default_loc_id === CURRENT_LOCATION_ID) return { source: 'current' };
  return { source: 'default', id: search.default_loc_id, lat: point?.lat, lon: point?.lon };
}

/** `/events/?...` in the discovery listing's own URL format (libs/domain listing-url.ts). */
export function searchUrlOf(search: SavedSearchRow, today: string): string {
  const dates = datesOf(search, today);
  return listingHref(
    {
      keyword: search.keyword,
      location: listingLocationOf(search),
      radius: search.radius,
      dateStart: dates?.start ?? null,
      dateEnd: dates?.end ?? null,
      eventTypes: search.event_type_ids,
      ageGroups: search.age_groups,
      prices: search.prices,
      setting: search.event_setting === '' ? null : search.event_setting,
    },
    'events',
  );
}

export function toSavedSearch(row: SavedSearchRow, today: string): SavedSearch {
  const address = row.address;
  return {
    id: row.id,
    searchName: row.search_name,
    searchUrl: searchUrlOf(row, today),
    defaultLocId: address === null ? row.default_loc_id : '',
    address:
      address === null
        ? null
        : {
            id: address.id,
            addressName: address.address_name,
            lat: Number(address.lat),
            lon: Number(address.lon),
            ...splitStreet(address.street),
            city: address.city,
            state: address.state,
            postalCode: address.postal_code,
          },
    radius: row.radius === null ? null : Number(row.radius),
    prettyDate: row.pretty_date,
    namedDate: row.named_date,
    dateStart: row.date_start,
    dateEnd: row.date_end,
    keyword: row.keyword,
    eventSetting: row.event_setting,
    eventTypeLabels: row.event_type_names,
    eventTypeLabelsEs: row.event_type_names_es,
    ageGroupLabels: row.age_groups.map((value) => AGE_LABELS.get(value) ?? value),
    priceLabels: row.prices.map((value) => PRICE_LABELS.get(value) ?? value),
    eventTypes: row.event_type_ids,
    ageGroups: row.age_groups,
    prices: row.prices,
    isActive: row.is_active,
    feedToken: row.feed_token,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * "Sat, Nov 28, 2026 7:00 PM": the card's next occurrence in the venue's time zone (its local day and the
 * wall-clock time of its start), or '' without one.
 */
export function formatNextOccurrence(card: Pick<EventCard, 'nextEventOccurrence'>): string {
  const next = card.nextEventOccurrence;
  if (next === null) return '';
  const day = DAY_FORMAT.format(new Date(`${next.eventDate}T00:00:00Z`));
  return `${day} ${formatClockTime(next.timestamps.timestampStart.slice(11, 19))}`;
}

/** One exported result: the event card with its URL made absolute with the site origin. */
export function toResultItem(card: EventCard, origin: string): SavedSearchResultItem {
  return {
    id: card.id,
    name: card.name,
    point_of_interest: { name: card.pointOfInterest.name },
    next_event_occurrence_formatted: formatNextOccurrence(card),
    absolute_url: `${origin}${card.absoluteUrl}`,
  };
}

/**
 * The columns of a saved search `s` as SavedSearchRow reads them: its own columns, the
 * address it searches from (a json object, or NULL) and the names of its event types in the order of the ids.
 */
export const SAVED_SEARCH_COLUMNS = `
  s.id, s.search_name, s.radius, s.pretty_date, s.named_date, s.date_start::text AS date_start,
  s.date_end::text AS date_end, s.keyword, s.event_setting, s.age_groups, s.prices, s.event_type_ids,
  s.is_active, s.default_loc_id, s.feed_token, s.unsubscribe_token, s.last_alerted, s.created, s.updated,
  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
    'id', a.id, 'address_name', a.address_name, 'street', a.street, 'city', a.city, 'state', a.state,
    'postal_code', a.postal_code, 'lat', a.lat, 'lon', a.lon) END AS address,
  ARRAY(SELECT t.name::text FROM unnest(s.event_type_ids) WITH ORDINALITY AS u(id, ord)
        JOIN event_types t ON t.id = u.id ORDER BY u.ord) AS event_type_names,
  ARRAY(SELECT t.name_es FROM unnest(s.event_type_ids) WITH ORDINALITY AS u(id, ord)
        JOIN event_types t ON t.id = u.id ORDER BY u.ord) AS event_type_names_es`;
