import { REGION_TIME_ZONE } from '@events/contracts/reference';
import type { VenueFormData, VenueWrite } from '@events/contracts/venue-forms';

/** A form day (Sunday = 0) as the venue data's day (Monday = 0). */
export function venueDayOfFormDay(formDay: number): number {
  return (formDay + 6) % 7;
}

/** The form's values: the payload's fields as the inputs hold them. */
export type VenueFormValues = VenueWrite;

export function emptyVenueValues(): VenueFormValues {
  return {
    name: '',
    name_es: '',
    website: '',
    phone: '',
    email: '',
    description: '',
    description_es: '',
    alternate_times: '',
    show_date_time_picker: false,
    show_alternate_times: false,
    open_times: [],
    street: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'US',
    lat: '',
    lon: '',
    // A new venue starts in the region the service lists (western Massachusetts).
    time_zone: REGION_TIME_ZONE,
    region: '',
    poi_type: '',
    wikipedia_url: '',
    facebook_url: '',
    instagram_url: '',
    twitter_url: '',
    osm_type: '',
    osm_id: '',
    wikidata_id: '',
    notes: '',
    hide_from_listing: false,
    recertify: false,
  };
}

/** The stored venue as the form's values (coordinates as text, an unset OSM type as ''). */
export function venueValuesOf(venue: VenueFormData): VenueFormValues {
  const { id: _id, absoluteUrl: _url, published: _published, imagePrimary: _primary, imageThumbnail: _thumbnail, ...fields } = venue;
  return {
    ...fields,
    lat: String(venue.lat),
    lon: String(venue.lon),
    osm_type: venue.osm_type ?? '',
    open_times: venue.open_times.map((o) => ({ ...o, time_start: o.time_start ?? '', time_end: o.time_end ?? '' })),
  };
}

/** Every IANA zone the browser knows, the proposed one kept when the list lacks it. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [REGION_TIME_ZONE];
  return current !== '' && !zones.includes(current) ? [current, ...zones] : zones;
}

/** Six decimals (about 10 cm): what a geocode or a moved pin is shown and saved with. */
export function coordinateText(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** The point of the coordinate fields, or null while they do not hold one. */
export function pointOf(lat: unknown, lon: unknown): { lat: number; lon: number } | null {
  const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
  if (text(lat) === '' || text(lon) === '') return null;
  const point = { lat: Number(text(lat)), lon: Number(text(lon)) };
  const valid = Number.isFinite(point.lat) && Number.isFinite(point.lon) && Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180;
  return valid ? point : null;
}
