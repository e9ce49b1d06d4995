import { z } from 'zod';
import { defineConfigSlice, envVar } from '../../config/config-slice.js';
import { httpUrlSchema } from '../../config/config-values.js';

export const GEOCODERS = ['offline', 'nominatim'] as const;
export type Geocoder = (typeof GEOCODERS)[number];

export type GeoConfig = {
  /** `offline` answers from a US gazetteer package; `nominatim` asks a Nominatim-compatible HTTP service. */
  readonly geocoder: Geocoder;
  readonly nominatimUrl: string;
};

export const geoConfig = defineConfigSlice({
  variables: [
    { name: 'GEOCODER', default: 'offline', description: `Geocoding provider: ${GEOCODERS.join(' or ')} (offline uses a bundled US ZIP/city gazetteer).` },
    {
      name: 'NOMINATIM_URL',
      default: 'https://nominatim.openstreetmap.org',
      description: 'Base URL of the Nominatim-compatible service used when GEOCODER=nominatim.',
    },
  ],
  shape: {
    GEOCODER: envVar(z.enum(GEOCODERS, { error: `must be one of ${GEOCODERS.join(', ')}` })),
    NOMINATIM_URL: envVar(httpUrlSchema),
  },
  read: (values): GeoConfig => ({
    geocoder: values.GEOCODER ?? 'offline',
    nominatimUrl: (values.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
  }),
});
