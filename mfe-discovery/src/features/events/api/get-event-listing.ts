import { apiClient } from '@events/api-client/client';
import type { EventListing } from '@events/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListingShape } from '../../search/utils/listing-shape';
import type { ListingApiQuery } from '../../search/utils/search-state';

/** The events listing (spec section 7, "GET events listing"). */
export const EVENT_LISTING_PATH = '/events/api/v1/events/';

export async function getEventListing(query: ListingApiQuery, signal?: AbortSignal): Promise<EventListing> {
  const { data } = await apiClient.get(EVENT_LISTING_PATH, eventListingShape, { query, signal });
  return data;
}

/**
 * `viewer` is part of the key: signing in or out asks again (an anonymous visitor's range beyond tomorrow is
 * refused, a signed-in user's is not).
 */
export function eventListingQueryOptions(query: ListingApiQuery, viewer: string) {
  return queryOptions({
    queryKey: ['event-listing', query, viewer],
    queryFn: ({ signal }) => getEventListing(query, signal),
    staleTime: 30_000,
  });
}

export function useEventListing(query: ListingApiQuery, viewer: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventListingQueryOptions(query, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
