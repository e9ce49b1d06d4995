import { isApiError } from '@events/api-client/api-error';
import { apiClient, type ApiClient } from '@events/api-client/client';
import type { AdNetwork } from '@events/contracts/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAdEndpoints } from './load-ad-endpoints';

/**
 * Which second, ad-network unit the listing shows, as the backend is configured (AD_NETWORK). An ad is never
 * worth an error on the page, so a failed call shows none.
 */
export async function getAdNetwork(signal?: AbortSignal, client: ApiClient = apiClient): Promise<AdNetwork> {
  try {
    const { data } = await client.call((await loadAdEndpoints()).network, { signal });
    return data;
  } catch (error) {
    if (isApiError(error) || error instanceof TypeError) return { kind: 'none' };
    throw error;
  }
}

/** The setting does not change while the page is open: asked once. */
export const adNetworkQueryOptions = queryOptions({
  queryKey: ['ad-network'],
  queryFn: ({ signal }) => getAdNetwork(signal),
  staleTime: Infinity,
  retry: false,
});

export function useAdNetwork(enabled: boolean) {
  return useQuery({ ...adNetworkQueryOptions, enabled });
}
