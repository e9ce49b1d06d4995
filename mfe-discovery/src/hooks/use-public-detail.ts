import type { ApiResponse } from '@events/api-client/client';
import { useQuery } from '@tanstack/react-query';

/** Asks the API for one published event or venue. */
export type DetailCall<Detail> = (id: number, signal: AbortSignal) => Promise<ApiResponse<Detail>>;

/**
 * The detail behind an event's or a venue's page: fresh for a minute (a back-and-forth between the listing and
 * the page asks once), not asked before the address names an id (null). Unknown or unpublished answers 404.
 */
export function usePublicDetail<Detail>(key: string, id: number | null, callDetail: DetailCall<Detail>) {
  return useQuery({
    queryKey: [key, id ?? 0],
    queryFn: async ({ signal }) => (await callDetail(id ?? 0, signal)).data,
    staleTime: 60_000,
    enabled: id !== null,
  });
}
