import { apiClient } from '@events/api-client/client';
import { addressesEndpoints, type SavedAddress } from '@events/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** GET /events/api/v1/search_addresses/{id}/: one address of the signed-in user (404 for anyone else's). */
export async function getAddress(id: number, signal?: AbortSignal): Promise<SavedAddress> {
  const { data } = await apiClient.call(addressesEndpoints.get, { params: { id }, signal });
  return data;
}

export function addressQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, 'item', id],
    queryFn: ({ signal }) => getAddress(id, signal),
  });
}

export function useAddress(id: number | null) {
  return useQuery({ ...addressQueryOptions(id ?? 0), enabled: id !== null });
}
