import { apiClient } from '@events/api-client/client';
import { useUserList } from '@events/api-client/user-list-query';
import { type WidgetOrdering, widgetsEndpoints } from '@events/contracts/widgets';

export type WidgetsQuery = { ordering: WidgetOrdering; page: number };

export const WIDGETS_KEY = 'widgets';

/** GET /events/api/v1/widgets/ (spec section 7, "widget list"): ordering -updated (default) or -created. */
export function useWidgets(query: WidgetsQuery, userId: number | null) {
  return useUserList(WIDGETS_KEY, query, userId, (page, signal) => apiClient.call(widgetsEndpoints.list, { query: page, signal }));
}
