import { apiClient } from '@events/api-client/client';
import type { LiveSearchItem } from '@events/contracts/live-search';
import { venuesEndpoints } from '@events/contracts/venues';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The claim screen's search needs at least 3 characters (spec section 5). */
export const CLAIM_SEARCH_MIN = 3;

/** GET venue live search ?q= (or ?id= for the preselected venue). */
export async function searchClaimableVenues(query: { q: string } | { id: number }, signal?: AbortSignal): Promise<LiveSearchItem[]> {
  const { data } = await apiClient.call(venuesEndpoints.liveSearch, { query, signal });
  return data;
}

export function useClaimVenueSearch(q: string) {
  return useQuery({
    queryKey: ['claim-venue-search', q],
    queryFn: ({ signal }) => searchClaimableVenues({ q }, signal),
    enabled: q.length >= CLAIM_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function usePreselectedVenue(id: number | null) {
  return useQuery({
    queryKey: ['claim-venue-preselect', id],
    queryFn: async ({ signal }) => (await searchClaimableVenues({ id: id ?? 0 }, signal))[0] ?? null,
    enabled: id !== null,
  });
}
