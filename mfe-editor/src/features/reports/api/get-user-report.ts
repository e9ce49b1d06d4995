import { apiClient } from '@events/api-client/client';
import { reportsEndpoints } from '@events/contracts/reports';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { useRangeReport } from './use-range-report';

/** GET /events/api/v1/reports/users/ over a range of days. */
export function useUserReport(range: AnalyticsRange | null) {
  return useRangeReport('user-report', range, (query, signal) => apiClient.call(reportsEndpoints.users, { query, signal }));
}
