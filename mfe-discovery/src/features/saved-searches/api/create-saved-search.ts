import { apiClient } from '@events/api-client/client';
import { savedSearchesEndpoints, type SavedSearch, type SavedSearchCreate } from '@events/contracts/saved-searches';

/** POST the saved-search base URL (spec section 7): the save-new mode of the dialog. */
export async function createSavedSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  const { data } = await apiClient.call(savedSearchesEndpoints.create, { body });
  return data;
}
