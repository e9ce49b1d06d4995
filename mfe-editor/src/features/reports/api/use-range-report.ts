import type { ApiResponse } from '@events/api-client/client';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { useQuery } from '@tanstack/react-query';

/** The API's report query over a range of days. */
export type ReportRangeQuery = { start_date: string; end_date: string };

/** Asks the API for one report over a range of days. */
export type ReportCall<Report> = (query: ReportRangeQuery, signal: AbortSignal) => Promise<ApiResponse<Report>>;

/** An editors' report over the picked range of days; not asked while the picker has no valid range (null). */
export function useRangeReport<Report>(key: string, range: AnalyticsRange | null, callReport: ReportCall<Report>) {
  return useQuery({
    queryKey: [key, range?.start, range?.end],
    queryFn: async ({ signal }) => (await callReport({ start_date: range?.start ?? '', end_date: range?.end ?? '' }, signal)).data,
    enabled: range !== null,
  });
}
