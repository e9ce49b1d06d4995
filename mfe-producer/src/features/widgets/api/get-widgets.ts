import { apiClient } from '@events/api-client/client';
import { type WidgetList, type WidgetOrdering, widgetsEndpoints } from '@events/contracts/widgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type WidgetsQuery = { ordering: WidgetOrdering; page: number };

/** GET /events/api/v1/widgets/ (spec section 7, "widget list"): ordering -updated (default) or -created. */
export async function getWidgets(query: WidgetsQuery, signal?: AbortSignal): Promise<WidgetList> {
  const { data } = await apiClient.call(widgetsEndpoints.list, { query, signal });
  return data;
}

export const WIDGETS_KEY = 'widgets';

export function widgetsQueryOptions(query: WidgetsQuery, userId: number | null) {
  return queryOptions({
    queryKey: [WIDGETS_KEY, userId, query],
    queryFn: ({ signal }) => getWidgets(query, signal),
    enabled: userId !== null,
  });
}

export function useWidgets(query: WidgetsQuery, userId: number | null) {
  return useQuery({ ...widgetsQueryOptions(query, userId), placeholderData: keepPreviousData });
}
