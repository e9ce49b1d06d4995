import { apiClient } from '@events/api-client/client';
import { venueFormsEndpoints } from '@events/contracts/venue-forms';

/** GET /events/api/v1/poi/time-zone/?lat=&lon=: the zone the form proposes for the venue's position. */
export async function getTimeZone(lat: number, lon: number, signal?: AbortSignal): Promise<string> {
  const { data } = await apiClient.call(venueFormsEndpoints.timeZone, { query: { lat, lon }, signal });
  return data.timeZone;
}
