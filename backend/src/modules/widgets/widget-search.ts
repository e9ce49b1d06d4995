import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { GLOBAL_RADIUS, type DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, NAMED_DATE_LABELS, type SavedSearch } from '@events/contracts/saved-searches';
import { WIDGET_PAGE_SIZE } from '@events/contracts/widgets';
import { datesOf } from '../saved-searches/saved-search.read-model.js';

/**
 * A calendar's saved search as the events listing's query (the raw query the listing's own schema parses), and
 * the one-line description its card shows. The listing answers the search exactly as /events/ would today: named
 * ranges resolved from today, the saved place and radius, every filter.
 */

/** Where the search is centred: its address, its default town, the first default town for 'current' (a widget has no browser location), or none. */
export function widgetSearchPoint(search: Pick<SavedSearch, 'address' | 'defaultLocId'>): { lat: number; lon: number } | null {
  if (search.address !== null) return { lat: search.address.lat, lon: search.address.lon };
  const town = DEFAULT_LOCATIONS.find((location) => location.id === search.defaultLocId);
  if (town) return { lat: town.lat, lon: town.lon };
  if (search.defaultLocId === CURRENT_LOCATION) return { lat: DEFAULT_LOCATIONS[0].lat, lon: DEFAULT_LOCATIONS[0].lon };
  return null;
}

/** The listing query of page `page` (20 events a page, soonest first) of the search on `today`. */
export function widgetListingQuery(search: SavedSearch, units: DistanceUnit, today: string, page: number): Record<string, unknown> {
  const dates = datesOf({ named_date: search.namedDate, date_start: search.dateStart, date_end: search.dateEnd }, today);
  const point = widgetSearchPoint(search);
  return {
    keyword: search.keyword === '' ? undefined : search.keyword,
    latitude: point?.lat,
    longitude: point?.lon,
    radius: point === null || search.radius === null ? undefined : Math.min(search.radius, GLOBAL_RADIUS[units]),
    units,
    date_start: dates?.start,
    date_end: dates?.end,
    event_types: search.eventTypes,
    age_groups: search.ageGroups,
    prices: search.prices,
    is_in_person: search.eventSetting === 'in_person' ? 'true' : undefined,
    is_online: search.eventSetting === 'online' ? 'true' : undefined,
    ordering: 'dt_next',
    page,
    page_size: WIDGET_PAGE_SIZE,
  };
}

/** "Next 7 Days · “jazz” · within 10 mi of Home · Music, Comedy · Free · In Person": what the search lists. */
export function describeSearch(search: SavedSearch, units: DistanceUnit): string {
  const parts: string[] = [];
  const date =
    search.prettyDate !== ''
      ? search.prettyDate
      : search.namedDate !== ''
        ? NAMED_DATE_LABELS[search.namedDate]
        : search.dateStart !== null
          ? search.dateEnd !== null && search.dateEnd !== search.dateStart
            ? `${search.dateStart} - ${search.dateEnd}`
            : search.dateStart
          : 'Today';
  parts.push(date);
  if (search.keyword !== '') parts.push(`“${search.keyword}”`);
  const place =
    search.address?.addressName ??
    DEFAULT_LOCATIONS.find((town) => town.id === search.defaultLocId)?.name ??
    (search.defaultLocId === CURRENT_LOCATION ? 'Current Location' : null);
  if (place !== null) parts.push(search.radius === null ? place : `within ${search.radius} ${units} of ${place}`);
  if (search.eventTypeLabels.length > 0) parts.push(search.eventTypeLabels.join(', '));
  if (search.ageGroupLabels.length > 0) parts.push(search.ageGroupLabels.join(', '));
  if (search.priceLabels.length > 0) parts.push(search.priceLabels.join(', '));
  if (search.eventSetting !== '') parts.push(search.eventSetting === 'online' ? 'Online' : 'In Person');
  return parts.join(' · ');
}
