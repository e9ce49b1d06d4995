import { apiClient } from '@events/api-client/client';
import { savedSearchesEndpoints, type SavedSearch, type SavedSearchPatch } from '@events/contracts/saved-searches';

/** PATCH base + {id}/ with the listing's current criteria (spec section 7): the update-existing mode of the dialog. */
export async function updateSavedSearch(id: number, body: SavedSearchPatch): Promise<SavedSearch> {
  const { data } = await apiClient.call(savedSearchesEndpoints.update, { params: { id }, body });
  return data;
}
