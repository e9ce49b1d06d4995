import { apiClient } from '@events/api-client/client';
import { venueDetailSchema, type VenueDetail } from '@events/contracts/venues';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /events/api/v1/poi/{id}/: the venue's detail (404 when unknown or unpublished). */
export function venueDetailPath(id: number): string {
  return `/events/api/v1/poi/${id}/`;
}

export async function getVenueDetail(id: number, signal?: AbortSignal): Promise<VenueDetail> {
  const { data } = await apiClient.get(venueDetailPath(id), venueDetailSchema, { signal });
  return data;
}

export function venueDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['venue-detail', id],
    queryFn: ({ signal }) => getVenueDetail(id, signal),
    staleTime: 60_000,
  });
}

export function useVenueDetail(id: number | null) {
  return useQuery({ ...venueDetailQueryOptions(id ?? 0), enabled: id !== null });
}
