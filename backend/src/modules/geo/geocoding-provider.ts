import type { GeocodeResult } from '@events/contracts/geo';

/** What to geocode: free address text and an ISO 3166-1 alpha-2 country code (upper case). */
export type GeocodeRequest = { readonly address: string; readonly country: string };

/**
 * A geocoder. Resolves to null when the address is unknown; throws GeoError('geocoder_unavailable') when the
 * service behind it cannot answer.
 */
export type GeocodingProvider = {
  readonly name: string;
  geocode(request: GeocodeRequest): Promise<GeocodeResult | null>;
};

/** Injection token of the configured provider (config.geocoder). */
export const GEOCODING_PROVIDER = 'GEOCODING_PROVIDER';
