import { apiClient } from '@events/api-client/client';
import { addressesEndpoints, type AddressList } from '@events/contracts/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookState } from '../utils/address-book-state';

/** Every cached page of the book starts with this key (invalidated after a save or a deletion). */
export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

/** GET /events/api/v1/search_addresses/?ordering=-updated|-created&page=: one page of the signed-in user's book. */
export async function getAddresses(state: AddressBookState, signal?: AbortSignal): Promise<AddressList> {
  const { data } = await apiClient.call(addressesEndpoints.list, {
    query: { ordering: state.ordering, page: state.page },
    signal,
  });
  return data;
}

export function addressesQueryOptions(state: AddressBookState) {
  return queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, 'list', state.ordering, state.page],
    queryFn: ({ signal }) => getAddresses(state, signal),
  });
}

/** The book's page; the previous page stays on screen while another sort or page loads. */
export function useAddresses(state: AddressBookState) {
  return useQuery({ ...addressesQueryOptions(state), placeholderData: keepPreviousData });
}
