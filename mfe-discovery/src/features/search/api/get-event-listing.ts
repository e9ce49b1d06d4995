import { apiClient } from '@events/api-client/client';
import { takePrefetched } from '@events/api-client/prefetch';
import { listingEndpoints } from '@events/contracts/answer-checks/listings';
import type { EventListing } from '@events/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingApiQuery } from '../../../utils/search-state';

/** The events listing (spec section 7, "GET events listing"), checked without zod (the listing's first route). */
export async function getEventListing(query: ListingApiQuery, signal?: AbortSignal): Promise<EventListing> {
  // The first listing of an anonymous visit was asked for by the shell before this code ran (same query).
  const endpoint = listingEndpoints.events;
  const answer = takePrefetched(endpoint, query) ?? apiClient.call(endpoint, { query, signal });
  const { data } = await answer;
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
