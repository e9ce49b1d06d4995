import { apiClient } from '@events/api-client/client';
import { postSavedToggle, type SavedObjectType } from '@events/api-client/saved-items';
import { sessionStore } from '@events/api-client/session-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The bookmark answered "still saved" to a removal: the delete failed (spec section 4, "Deleting a saved item"). */
export class StillSavedError extends Error {
  constructor() {
    super('the item is still saved');
    this.name = 'StillSavedError';
  }
}

/**
 * Removes a saved event or venue: the bookmark toggle with an explicit saved=false (spec section 4: "an
 * explicit flag forces add or remove"). A reply that still says saved is a failure. The session's saved id
 * list follows, so the discovery cards' bookmark buttons agree.
 */
export async function removeSavedItem(objectType: SavedObjectType, id: number): Promise<void> {
  const saved = await postSavedToggle(apiClient, objectType, id, false);
  if (saved) throw new StillSavedError();
  sessionStore.getState().setSaved(objectType, id, false);
}

/** The removal as a mutation; on success the given list (query key prefix) is fetched again for its new count. */
export function useRemoveSavedItem(objectType: SavedObjectType, listKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeSavedItem(objectType, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey] }),
  });
}
