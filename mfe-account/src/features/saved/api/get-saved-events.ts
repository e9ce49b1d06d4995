import { apiClient } from '@events/api-client/client';
import { useUserList } from '@events/api-client/user-list-query';
import { savedEndpoints, type SavedEventOrdering } from '@events/contracts/saved';
import type { SavedListQuery } from '../../../utils/saved-list-params';

export const SAVED_EVENTS_KEY = 'saved-events';

/**
 * GET the saved events list (spec section 7: ordering -created, date or distance; latitude, longitude, address_id).
 * No call while signed out or while the location has no coordinates.
 */
export function useSavedEvents(query: SavedListQuery<SavedEventOrdering> | null, userId: number | null) {
  return useUserList(SAVED_EVENTS_KEY, query, userId, (page, signal) => apiClient.call(savedEndpoints.events, { query: page, signal }));
}
