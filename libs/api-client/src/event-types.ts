import { apiClient, type ResponseSchema } from '@events/api-client/client';
import type { EventType } from '@events/contracts/event-types';
import { MAX_PAGE_SIZE } from '@events/contracts/lists-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The generic list resource of the event categories (spec section 7); one request file for every remote that lists them. */
export const EVENT_TYPES_PATH = '/events/api/event_types/';

function isEventType(item: unknown): item is EventType {
  if (typeof item !== 'object' || item === null) return false;
  const { id, name } = item as Record<string, unknown>;
  return Number.isInteger(id) && (id as number) > 0 && typeof name === 'string';
}

/**
 * The checks of eventTypeListSchema (@events/contracts/event-types) written out: the filter bar asks for the
 * categories on the listing's first route, and the schema would bring zod (~26 KB gz) before the first card.
 * Like the schema, it answers only `id` and `name` of each item.
 */
export const eventTypeListShape: ResponseSchema<EventType[]> = {
  parse(data) {
    if (!Array.isArray(data) || !data.every(isEventType)) throw new TypeError('Expected a list of event types ({id, name}).');
    return data.map(({ id, name }) => ({ id, name }));
  },
};

/** All categories in one page (18 of them; page_size is capped at 100). */
export async function getEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  const { data } = await apiClient.get(EVENT_TYPES_PATH, eventTypeListShape, {
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
