import { apiClient } from '@events/api-client/client';
import { eventFormsEndpoints, type ManagedEventList, type ManagedEventOrdering } from '@events/contracts/event-forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** keyword and poi_id: the editors' filters. */
export type ManagedEventsQuery = { ordering: ManagedEventOrdering; page: number; keyword?: string; poi_id?: number };

/** GET /events/api/v1/manage/events/ (spec section 7, "editor event list"): ordering -created or date. */
export async function getManagedEvents(query: ManagedEventsQuery, signal?: AbortSignal): Promise<ManagedEventList> {
  const { data } = await apiClient.call(eventFormsEndpoints.list, { query, signal });
  return data;
}

export const MANAGED_EVENTS_KEY = 'managed-events';

export function managedEventsQueryOptions(query: ManagedEventsQuery, userId: number | null) {
  return queryOptions({
    queryKey: [MANAGED_EVENTS_KEY, userId, query],
    queryFn: ({ signal }) => getManagedEvents(query, signal),
    enabled: userId !== null,
  });
}

export function useManagedEvents(query: ManagedEventsQuery, userId: number | null) {
  return useQuery({ ...managedEventsQueryOptions(query, userId), placeholderData: keepPreviousData });
}
