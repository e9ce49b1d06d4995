import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** DELETE answers 204 (or a small body nobody reads). */
const noBody = { parse: (data: unknown) => data };

/** DELETE base + {id}/ (spec section 7: "item removed"); the user context's savedSearches follows. */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiClient.delete(SAVED_SEARCH_PATHS.item(id), noBody);
  void sessionStore.getState().load();
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] }),
  });
}
