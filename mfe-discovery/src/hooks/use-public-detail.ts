import type { ApiResponse } from '@events/api-client/client';
import { useQuery } from '@tanstack/react-query';

/** Asks the API for one published event or venue. */
export type DetailCall<Detail> = (id: number, signal: AbortSignal) => Promise<ApiResponse<Detail>>;

/** The cache names of the two detail pages. */
export const DETAIL_QUERY_NAMES = { event: 'event-detail', venue: 'venue-detail' } as const;
export type DetailQueryName = (typeof DETAIL_QUERY_NAMES)[keyof typeof DETAIL_QUERY_NAMES];

/** A detail page's cache key; a server render asks under it too (server/page-queries.ts). */
export function detailQueryKey(key: DetailQueryName, id: number): unknown[] {
  return [key, id];
}

/**
 * The detail behind an event's or a venue's page: fresh for a minute (a back-and-forth between the listing and
 * the page asks once), not asked before the address names an id (null). Unknown or unpublished answers 404.
 */
export function usePublicDetail<Detail>(key: DetailQueryName, id: number | null, callDetail: DetailCall<Detail>) {
  return useQuery({
    queryKey: detailQueryKey(key, id ?? 0),
    queryFn: async ({ signal }) => (await callDetail(id ?? 0, signal)).data,
    staleTime: 60_000,
    enabled: id !== null,
  });
}
