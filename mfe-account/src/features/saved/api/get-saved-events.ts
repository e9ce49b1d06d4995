import { apiClient } from '@events/api-client/client';
import { savedEndpoints, type SavedEventList, type SavedEventOrdering } from '@events/contracts/saved';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedListQuery } from '../../../utils/saved-list-params';

/** GET the saved events list (spec section 7: ordering -created, date or distance; latitude, longitude, address_id). */
export async function getSavedEvents(query: SavedListQuery<SavedEventOrdering>, signal?: AbortSignal): Promise<SavedEventList> {
  const { data } = await apiClient.call(savedEndpoints.events, { query, signal });
  return data;
}

export const SAVED_EVENTS_KEY = 'saved-events';

export function savedEventsQueryOptions(query: SavedListQuery<SavedEventOrdering> | null, userId: number | null) {
  return queryOptions({
    queryKey: [SAVED_EVENTS_KEY, userId, query],
    queryFn: ({ signal }) => getSavedEvents(query!, signal),
    enabled: query !== null && userId !== null,
  });
}

/** The list; no call while signed out or while the location has no coordinates. */
export function useSavedEvents(query: SavedListQuery<SavedEventOrdering> | null, userId: number | null) {
  return useQuery({ ...savedEventsQueryOptions(query, userId), placeholderData: keepPreviousData });
}
