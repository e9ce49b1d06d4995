import { apiClient } from '@events/api-client/client';
import { savedEndpoints, type SavedVenueList, type SavedVenueOrdering } from '@events/contracts/saved';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedListQuery } from '../../../utils/saved-list-params';

/** GET the saved venues list (spec section 7: latitude, longitude, ordering -created or distance). */
export async function getSavedVenues(query: SavedListQuery<SavedVenueOrdering>, signal?: AbortSignal): Promise<SavedVenueList> {
  const { data } = await apiClient.call(savedEndpoints.venues, { query, signal });
  return data;
}

export const SAVED_VENUES_KEY = 'saved-venues';

export function savedVenuesQueryOptions(query: SavedListQuery<SavedVenueOrdering> | null, userId: number | null) {
  return queryOptions({
    queryKey: [SAVED_VENUES_KEY, userId, query],
    queryFn: ({ signal }) => getSavedVenues(query!, signal),
    enabled: query !== null && userId !== null,
  });
}

/** The list; with the current location and no coordinates yet, no call is made (spec section 7). */
export function useSavedVenues(query: SavedListQuery<SavedVenueOrdering> | null, userId: number | null) {
  return useQuery({ ...savedVenuesQueryOptions(query, userId), placeholderData: keepPreviousData });
}
