import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { eventFormsEndpoints } from '@events/contracts/event-forms';

/**
 * DELETE /events/api/v1/events/delete/{id}/; then the session is read again, since its producerQuotas count the
 * venue's active events.
 */
export async function deleteEvent(id: number): Promise<void> {
  await apiClient.call(eventFormsEndpoints.remove, { params: { id: String(id) } });
  await sessionStore.getState().load();
}
