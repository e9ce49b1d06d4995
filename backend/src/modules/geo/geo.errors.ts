import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';
import { ERRORS } from '@events/contracts/messages';

export type GeoErrorCode = 'geocoding_failed' | 'geocoder_unavailable';

export const GEOCODER_UNAVAILABLE = 'The geocoding service is unavailable. Please try again later.';

const GEO_ERRORS: Record<GeoErrorCode, ErrorDefinition> = {
  geocoding_failed: { status: 404, detail: ERRORS.geocoding },
  geocoder_unavailable: { status: 503, detail: GEOCODER_UNAVAILABLE },
};

export class GeoError extends moduleErrorOf(GEO_ERRORS) {}
