import { apiClient } from '@events/api-client/client';
import { reportsEndpoints, type EditorReport } from '@events/contracts/reports';
import type { AnalyticsRange } from '@events/domain/analytics-range';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/reports/editors/ over a range of days. */
export async function getEditorReport(range: AnalyticsRange, signal?: AbortSignal): Promise<EditorReport> {
  const { data } = await apiClient.call(reportsEndpoints.editors, { query: { start_date: range.start, end_date: range.end }, signal });
  return data;
}

export function editorReportQueryOptions(range: AnalyticsRange | null) {
  return queryOptions({
    queryKey: ['editor-report', range?.start, range?.end],
    queryFn: ({ signal }) => getEditorReport(range ?? { start: '', end: '' }, signal),
    enabled: range !== null,
  });
}

export function useEditorReport(range: AnalyticsRange | null) {
  return useQuery(editorReportQueryOptions(range));
}
