import { apiClient } from '@events/api-client/client';
import { analyticsEndpoints, type VenueView } from '@events/contracts/analytics';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/analytics/venues/{venueId}/ (section 7, "combined venue view") with start_date and end_date. */
export async function getVenueView(venueId: number, range: AnalyticsRange, signal?: AbortSignal): Promise<VenueView> {
  const { data } = await apiClient.call(analyticsEndpoints.venueView, {
    params: { venueId },
    query: { start_date: range.start, end_date: range.end },
    signal,
  });
  return data;
}

export function venueViewQueryOptions(venueId: number | null, range: AnalyticsRange | null) {
  return queryOptions({
    queryKey: ['venue-view', venueId, range?.start, range?.end],
    queryFn: ({ signal }) => getVenueView(venueId ?? 0, range ?? { start: '', end: '' }, signal),
    enabled: venueId !== null && range !== null,
    retry: false,
  });
}

export function useVenueView(venueId: number | null, range: AnalyticsRange | null) {
  return useQuery(venueViewQueryOptions(venueId, range));
}
