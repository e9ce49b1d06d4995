import { apiClient } from '@events/api-client/client';
import { analyticsEndpoints, type CustomEvents, type SiteStats } from '@events/contracts/analytics';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type SiteFigures = { readonly stats: SiteStats; readonly customEvents: CustomEvents };

/** GET site stats and custom events (section 7, "analytics summaries") for the whole site: staff and superusers. */
export async function getSiteFigures(range: AnalyticsRange, signal?: AbortSignal): Promise<SiteFigures> {
  const query = { start_date: range.start, end_date: range.end };
  const [stats, customEvents] = await Promise.all([
    apiClient.call(analyticsEndpoints.siteStats, { query, signal }),
    apiClient.call(analyticsEndpoints.customEvents, { query, signal }),
  ]);
  return { stats: stats.data, customEvents: customEvents.data };
}

export function siteFiguresQueryOptions(range: AnalyticsRange | null, enabled: boolean) {
  return queryOptions({
    queryKey: ['site-figures', range?.start, range?.end],
    queryFn: ({ signal }) => getSiteFigures(range ?? { start: '', end: '' }, signal),
    enabled: enabled && range !== null,
    retry: false,
  });
}

export function useSiteFigures(range: AnalyticsRange | null, enabled: boolean) {
  return useQuery(siteFiguresQueryOptions(range, enabled));
}
