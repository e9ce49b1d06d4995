import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';
import { GEOCODING_PROVIDER, type GeocodingProvider } from './geocoding-provider.js';
import { NOMINATIM_TIMEOUT_MS, NominatimGeocoder } from './nominatim-geocoder.js';
import { OfflineGeocoder } from './offline-geocoder.js';

/** The provider chosen by GEOCODER: `offline` (default, bundled US gazetteer) or `nominatim` (NOMINATIM_URL). */
export function geocodingProviderFor(config: AppConfig): GeocodingProvider {
  if (config.geocoder === 'nominatim') {
    return new NominatimGeocoder({
      baseUrl: config.nominatimUrl,
      userAgent: `region-events/${config.version} (events listing geocode helper)`,
      timeoutMs: NOMINATIM_TIMEOUT_MS,
    });
  }
  return new OfflineGeocoder();
}

@Module({
  controllers: [GeoController],
  providers: [GeoService, { provide: GEOCODING_PROVIDER, useFactory: geocodingProviderFor, inject: [APP_CONFIG] }],
  exports: [GeoService],
})
export class GeoModule {}
