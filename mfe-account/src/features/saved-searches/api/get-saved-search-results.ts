import { apiClient } from '@events/api-client/client';
import { savedSearchesEndpoints, type ExportCount, type SavedSearchResults } from '@events/contracts/saved-searches';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where a search on the browser's current location is centred (null: the server's default town). */
export type ResultsCentre = { lat: number; lon: number } | null;

/** GET {base}{id}/results/?count=10|20|50 (and latitude / longitude for a current-location search): the export's items. */
export async function getSavedSearchResults(id: number, count: ExportCount, centre: ResultsCentre, signal?: AbortSignal): Promise<SavedSearchResults> {
  const query = centre ? { count, latitude: centre.lat, longitude: centre.lon } : { count };
  const { data } = await apiClient.call(savedSearchesEndpoints.results, { params: { id }, query, signal });
  return data;
}

export function savedSearchResultsQueryOptions(id: number, count: ExportCount, centre: ResultsCentre) {
  return queryOptions({
    queryKey: ['saved-search-results', id, count, centre],
    queryFn: ({ signal }) => getSavedSearchResults(id, count, centre, signal),
  });
}

/** The export's items; `enabled` false holds the call (while the browser is asked for its position). */
export function useSavedSearchResults(id: number, count: ExportCount, centre: ResultsCentre, enabled = true) {
  return useQuery({ ...savedSearchResultsQueryOptions(id, count, centre), enabled });
}
