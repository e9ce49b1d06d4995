import type { DistanceUnit } from '@events/contracts/reference';
import { WIDGET_PAGE_SIZE } from '@events/contracts/widgets';
import { datesOf, listingPointOf, listingQueryOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';

/**
 * A calendar's saved search as the events listing's query (the raw query the listing's own schema parses). The listing answers the search exactly as /events/ would today: named
 * ranges resolved from today, the saved place and radius, every filter.
 */

/** The listing query of page `page` (20 events a page, soonest first) of the calendar's saved search on `today`. */
export function widgetListingQuery(search: SavedSearchRow, units: DistanceUnit, today: string, page: number): Record<string, unknown> {
  return listingQueryOf(search, { point: listingPointOf(search), dates: datesOf(search, today), units, page, pageSize: WIDGET_PAGE_SIZE });
}
