import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT } from './endpoint-errors.js';
import { VALIDATION } from './messages.js';

/** Longest address text the geocode helper accepts. */
export const GEOCODE_QUERY_MAX = 512;
export const DEFAULT_GEOCODE_COUNTRY = 'US';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
export const COUNTRY_CODE_MESSAGE = 'Enter a valid two-letter country code.';
const SINGLE_VALUE = 'Enter a single value.';

/** GET /manage/geocode/?q={address}&country={code}: address text and an ISO 3166-1 alpha-2 country (US by default). */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : SINGLE_VALUE) })
    .trim()
    .min(1, VALIDATION.required)
    .max(GEOCODE_QUERY_MAX, VALIDATION.maxLength(GEOCODE_QUERY_MAX)),
  country: z
    .string({ error: SINGLE_VALUE })
    .trim()
    .regex(COUNTRY_CODE, COUNTRY_CODE_MESSAGE)
    .transform((code) => code.toUpperCase())
    .default(DEFAULT_GEOCODE_COUNTRY),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** A point as the API reads it out: latitude and longitude in degrees. */
export const pointSchema = z.object({ lat: z.number(), lon: z.number() });
export type Point = z.infer<typeof pointSchema>;

/** The street, town, state and postal code of an address as the API reads them out. */
export const postalAddressLinesSchema = z.object({ street: z.string(), city: z.string(), state: z.string(), postalCode: z.string() });

/** An address and its point as an address form reads them back (the form's field names: the address book, the venue form). */
export const formAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  ...pointSchema.shape,
});

/** A geocoded point; `displayName` says what the address was understood as (e.g. "Pittsfield, MA 01201"). */
export const geocodeResultSchema = z.object({
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
  displayName: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

const geo = endpointGroup({ tag: 'geo', access: PUBLIC });

export const geoEndpoints = {
  geocode: geo.get('/manage/geocode/', {
    summary: 'Geocode helper: address text -> longitude and latitude',
    query: geocodeQuerySchema,
    response: geocodeResultSchema,
    responseDescription: 'The point of the address.',
    // The address a visitor typed (often their own) stays out of shared caches.
    cache: 'private',
    errors: {
      400: BAD_INPUT,
      404: '`{detail: "Geocoding failed for the provided address."}`.',
      503: 'The configured geocoding service did not answer.',
    },
  }),
} as const;
