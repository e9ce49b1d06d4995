import { apiClient } from '@events/api-client/client';
import type { VenueListing } from '@events/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { venueListingShape } from '../../search/utils/listing-shape';
import type { ListingApiQuery } from '../../search/utils/search-state';

/** The venue (poi) listing (spec section 7). */
export const VENUE_LISTING_PATH = '/events/api/v1/poi/';

export async function getVenueListing(query: ListingApiQuery, signal?: AbortSignal): Promise<VenueListing> {
  const { data } = await apiClient.get(VENUE_LISTING_PATH, venueListingShape, { query, signal });
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
