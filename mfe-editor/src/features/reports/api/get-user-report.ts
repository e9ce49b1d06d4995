import { apiClient } from '@events/api-client/client';
import { reportsEndpoints, type UserReport } from '@events/contracts/reports';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/reports/users/ over a range of days. */
export async function getUserReport(range: AnalyticsRange, signal?: AbortSignal): Promise<UserReport> {
  const { data } = await apiClient.call(reportsEndpoints.users, { query: { start_date: range.start, end_date: range.end }, signal });
  return data;
}

export function userReportQueryOptions(range: AnalyticsRange | null) {
  return queryOptions({
    queryKey: ['user-report', range?.start, range?.end],
    queryFn: ({ signal }) => getUserReport(range ?? { start: '', end: '' }, signal),
    enabled: range !== null,
  });
}

export function useUserReport(range: AnalyticsRange | null) {
  return useQuery(userReportQueryOptions(range));
}
