import { apiClient } from '@events/api-client/client';
import { savedSearchesEndpoints, type SavedSearch } from '@events/contracts/saved-searches';

/** POST base + {id}/feed_token/: new feed addresses; the old ones answer 404 from now on. */
export async function revokeSavedSearchFeed(id: number): Promise<SavedSearch> {
  const { data } = await apiClient.call(savedSearchesEndpoints.revokeFeed, { params: { id } });
  return data;
}
