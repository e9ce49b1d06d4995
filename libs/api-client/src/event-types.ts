import { apiClient } from '@events/api-client/client';
import { eventTypeListSchema, type EventType } from '@events/contracts/event-types';
import { MAX_PAGE_SIZE } from '@events/contracts/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The generic list resource of the event categories (spec section 7); one request file for every remote that lists them. */
export const EVENT_TYPES_PATH = '/events/api/event_types/';

/** All categories in one page (18 of them; page_size is capped at 100). */
export async function getEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  const { data } = await apiClient.get(EVENT_TYPES_PATH, eventTypeListSchema, {
    query: { page_size: MAX_PAGE_SIZE },
    signal,
  });
  return data;
}

export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: ['event-types'],
    queryFn: ({ signal }) => getEventTypes(signal),
    // Reference data: it changes with a deployment, not while a page is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
