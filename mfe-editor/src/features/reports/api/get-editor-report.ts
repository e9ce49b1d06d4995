import { apiClient } from '@events/api-client/client';
import { reportsEndpoints } from '@events/contracts/reports';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { useRangeReport } from './use-range-report';

/** GET /events/api/v1/reports/editors/ over a range of days. */
export function useEditorReport(range: AnalyticsRange | null) {
  return useRangeReport('editor-report', range, (query, signal) => apiClient.call(reportsEndpoints.editors, { query, signal }));
}
