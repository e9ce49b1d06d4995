import { GLOBAL_RADIUS, RADIUS_OPTIONS, type DistanceUnit } from '@events/contracts/reference';
import { listingHref as listingHrefOf, listingQuery, type ListingKind } from '@events/domain/listing-url';
import type { SearchState } from '@events/domain/listing-query';
import type { IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../i18n/common-messages';

/** The listings' address format is shared with the backend's saved searches (libs/domain listing-url.ts). */
export { CURRENT_LOCATION_ID, defaultOrdering, defaultRadius, LISTING_PATHS, LOCATION_PARAM, type ListingKind } from '@events/domain/listing-url';

/** The search state and the listing call's query are shared with the shell's first-listing prefetch (libs/domain). */
export {
  apiQueryOf,
  EMPTY_SEARCH,
  orderingsFor,
  parseSearchState,
  type ListingApiQuery,
  type SearchState,
  type SettingFilter,
} from '@events/domain/listing-query';

/** Where a search is centred: shared with the account's saved lists (libs/domain). */
export type { SearchLocation } from '@events/domain/search-location';

/** The radius choices in a unit: 5, 10, 25, 50, 100 and Global (15000 mi / 25000 km), in the reader's language. */
export function radiusOptions(intl: IntlShape, units: DistanceUnit): { value: number; label: string; global: boolean }[] {
  return [
    ...RADIUS_OPTIONS.map((value) => ({ value, label: intl.formatMessage(commonMessages.radius, { radius: value, units }), global: false })),
    { value: GLOBAL_RADIUS[units], label: intl.formatMessage(commonMessages.global), global: true },
  ];
}

/**
 * The address query of a state (without `?`), in a fixed order, bracket-style arrays like the API, defaults
 * left out. parseSearchState(serializeSearchState(s)) gives s back.
 */
export function serializeSearchState(state: SearchState, kind: ListingKind): string {
  return listingQuery(state, kind);
}

/** `/events/?...` of a state. */
export function listingHref(state: SearchState, kind: ListingKind): string {
  return listingHrefOf(state, kind);
}

/** A changed filter starts again at page 1; the ordering and page size are kept. */
export function withFilters(state: SearchState, changes: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...changes, page: 1 };
}

/** The number of filters set beyond location and dates (shown on the filter bar's "Clear all"). */
export function activeFilterCount(state: SearchState): number {
  return state.eventTypes.length + state.ageGroups.length + state.prices.length + (state.setting ? 1 : 0) + (state.keyword ? 1 : 0);
}
