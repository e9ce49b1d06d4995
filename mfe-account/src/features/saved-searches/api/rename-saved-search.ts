import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { savedSearchesEndpoints, type SavedSearch } from '@events/contracts/saved-searches';

/** PATCH base + {id}/ with {search_name} (spec section 7: "rename sends {search_name}"); the user context's list follows. */
export async function renameSavedSearch(id: number, searchName: string): Promise<SavedSearch> {
  const { data } = await apiClient.call(savedSearchesEndpoints.update, { params: { id }, body: { search_name: searchName } });
  void sessionStore.getState().load();
  return data;
}
