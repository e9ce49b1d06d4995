import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { addressesEndpoints } from '@events/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** DELETE /events/api/v1/search_addresses/{id}/. */
export async function deleteAddress(id: number): Promise<void> {
  await apiClient.call(addressesEndpoints.remove, { params: { id } });
}

/** Deletes, then refreshes the book and the shared user context (the location picker's addresses). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: [...ADDRESSES_QUERY_KEY, 'item', id] });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }), sessionStore.getState().load()]);
    },
  });
}
