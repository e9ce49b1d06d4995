import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { httpUrlSchema } from '../../config/config-values.js';

export const GEOCODERS = ['offline', 'nominatim'] as const;
export type Geocoder = (typeof GEOCODERS)[number];

export type GeoConfig = {
  /** `offline` answers from a US gazetteer package; `nominatim` asks a Nominatim-compatible HTTP service. */
  readonly geocoder: Geocoder;
  readonly nominatimUrl: string;
};

export const geoConfig = defineConfigSlice({
  variables: {
    GEOCODER: {
      schema: z.enum(GEOCODERS, { error: `must be one of ${GEOCODERS.join(', ')}` }),
      default: 'offline',
      description: `Geocoding provider: ${GEOCODERS.join(' or ')} (offline uses a bundled US ZIP/city gazetteer).`,
    },
    NOMINATIM_URL: {
      schema: httpUrlSchema,
      default: 'https://nominatim.openstreetmap.org',
      description: 'Base URL of the Nominatim-compatible service used when GEOCODER=nominatim.',
    },
  },
  read: (values): GeoConfig => ({
    geocoder: values.GEOCODER,
    nominatimUrl: values.NOMINATIM_URL.replace(/\/+$/, ''),
  }),
});
