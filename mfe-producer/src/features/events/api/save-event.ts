import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { eventFormsEndpoints, type EventForm, type EventWriteParsed } from '@events/contracts/event-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_FORM_KEY } from './get-event-form';
import { MANAGED_EVENTS_KEY } from './get-managed-events';

export type SaveEventInput = { id: number | null; body: EventWriteParsed };

/** POST add-event or PUT edit-event/{id}/ with the spec's payload; a 400 carries the field error map. */
export async function saveEvent({ id, body }: SaveEventInput): Promise<EventForm> {
  const { data } =
    id === null
      ? await apiClient.call(eventFormsEndpoints.create, { body })
      : await apiClient.call(eventFormsEndpoints.update, { params: { id: String(id) }, body });
  return data;
}

/** Saves, then drops the cached list and form, and reads the session again (its quotas count active events). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: async (saved) => {
      queryClient.removeQueries({ queryKey: [EVENT_FORM_KEY, saved.id] });
      await Promise.all([queryClient.invalidateQueries({ queryKey: [MANAGED_EVENTS_KEY] }), sessionStore.getState().load()]);
    },
  });
}
