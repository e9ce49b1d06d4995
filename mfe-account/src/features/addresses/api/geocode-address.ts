import { apiClient } from '@events/api-client/client';
import { geocodeResultSchema, type GeocodeResult } from '@events/contracts/geo';
import type { GeocodeRequest } from '../utils/address-geocoding';

/** The geocode helper (spec section 2): `?q={address}&country={code}`; 404 when the address is unknown. */
export const GEOCODE_PATH = '/manage/geocode/';

export async function geocodeAddress(request: GeocodeRequest, signal?: AbortSignal): Promise<GeocodeResult> {
  const { data } = await apiClient.get(GEOCODE_PATH, geocodeResultSchema, { query: { q: request.q, country: request.country }, signal });
  return data;
}
