import { apiClient } from '@events/api-client/client';
import { PAGE_SIZE } from '@events/contracts/reference';
import { savedSearchesEndpoints, type SavedSearchList, type SavedSearchOrdering } from '@events/contracts/saved-searches';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type SavedSearchesQuery = { ordering: SavedSearchOrdering; page: number };

/** GET the saved searches list (spec section 7: ordering -updated or -created). */
export async function getSavedSearches(query: SavedSearchesQuery, signal?: AbortSignal): Promise<SavedSearchList> {
  const { data } = await apiClient.call(savedSearchesEndpoints.list, { query: { ...query, page_size: PAGE_SIZE }, signal });
  return data;
}

export const SAVED_SEARCHES_KEY = 'saved-searches';

export function savedSearchesQueryOptions(query: SavedSearchesQuery, userId: number | null) {
  return queryOptions({
    queryKey: [SAVED_SEARCHES_KEY, userId, query],
    queryFn: ({ signal }) => getSavedSearches(query, signal),
    enabled: userId !== null,
  });
}

export function useSavedSearches(query: SavedSearchesQuery, userId: number | null) {
  return useQuery({ ...savedSearchesQueryOptions(query, userId), placeholderData: keepPreviousData });
}
