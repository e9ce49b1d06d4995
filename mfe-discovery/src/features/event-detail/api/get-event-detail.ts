import { apiClient } from '@events/api-client/client';
import { eventDetailSchema, type EventDetail } from '@events/contracts/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/events/{id}/: the event with its upcoming occurrences (404 when unknown or unpublished). */
export function eventDetailPath(id: number): string {
  return `/events/api/v1/events/${id}/`;
}

export async function getEventDetail(id: number, signal?: AbortSignal): Promise<EventDetail> {
  const { data } = await apiClient.get(eventDetailPath(id), eventDetailSchema, { signal });
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
