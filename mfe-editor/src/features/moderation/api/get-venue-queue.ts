import { apiClient } from '@events/api-client/client';
import { editorEndpoints, type QueueKind, type QueueList, type QueueOrdering } from '@events/contracts/editor';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type VenueQueueQuery = { kind?: QueueKind; town?: string; ordering: QueueOrdering; page: number };

/** GET /events/api/v1/editor/venues/: the venue moderation queue, one page. */
export async function getVenueQueue(query: VenueQueueQuery, signal?: AbortSignal): Promise<QueueList> {
  const { data } = await apiClient.call(editorEndpoints.queue, { query, signal });
  return data;
}

export const VENUE_QUEUE_KEY = 'venue-queue';

export function useVenueQueue(query: VenueQueueQuery) {
  return useQuery({ queryKey: [VENUE_QUEUE_KEY, query], queryFn: ({ signal }) => getVenueQueue(query, signal), placeholderData: keepPreviousData });
}
