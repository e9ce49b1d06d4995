import { apiClient } from '@events/api-client/client';
import { geoEndpoints, type GeocodeResult } from '@events/contracts/geo';

/** The geocode helper: `?q={address}&country={code}`; 404 when the address is unknown. */
export async function geocodeVenueAddress(q: string, country: string, signal?: AbortSignal): Promise<GeocodeResult> {
  const { data } = await apiClient.call(geoEndpoints.geocode, { query: { q, country }, signal });
  return data;
}
