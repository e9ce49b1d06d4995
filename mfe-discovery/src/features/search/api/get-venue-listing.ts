import { apiClient } from '@events/api-client/client';
import { takePrefetched } from '@events/api-client/prefetch';
import { listingEndpoints } from '@events/contracts/answer-checks/listings';
import type { VenueListing } from '@events/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingApiQuery } from '../../../utils/search-state';

/** The venues listing (spec section 7, points of interest), checked without zod (the listing's first route). */
export async function getVenueListing(query: ListingApiQuery, signal?: AbortSignal): Promise<VenueListing> {
  // The first listing of an anonymous visit was asked for by the shell before this code ran (same query).
  const endpoint = listingEndpoints.venues;
  const answer = takePrefetched(endpoint, query) ?? apiClient.call(endpoint, { query, signal });
  const { data } = await answer;
  return data;
}

export function venueListingQueryOptions(query: ListingApiQuery, viewer: string) {
  return queryOptions({
    queryKey: ['venue-listing', query, viewer],
    queryFn: ({ signal }) => getVenueListing(query, signal),
    staleTime: 30_000,
  });
}

export function useVenueListing(query: ListingApiQuery, viewer: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...venueListingQueryOptions(query, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
