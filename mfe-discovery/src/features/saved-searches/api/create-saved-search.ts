import { apiClient } from '@events/api-client/client';
import { SAVED_SEARCH_PATHS, savedSearchSchema, type SavedSearch, type SavedSearchCreate } from '@events/contracts/saved-searches';

/** POST the saved-search base URL (spec section 7): the save-new mode of the dialog. */
export async function createSavedSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  const { data } = await apiClient.post(SAVED_SEARCH_PATHS.list, savedSearchSchema, { body });
  return data;
}
