import { apiClient } from '@events/api-client/client';
import { SAVED_SEARCH_PATHS, savedSearchSchema, type SavedSearch, type SavedSearchPatch } from '@events/contracts/saved-searches';

/** PATCH base + {id}/ with the listing's current criteria (spec section 7): the update-existing mode of the dialog. */
export async function updateSavedSearch(id: number, body: SavedSearchPatch): Promise<SavedSearch> {
  const { data } = await apiClient.patch(SAVED_SEARCH_PATHS.item(id), savedSearchSchema, { body });
  return data;
}
