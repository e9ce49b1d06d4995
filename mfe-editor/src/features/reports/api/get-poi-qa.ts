import { apiClient } from '@events/api-client/client';
import { reportsEndpoints, type PoiQaList, type PoiQaReason } from '@events/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type PoiQaQuery = { readonly page: number; readonly reason: PoiQaReason | null };

/** GET /events/api/v1/reports/poi-qa/: one page of venues with data problems, optionally of one reason. */
export async function getPoiQa(query: PoiQaQuery, signal?: AbortSignal): Promise<PoiQaList> {
  const { data } = await apiClient.call(reportsEndpoints.poiQa, { query: { page: query.page, ...(query.reason ? { reason: query.reason } : {}) }, signal });
  return data;
}

export function poiQaQueryOptions(query: PoiQaQuery) {
  return queryOptions({ queryKey: ['poi-qa', query.page, query.reason], queryFn: ({ signal }) => getPoiQa(query, signal) });
}

export function usePoiQa(query: PoiQaQuery) {
  return useQuery({ ...poiQaQueryOptions(query), placeholderData: keepPreviousData });
}
