import { apiClient } from '@events/api-client/client';
import type { LiveSearchItem } from '@events/contracts/live-search';
import { venuesEndpoints } from '@events/contracts/venues';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/poi/livesearch/?q=: venues by name, best first (editors choose any venue). */
export async function searchVenues(q: string, signal?: AbortSignal): Promise<LiveSearchItem[]> {
  const { data } = await apiClient.call(venuesEndpoints.liveSearch, { query: { q }, signal });
  return data;
}

export function venueSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['venue-search', q],
    queryFn: ({ signal }) => searchVenues(q, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });
}

export function useVenueSearch(q: string) {
  return useQuery({ ...venueSearchQueryOptions(q), placeholderData: keepPreviousData });
}
