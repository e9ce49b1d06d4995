import type { ApiResponse } from '@events/api-client/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingApiQuery } from '../../../utils/search-state';

/** Asks the API for one page of a listing (or takes the shell's prefetched answer). */
export type ListingCall<Listing> = (query: ListingApiQuery, signal: AbortSignal) => Promise<ApiResponse<Listing>>;

/** The cache names of the two listings. */
export const LISTING_QUERY_NAMES = { events: 'event-listing', venues: 'venue-listing' } as const;
export type ListingQueryName = (typeof LISTING_QUERY_NAMES)[keyof typeof LISTING_QUERY_NAMES];

/** A listing page's cache key; a server render asks under it too (server/page-queries.ts). */
export function listingQueryKey(key: ListingQueryName, query: ListingApiQuery, viewer: string): unknown[] {
  return [key, query, viewer];
}

/** What the cache keeps of a listing answer. */
export function listingEntry<Listing>(answer: ApiResponse<Listing>): { results: Listing; offlineCopyAt: Date | null } {
  return { results: answer.data, offlineCopyAt: answer.offlineCopyAt ?? null };
}

/**
 * One page of the events or venues listing (spec section 7). `viewer` is part of the key: signing in or out asks
 * again (an anonymous visitor's range beyond tomorrow is refused, a signed-in user's is not). The previous page
 * stays on screen while the next one loads. `offlineCopyAt` is when the answer shown was received, if it is the
 * service worker's offline copy.
 */
export function useListing<Listing>(key: ListingQueryName, query: ListingApiQuery, viewer: string, options: { enabled?: boolean }, callListing: ListingCall<Listing>) {
  const listing = useQuery({
    queryKey: listingQueryKey(key, query, viewer),
    queryFn: async ({ signal }) => listingEntry(await callListing(query, signal)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  // The service worker's copy, when the network failed (issue 32): the page says how old it is.
  return { ...listing, data: listing.data?.results, offlineCopyAt: listing.data?.offlineCopyAt ?? null };
}
