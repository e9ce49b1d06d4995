import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { addressesEndpoints, type AddressWriteParsed, type SavedAddress } from '@events/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export type SaveAddressInput = { id: number | null; body: AddressWriteParsed };

/** POST /events/api/v1/search_addresses/ (new) or PUT .../{id}/ (edit), JSON; a 400 carries the field error map. */
export async function saveAddress({ id, body }: SaveAddressInput): Promise<SavedAddress> {
  const { data } =
    id === null
      ? await apiClient.call(addressesEndpoints.create, { body })
      : await apiClient.call(addressesEndpoints.update, { params: { id }, body });
  return data;
}

/**
 * Saves, then refreshes the book and the shared user context, whose `addresses` the discovery location
 * picker lists.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }), sessionStore.getState().load()]);
    },
  });
}
