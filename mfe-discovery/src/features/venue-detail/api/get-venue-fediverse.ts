import { apiClient, type ApiClient } from '@events/api-client/client';
import { federationEndpoints, type VenueFediverse } from '@events/contracts/federation';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET the venue's fediverse handle, actor address and follower count (404 when unknown or unpublished). */
export async function getVenueFediverse(id: number, signal?: AbortSignal, client: ApiClient = apiClient): Promise<VenueFediverse> {
  const { data } = await client.call(federationEndpoints.venueFediverse, { params: { id }, signal });
  return data;
}

/**
 * Asked in the browser only, after hydration: the server render never asks it (server/page-queries.ts), so the
 * page's HTML carries no follower count and stays shared-cacheable.
 */
export function venueFediverseQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['venue-fediverse', id],
    queryFn: ({ signal }) => getVenueFediverse(id, signal),
    staleTime: 60_000,
  });
}

export function useVenueFediverse(id: number) {
  return useQuery(venueFediverseQueryOptions(id));
}
