import { apiClient } from '@events/api-client/client';
import { useUserList } from '@events/api-client/user-list-query';
import { eventFormsEndpoints, type ManagedEventOrdering } from '@events/contracts/event-forms';

/** keyword and poi_id: the editors' filters. */
export type ManagedEventsQuery = { ordering: ManagedEventOrdering; page: number; keyword?: string; poi_id?: number };

export const MANAGED_EVENTS_KEY = 'managed-events';

/** GET /events/api/v1/manage/events/ (spec section 7, "editor event list"): ordering -created or date. */
export function useManagedEvents(query: ManagedEventsQuery, userId: number | null) {
  return useUserList(MANAGED_EVENTS_KEY, query, userId, (page, signal) => apiClient.call(eventFormsEndpoints.list, { query: page, signal }));
}
