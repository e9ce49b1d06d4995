import { apiClient } from '@events/api-client/client';
import { eventsEndpoints, type EventDetail } from '@events/contracts/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET the event with its upcoming occurrences (404 when unknown or unpublished). */
export async function getEventDetail(id: number, signal?: AbortSignal): Promise<EventDetail> {
  const { data } = await apiClient.call(eventsEndpoints.detail, { params: { id }, signal });
  return data;
}

export function eventDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['event-detail', id],
    queryFn: ({ signal }) => getEventDetail(id, signal),
    staleTime: 60_000,
  });
}

export function useEventDetail(id: number | null) {
  return useQuery({ ...eventDetailQueryOptions(id ?? 0), enabled: id !== null });
}
