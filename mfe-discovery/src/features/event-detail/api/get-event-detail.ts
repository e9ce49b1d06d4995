import { apiClient } from '@events/api-client/client';
import { eventsEndpoints } from '@events/contracts/events';
import { DETAIL_QUERY_NAMES, usePublicDetail } from '../../../hooks/use-public-detail';

/** GET the event with its upcoming occurrences (404 when unknown or unpublished). */
export function useEventDetail(id: number | null) {
  return usePublicDetail(DETAIL_QUERY_NAMES.event, id, (eventId, signal) => apiClient.call(eventsEndpoints.detail, { params: { id: eventId }, signal }));
}
