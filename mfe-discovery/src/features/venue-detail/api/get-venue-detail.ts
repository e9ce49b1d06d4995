import { apiClient } from '@events/api-client/client';
import { venuesEndpoints } from '@events/contracts/venues';
import { DETAIL_QUERY_NAMES, usePublicDetail } from '../../../hooks/use-public-detail';

/** GET the venue's detail (404 when unknown or unpublished). */
export function useVenueDetail(id: number | null) {
  return usePublicDetail(DETAIL_QUERY_NAMES.venue, id, (venueId, signal) => apiClient.call(venuesEndpoints.detail, { params: { id: venueId }, signal }));
}
