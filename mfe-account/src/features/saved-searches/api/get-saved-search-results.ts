import { apiClient } from '@events/api-client/client';
import { SAVED_SEARCH_PATHS, savedSearchResultsSchema, type ExportCount, type SavedSearchResults } from '@events/contracts/saved-searches';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET {base}{id}/results/?count=10|20|50: the items of the export modal. */
export async function getSavedSearchResults(id: number, count: ExportCount, signal?: AbortSignal): Promise<SavedSearchResults> {
  const { data } = await apiClient.get(SAVED_SEARCH_PATHS.results(id), savedSearchResultsSchema, { query: { count }, signal });
  return data;
}

export function savedSearchResultsQueryOptions(id: number, count: ExportCount) {
  return queryOptions({
    queryKey: ['saved-search-results', id, count],
    queryFn: ({ signal }) => getSavedSearchResults(id, count, signal),
  });
}

export function useSavedSearchResults(id: number, count: ExportCount) {
  return useQuery(savedSearchResultsQueryOptions(id, count));
}
