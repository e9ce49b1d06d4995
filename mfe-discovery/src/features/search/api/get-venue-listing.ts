import { apiClient } from '@events/api-client/client';
import { takePrefetched } from '@events/api-client/prefetch';
import type { VenueListing } from '@events/contracts/search';
import { LISTING_API_PATHS } from '@events/domain/listing-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { venueListingShape } from '../utils/listing-shape';
import type { ListingApiQuery } from '../../../utils/search-state';

/** The venue (poi) listing (spec section 7). */
export const VENUE_LISTING_PATH = LISTING_API_PATHS.venues;

export async function getVenueListing(query: ListingApiQuery, signal?: AbortSignal): Promise<VenueListing> {
  // The first listing of an anonymous visit was asked for by the shell before this code ran (same query).
  const answer = takePrefetched(VENUE_LISTING_PATH, venueListingShape, query) ?? apiClient.get(VENUE_LISTING_PATH, venueListingShape, { query, signal });
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
