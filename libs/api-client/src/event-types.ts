import { apiClient, type ApiClient } from '@events/api-client/client';
import { eventTypeEndpoints } from '@events/contracts/answer-checks/event-types';
import type { EventType } from '@events/contracts/event-types';
import { MAX_PAGE_SIZE } from '@events/contracts/lists-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The categories (spec section 7, the generic list resource), all in one page (the spec's 18 and those a superuser
 * added, at most CATEGORIES_MAX of category-admin: page_size is capped at 100); one request file for every remote that lists them. The filter bar asks on the listing's first route,
 * so the answer is checked by the zod-free check generated from the contract.
 */
export async function getEventTypes(signal?: AbortSignal, client: ApiClient = apiClient): Promise<EventType[]> {
  const { data } = await client.call(eventTypeEndpoints.list, { query: { page_size: MAX_PAGE_SIZE }, signal });
  return data;
}

export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: ['event-types'],
    queryFn: ({ signal }) => getEventTypes(signal),
    // Reference data: a superuser's change reaches pages opened after it.
    staleTime: 60 * 60 * 1000,
  });
}

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
