import { apiClient } from '@events/api-client/client';
import { useUserList } from '@events/api-client/user-list-query';
import { PAGE_SIZE } from '@events/contracts/reference';
import { savedSearchesEndpoints, type SavedSearchOrdering } from '@events/contracts/saved-searches';

export type SavedSearchesQuery = { ordering: SavedSearchOrdering; page: number };

export const SAVED_SEARCHES_KEY = 'saved-searches';

/** GET the saved searches list (spec section 7: ordering -updated or -created). */
export function useSavedSearches(query: SavedSearchesQuery, userId: number | null) {
  return useUserList(SAVED_SEARCHES_KEY, query, userId, (page, signal) =>
    apiClient.call(savedSearchesEndpoints.list, { query: { ...page, page_size: PAGE_SIZE }, signal }),
  );
}
