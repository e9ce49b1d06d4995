import { METERS_PER_UNIT, type DistanceUnit } from '@events/contracts/reference';
import type { OpenTime, Venue, VenueDetail } from '@events/contracts/venues';
import { greatCircleMeters } from '@events/domain/distance';
import { venueAbsoluteUrl } from '@events/domain/detail-paths';
import type { AddressRow } from '../../common/region/address-row.js';

/**
 * The venue card read model, owned by the cards module beside the event card that embeds it, and published to the
 * modules that read venues (the venues module's detail page, the listings of the search module): the card columns
 * a statement selects from `venues v`, their rows, and the venue objects of libs/contracts/venues.ts made of them.
 */

/** The venue inside an event card (venueSchema without openTimes, numEventsFuture, distance). */
export type VenueSummary = Omit<Venue, 'openTimes' | 'numEventsFuture' | 'distance'>;

/** A venue's columns as stored (snake_case); inside an event card row each is named `poi_<column>`. */
export type VenueSummaryRow = AddressRow & {
  id: number;
  name: string;
  name_es: string;
  slug: string;
  country: string;
  time_zone: string;
  image_primary: string | null;
  image_thumbnail: string | null;
  claimed: boolean;
};

/** The venue of an event card row: VenueSummaryRow's columns named `poi_<column>` (venueSummaryColumns). */
export type VenuePoiColumns = { [K in keyof VenueSummaryRow as `poi_${K}`]: VenueSummaryRow[K] };

export function venueSummaryRowOf(row: VenuePoiColumns): VenueSummaryRow {
  return {
    id: row.poi_id,
    name: row.poi_name,
    name_es: row.poi_name_es,
    slug: row.poi_slug,
    street: row.poi_street,
    city: row.poi_city,
    state: row.poi_state,
    postal_code: row.poi_postal_code,
    country: row.poi_country,
    lat: row.poi_lat,
    lon: row.poi_lon,
    time_zone: row.poi_time_zone,
    image_primary: row.poi_image_primary,
    image_thumbnail: row.poi_image_thumbnail,
    claimed: row.poi_claimed,
  };
}

export type VenueCardRow = VenueSummaryRow & {
  num_events_future: number;
  open_times: OpenTime[];
};

/** The search point cards measure their distance from, and the units of the answer (meters per unit). */
export type DistanceOrigin = { readonly lat: number; readonly lon: number; readonly metersPerUnit: number };

/** What the card services are asked with: the caller's point cards measure their distance from, and its units. */
export type CardOptions = {
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly units?: DistanceUnit;
};

/** The card options of a point (lat, lon), or of none (no distances), in the caller's units. */
export function cardOptionsAt(point: { readonly lat: number; readonly lon: number } | null | undefined, units: DistanceUnit | undefined): CardOptions {
  return { latitude: point?.lat ?? null, longitude: point?.lon ?? null, units };
}

/** The cards' distance origin from the caller's point and units (default mi); null without a point. */
export function distanceOriginOf(point: CardOptions): DistanceOrigin | null {
  const { latitude, longitude } = point;
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  return { lat: latitude, lon: longitude, metersPerUnit: METERS_PER_UNIT[point.units ?? 'mi'] };
}

/** Distance of (lat, lon) from the origin in its units, two decimals; null without an origin. */
export function distanceFrom(origin: DistanceOrigin | null, lat: number, lon: number): number | null {
  if (origin === null) return null;
  return Math.round((greatCircleMeters(origin.lat, origin.lon, lat, lon) / origin.metersPerUnit) * 100) / 100;
}

export type VenueDetailRow = VenueCardRow & {
  description: string;
  description_es: string;
  website: string;
  phone: string;
  email: string;
  alternate_times: string;
  region: string;
  poi_type: string;
  wikipedia_url: string;
  facebook_url: string;
  instagram_url: string;
  twitter_url: string;
  published: boolean;
};

let regionNames: Intl.DisplayNames | undefined;
/** Country name and code per stored value: Intl.DisplayNames is slow enough to show on every listing page. */
const countries = new Map<string, { country: string; countryCode: string }>();

/** Stored `country` is an ISO 3166 code (default US); the API reads both the name and the code. */
export function countryOf(stored: string): { country: string; countryCode: string } {
  return { ...cachedCountryOf(stored) };
}

/** countryOf's shared cached object (read only): the mappers copy its two fields. */
function cachedCountryOf(stored: string): { readonly country: string; readonly countryCode: string } {
  let known = countries.get(stored);
  if (known === undefined) {
    known = countryOfUncached(stored);
    if (countries.size >= 1000) countries.clear();
    countries.set(stored, known);
  }
  return known;
}

function countryOfUncached(stored: string): { country: string; countryCode: string } {
  const value = stored.trim();
  if (!/^[A-Za-z]{2}$/.test(value)) return { country: value, countryCode: '' };
  const code = value.toUpperCase();
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return { country: regionNames.of(code) ?? code, countryCode: code };
  } catch {
    return { country: code, countryCode: code };
  }
}

/** "55 South St, Pittsfield, MA" (the parts that are filled in). */
export function shortAddressOf(row: Pick<VenueSummaryRow, 'street' | 'city' | 'state'>): string {
  let out = '';
  for (const raw of [row.street, row.city, row.state]) {
    const part = raw.trim();
    if (part !== '') out = out === '' ? part : `${out}, ${part}`;
  }
  return out;
}

export function toVenueSummary(row: VenueSummaryRow): VenueSummary {
  const country = cachedCountryOf(row.country);
  return {
    id: row.id,
    name: row.name,
    nameEs: row.name_es,
    slug: row.slug,
    absoluteUrl: venueAbsoluteUrl(row.id, row.slug),
    shortAddress: shortAddressOf(row),
    street: row.street,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: country.country,
    countryCode: country.countryCode,
    lat: Number(row.lat),
    lon: Number(row.lon),
    timeZone: row.time_zone,
    imagePrimary: row.image_primary,
    imageThumbnail: row.image_thumbnail,
    claimed: row.claimed,
  };
}

/** toVenueSummary's fields, then the card's own; the distance from `origin` (none: null). */
export function toVenueCard(row: VenueCardRow, origin: DistanceOrigin | null = null): Venue {
  return {
    ...toVenueSummary(row),
    openTimes: row.open_times,
    numEventsFuture: row.num_events_future,
    distance: distanceFrom(origin, row.lat, row.lon),
  };
}

export function toVenueDetail(row: VenueDetailRow): VenueDetail {
  return {
    ...toVenueCard(row),
    description: row.description,
    descriptionEs: row.description_es,
    website: row.website,
    phone: row.phone,
    email: row.email,
    alternateTimes: row.alternate_times,
    region: row.region,
    poiType: row.poi_type,
    wikipediaUrl: row.wikipedia_url,
    facebookUrl: row.facebook_url,
    instagramUrl: row.instagram_url,
    twitterUrl: row.twitter_url,
    published: row.published,
  };
}

/**
 * The card columns of a venue aliased `v` (see VenueCardRow). Open times come from the
 * stored open_times column (migration m1764200000000), the distance is computed by the mapper.
 */
export const VENUE_CARD_COLUMNS = `
  v.id, v.name, v.name_es, v.slug, v.street, v.city, v.state, v.postal_code, v.country, v.lat, v.lon, v.time_zone,
  v.image_primary, v.image_thumbnail, v.claimed, v.num_events_future, v.open_times`;

/** Columns of the venue inside an event card (VenueSummaryRow), each named `poi_<column>` (VenuePoiColumns). */
export const VENUE_SUMMARY_FIELDS = [
  'id', 'name', 'name_es', 'slug', 'street', 'city', 'state', 'postal_code', 'country', 'lat', 'lon', 'time_zone',
  'image_primary', 'image_thumbnail', 'claimed',
] as const satisfies readonly (keyof VenueSummaryRow)[];

/** The venue of an event card as plain columns (a json_build_object per card cost PostgreSQL 0.17 ms a page). */
export function venueSummaryColumns(alias: string): string {
  return VENUE_SUMMARY_FIELDS.map((field) => `${alias}.${field} AS poi_${field}`).join(', ');
}

/**
 * Venue cards of the ids an int[] expression gives (unknown ids skipped), each with its position as `card_ord`;
 * the caller orders by card_ord. The listing embeds this in its page statement (search.queries.ts).
 */
export function venueCardsSql(ids: string): string {
  return `
  SELECT ${VENUE_CARD_COLUMNS}, wanted.ord AS card_ord
  FROM unnest(${ids}) WITH ORDINALITY AS wanted(id, ord)
  JOIN venues v ON v.id = wanted.id`;
}
