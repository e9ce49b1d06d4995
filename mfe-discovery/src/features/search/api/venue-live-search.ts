import { apiClient } from '@events/api-client/client';
import type { LiveSearchItem } from '@events/contracts/live-search';
import { venuesEndpoints } from '@events/contracts/venues';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Venue live search: `?q=` (1 character or more, spec section 5) or `?id=` (answers absolute_url for the redirect). */
export async function searchVenuesByName(q: string, signal?: AbortSignal): Promise<LiveSearchItem[]> {
  const { data } = await apiClient.call(venuesEndpoints.liveSearch, { query: { q }, signal });
  return data;
}

/** The venue of an id, for its absolute_url; null when there is none. */
export async function lookUpVenue(id: number, signal?: AbortSignal): Promise<LiveSearchItem | null> {
  const { data } = await apiClient.call(venuesEndpoints.liveSearch, { query: { id }, signal });
  return data[0] ?? null;
}

export function venueLiveSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['venue-live-search', q],
    queryFn: ({ signal }) => searchVenuesByName(q, signal),
    staleTime: 60_000,
  });
}

/** Live results for `q`; idle while `q` is empty. */
export function useVenueLiveSearch(q: string) {
  return useQuery({ ...venueLiveSearchQueryOptions(q), enabled: q.trim().length >= 1 });
}
