import { apiClient } from '@events/api-client/client';
import { MAX_SAVED_SEARCHES, savedSearchesEndpoints } from '@events/contracts/saved-searches';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type SavedSearchChoice = { id: number; searchName: string };

/** Every saved search of the producer (at most MAX_SAVED_SEARCHES), for the calendar form's Saved Search field. */
export async function getSavedSearchChoices(signal?: AbortSignal): Promise<SavedSearchChoice[]> {
  const { data } = await apiClient.call(savedSearchesEndpoints.list, { query: { ordering: '-updated', page: 1, page_size: MAX_SAVED_SEARCHES }, signal });
  return data.results.map((search) => ({ id: search.id, searchName: search.searchName }));
}

export function useSavedSearchChoices() {
  return useQuery(queryOptions({ queryKey: ['widget-search-choices'], queryFn: ({ signal }) => getSavedSearchChoices(signal) }));
}
