import { sessionStore } from '@events/api-client/session-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntlShape } from '@events/api-client/intl';
import type { SearchState } from '../../../utils/search-state';
import { createPayloadOf, savedSearchFieldsOf } from '../utils/saved-search-payload';
import { createSavedSearch } from '../api/create-saved-search';
import { updateSavedSearch } from '../api/update-saved-search';

export type SaveSearchRequest = { mode: 'new'; name: string } | { mode: 'update'; id: number };

/**
 * Saves the listing's state as a new search or into an existing one; on success the user context is read again
 * (its savedSearches list the dialog's update mode offers) and any saved-searches list is refetched.
 */
export function useSaveSearch(intl: IntlShape, state: SearchState, today: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveSearchRequest) =>
      request.mode === 'new' ? createSavedSearch(createPayloadOf(intl, request.name, state, today)) : updateSavedSearch(request.id, savedSearchFieldsOf(intl, state, today)),
    onSuccess: async () => {
      await sessionStore.getState().load();
      await queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
    },
  });
}
