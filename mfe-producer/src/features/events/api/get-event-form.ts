import { apiClient } from '@events/api-client/client';
import { eventFormsEndpoints, type EventForm } from '@events/contracts/event-forms';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/events/edit/{id}/: the event converted for the form, its rules parsed. */
export async function getEventForm(id: number, signal?: AbortSignal): Promise<EventForm> {
  const { data } = await apiClient.call(eventFormsEndpoints.get, { params: { id: String(id) }, signal });
  return data;
}

export const EVENT_FORM_KEY = 'event-form';

export function eventFormQueryOptions(id: number) {
  return queryOptions({
    queryKey: [EVENT_FORM_KEY, id],
    queryFn: ({ signal }) => getEventForm(id, signal),
    // The form keeps what it loaded: a refetch in the background must not reset what the user is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useEventForm(id: number | null) {
  return useQuery({ ...eventFormQueryOptions(id ?? 0), enabled: id !== null });
}
