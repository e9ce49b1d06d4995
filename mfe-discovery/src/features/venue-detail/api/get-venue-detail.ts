import { apiClient } from '@events/api-client/client';
import { venuesEndpoints, type VenueDetail } from '@events/contracts/venues';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET the venue's detail (404 when unknown or unpublished). */
export async function getVenueDetail(id: number, signal?: AbortSignal): Promise<VenueDetail> {
  const { data } = await apiClient.call(venuesEndpoints.detail, { params: { id }, signal });
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
