import { apiClient } from '@events/api-client/client';
import { savedSearchesEndpoints, type SavedSearch } from '@events/contracts/saved-searches';

/** PATCH base + {id}/ with {is_active}: the search's e-mail alerts on or off (issue 18). */
export async function setSavedSearchAlerts(id: number, isActive: boolean): Promise<SavedSearch> {
  const { data } = await apiClient.call(savedSearchesEndpoints.update, { params: { id }, body: { is_active: isActive } });
  return data;
}
