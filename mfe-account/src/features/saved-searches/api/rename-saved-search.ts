import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { SAVED_SEARCH_PATHS, savedSearchSchema, type SavedSearch } from '@events/contracts/saved-searches';

/** PATCH base + {id}/ with {search_name} (spec section 7: "rename sends {search_name}"); the user context's list follows. */
export async function renameSavedSearch(id: number, searchName: string): Promise<SavedSearch> {
  const { data } = await apiClient.patch(SAVED_SEARCH_PATHS.item(id), savedSearchSchema, { body: { search_name: searchName } });
  void sessionStore.getState().load();
  return data;
}
