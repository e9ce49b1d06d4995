import { apiClient, type ApiClient } from '@events/api-client/client';
import { eventsEndpoints } from '@events/contracts/events';
import type { EventListing } from '@events/contracts/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Venue page: 4 upcoming events shown, each Show More loads 4 more (spec sections 2 and 9). */
export const VENUE_EVENTS_PAGE_SIZE = 4;

/** GET the venue's upcoming events (`?page=&page_size=`) as cards, soonest first. */
export async function getVenueEvents(id: number, page: number, signal?: AbortSignal, client: ApiClient = apiClient): Promise<EventListing> {
  const { data } = await client.call(eventsEndpoints.ofVenue, {
    params: { id },
    query: { page, page_size: VENUE_EVENTS_PAGE_SIZE },
    signal,
  });
  return data;
}

export function venueEventsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: ['venue-events', id, VENUE_EVENTS_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) => getVenueEvents(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.curPage < last.pagination.totalPages ? last.pagination.curPage + 1 : undefined),
    staleTime: 60_000,
  });
}

export function useVenueEvents(id: number) {
  return useInfiniteQuery(venueEventsQueryOptions(id));
}
