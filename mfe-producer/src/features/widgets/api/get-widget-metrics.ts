import { apiClient } from '@events/api-client/client';
import { type WidgetMetrics, widgetMetricsEndpoints } from '@events/contracts/widget-metrics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type WidgetMetricsRequest = { startDate: string | null; endDate: string | null; excludeHosts: readonly string[] };

/** GET {base}{widgetId}/ with start_date, end_date (left out for All Time) and exclude_hosts (comma list). */
export async function getWidgetMetrics(widgetId: number, request: WidgetMetricsRequest, signal?: AbortSignal): Promise<WidgetMetrics> {
  const query: Record<string, string> = {};
  if (request.startDate && request.endDate) {
    query.start_date = request.startDate;
    query.end_date = request.endDate;
  }
  if (request.excludeHosts.length > 0) query.exclude_hosts = request.excludeHosts.join(',');
  const { data } = await apiClient.call(widgetMetricsEndpoints.metrics, { params: { widgetId: String(widgetId) }, query, signal });
  return data;
}

/** Reloads whenever the range, the custom dates or the excluded hosts change; null request: not ready to fetch. */
export function useWidgetMetrics(widgetId: number, request: WidgetMetricsRequest | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['widget-metrics', widgetId, request],
      queryFn: ({ signal }) => getWidgetMetrics(widgetId, request as WidgetMetricsRequest, signal),
      enabled: request !== null,
    }),
    placeholderData: keepPreviousData,
  });
}
