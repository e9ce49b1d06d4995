import { apiClient } from '@events/api-client/client';
import { type VenueFormData, venueFormsEndpoints } from '@events/contracts/venue-forms';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const VENUE_FORM_QUERY_KEY = ['venue-forms'] as const;

/** GET /events/api/poi/edit/{id}/: the venue for its edit form, open_times Monday = 0 (404 unless the caller may edit it). */
export async function getVenueForm(id: number, signal?: AbortSignal): Promise<VenueFormData> {
  const { data } = await apiClient.call(venueFormsEndpoints.get, { params: { id }, signal });
  return data;
}

export function venueFormQueryOptions(id: number) {
  return queryOptions({ queryKey: [...VENUE_FORM_QUERY_KEY, id], queryFn: ({ signal }) => getVenueForm(id, signal) });
}

export function useVenueForm(id: number | null) {
  return useQuery({ ...venueFormQueryOptions(id ?? 0), enabled: id !== null });
}
