import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, NAMED_DATE_LABELS, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@events/contracts/saved-searches';
import { CURRENT_LOCATION_LABEL } from '@events/domain/search-location';
import { trimText } from '@events/domain/text';

/** The card's title: the name cut at 65 characters (spec section 5). */
export function searchTitle(search: Pick<SavedSearch, 'searchName'>): string {
  return trimText(search.searchName, SAVED_SEARCH_NAME_MAX);
}

/** "within 25 mi": the radius as the listing had it, in the user's units; null without a radius. */
export function radiusLine(radius: number | null, units: DistanceUnit): string | null {
  return radius === null ? null : `within ${radius} ${units}`;
}

/**
 * The location lines of a card (spec "Saved searches list"): an address-book entry's name, its street / city /
 * state line and coordinates; or the default town's name; or "Current Location"; then "within {radius} {unit}".
 */
export function locationLines(search: Pick<SavedSearch, 'address' | 'defaultLocId' | 'radius'>, units: DistanceUnit): string[] {
  const lines: string[] = [];
  const address = search.address;
  if (address) {
    lines.push(address.addressName);
    const street = [address.streetNumber, address.street].filter((p) => p.trim() !== '').join(' ');
    const place = [street, address.city, [address.state, address.postalCode].filter((p) => p.trim() !== '').join(' ')].filter((p) => p.trim() !== '');
    if (place.length > 0) lines.push(place.join(', '));
    lines.push(`${address.lat.toFixed(4)}, ${address.lon.toFixed(4)}`);
  } else if (search.defaultLocId === CURRENT_LOCATION) {
    lines.push(CURRENT_LOCATION_LABEL);
  } else if (search.defaultLocId !== '') {
    lines.push(DEFAULT_LOCATIONS.find((town) => town.id === search.defaultLocId)?.name ?? search.defaultLocId);
  }
  const within = radiusLine(search.radius, units);
  if (within) lines.push(within);
  return lines;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) ? date : DAY.format(at);
};

/** The date line: the date as the listing showed it, else the named range, else "start – end"; null when none is kept. */
export function dateLine(search: Pick<SavedSearch, 'prettyDate' | 'namedDate' | 'dateStart' | 'dateEnd'>): string | null {
  if (search.prettyDate.trim() !== '') return search.prettyDate;
  if (search.namedDate !== '') return NAMED_DATE_LABELS[search.namedDate];
  if (!search.dateStart) return null;
  const end = search.dateEnd ?? search.dateStart;
  return end === search.dateStart ? formatDay(search.dateStart) : `${formatDay(search.dateStart)} – ${formatDay(end)}`;
}

export type FilterLine = { label: 'Category' | 'Age Group' | 'Price' | 'Type'; value: string };

/** The filter lines that are set: Category, Age Group, Price and Type (Online or In Person). */
export function filterLines(search: Pick<SavedSearch, 'eventTypeLabels' | 'ageGroupLabels' | 'priceLabels' | 'eventSetting'>): FilterLine[] {
  const lines: FilterLine[] = [];
  if (search.eventTypeLabels.length > 0) lines.push({ label: 'Category', value: search.eventTypeLabels.join(', ') });
  if (search.ageGroupLabels.length > 0) lines.push({ label: 'Age Group', value: search.ageGroupLabels.join(', ') });
  if (search.priceLabels.length > 0) lines.push({ label: 'Price', value: search.priceLabels.join(', ') });
  if (search.eventSetting !== '') lines.push({ label: 'Type', value: search.eventSetting === 'online' ? 'Online' : 'In Person' });
  return lines;
}
