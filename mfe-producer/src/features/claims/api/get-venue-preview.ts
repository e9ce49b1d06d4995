import { apiClient } from '@events/api-client/client';
import { type VenueDetail, venuesEndpoints } from '@events/contracts/venues';
import { useQuery } from '@tanstack/react-query';

/** GET the venue's detail for the card preview of the chosen venue. */
export async function getVenuePreview(id: number, signal?: AbortSignal): Promise<VenueDetail> {
  const { data } = await apiClient.call(venuesEndpoints.detail, { params: { id }, signal });
  return data;
}

export function useVenuePreview(id: number | null) {
  return useQuery({ queryKey: ['claim-venue-preview', id], queryFn: ({ signal }) => getVenuePreview(id ?? 0, signal), enabled: id !== null });
}
