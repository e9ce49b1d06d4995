import { apiClient } from '@events/api-client/client';
import { venueFormsEndpoints } from '@events/contracts/venue-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VENUE_FORM_QUERY_KEY } from './get-venue-form';

/** DELETE /events/api/v1/poi/delete/{id}/ (editors and superusers): the venue and its events leave the listings. */
export async function deleteVenue(id: number): Promise<void> {
  await apiClient.call(venueFormsEndpoints.remove, { params: { id } });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVenue,
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: [...VENUE_FORM_QUERY_KEY, id] }),
  });
}
