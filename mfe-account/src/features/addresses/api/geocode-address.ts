import { apiClient } from '@events/api-client/client';
import { geoEndpoints, type GeocodeResult } from '@events/contracts/geo';
import type { GeocodeRequest } from '../utils/address-geocoding';

/** The geocode helper (spec section 2): `?q={address}&country={code}`; 404 when the address is unknown. */
export async function geocodeAddress(request: GeocodeRequest, signal?: AbortSignal): Promise<GeocodeResult> {
  const { data } = await apiClient.call(geoEndpoints.geocode, { query: { q: request.q, country: request.country }, signal });
  return data;
}
