import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, NAMED_DATE_LABELS, type SavedSearch } from '@events/contracts/saved-searches';
import { WIDGET_PAGE_SIZE } from '@events/contracts/widgets';
import { datesOf, listingPointOf, listingQueryOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';

/**
 * A calendar's saved search as the events listing's query (the raw query the listing's own schema parses), and
 * the one-line description its card shows. The listing answers the search exactly as /events/ would today: named
 * ranges resolved from today, the saved place and radius, every filter.
 */

/** The listing query of page `page` (20 events a page, soonest first) of the calendar's saved search on `today`. */
export function widgetListingQuery(search: SavedSearchRow, units: DistanceUnit, today: string, page: number): Record<string, unknown> {
  return listingQueryOf(search, { point: listingPointOf(search), dates: datesOf(search, today), units, page, pageSize: WIDGET_PAGE_SIZE });
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
