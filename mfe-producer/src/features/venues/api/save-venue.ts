import { apiClient } from '@events/api-client/client';
import { type VenueFormData, venueFormsEndpoints, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VENUE_FORM_QUERY_KEY } from './get-venue-form';

/** `add` and `suggest` make a venue, `edit` rewrites venue `id`. */
export type SaveVenueInput = { mode: 'add' | 'suggest' } | { mode: 'edit'; id: number };

/**
 * POST /events/api/v1/poi/add/ or /poi/suggest/, PUT /events/api/v1/poi/edit/{id}/ (JSON, spec section 7); a
 * 400 carries the field error map.
 */
export async function saveVenue(input: SaveVenueInput, body: VenueWriteParsed): Promise<VenueFormData> {
  if (input.mode === 'edit') return (await apiClient.call(venueFormsEndpoints.edit, { params: { id: input.id }, body })).data;
  const endpoint = input.mode === 'add' ? venueFormsEndpoints.add : venueFormsEndpoints.suggest;
  return (await apiClient.call(endpoint, { body })).data;
}

export function useSaveVenue(input: SaveVenueInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueWriteParsed) => saveVenue(input, body),
    onSuccess: (saved) => queryClient.setQueryData([...VENUE_FORM_QUERY_KEY, saved.id], saved),
  });
}
