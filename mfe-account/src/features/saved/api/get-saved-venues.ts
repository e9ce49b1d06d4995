import { apiClient } from '@events/api-client/client';
import { useUserList } from '@events/api-client/user-list-query';
import { savedEndpoints, type SavedVenueOrdering } from '@events/contracts/saved';
import type { SavedListQuery } from '../../../utils/saved-list-params';

export const SAVED_VENUES_KEY = 'saved-venues';

/**
 * GET the saved venues list (spec section 7: latitude, longitude, ordering -created or distance). With the current
 * location and no coordinates yet, no call is made.
 */
export function useSavedVenues(query: SavedListQuery<SavedVenueOrdering> | null, userId: number | null) {
  return useUserList(SAVED_VENUES_KEY, query, userId, (page, signal) => apiClient.call(savedEndpoints.venues, { query: page, signal }));
}
