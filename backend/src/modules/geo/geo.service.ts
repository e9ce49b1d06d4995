import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_GEOCODE_COUNTRY, type GeocodeResult } from '@events/contracts/geo';
import { GeoError } from './geo.errors.js';
import { GEOCODING_PROVIDER, type GeocodingProvider } from './geocoding-provider.js';

@Injectable()
export class GeoService {
  constructor(@Inject(GEOCODING_PROVIDER) private readonly provider: GeocodingProvider) {}

  /**
   * The point of an address (for the geocode helper and later the address book). Throws GeoError:
   * `geocoding_failed` (404, the spec's message) when unknown, `geocoder_unavailable` (503) when the
   * configured service cannot answer.
   */
  async resolve(address: string, country: string = DEFAULT_GEOCODE_COUNTRY): Promise<GeocodeResult> {
    const result = await this.provider.geocode({ address: address.trim(), country: country.trim().toUpperCase() });
    if (!result) throw new GeoError('geocoding_failed');
    return result;
  }
}
