import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { savedSearchesEndpoints } from '@events/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** DELETE base + {id}/ (spec section 7: "item removed"); the user context's savedSearches follows. */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiClient.call(savedSearchesEndpoints.remove, { params: { id } });
  void sessionStore.getState().load();
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] }),
  });
}
