import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT, NOT_FOUND } from './endpoint-errors.js';
import { pointSchema, postalAddressLinesSchema } from './geo.js';
import { idParamSchema } from './lists.js';
import { LIVE_SEARCH } from './live-search.js';
import { itemImagesSchema } from './media.js';
import { pageIdentitySchema } from './page-identity.js';

/** Venue days run Monday = 0 to Sunday = 6 (spec section 3). */
export const openTimeSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  closed: z.boolean(),
  timeStart: z.string().nullable(),
  timeEnd: z.string().nullable(),
});
export type OpenTime = z.infer<typeof openTimeSchema>;

/** How to reach a venue: its website, phone and e-mail, as the API reads them out (each may be ''). */
export const venueContactSchema = z.object({ website: z.string(), phone: z.string(), email: z.string() });

/** A venue (point of interest) as read on a card, a detail page and inside an event. */
export const venueSchema = z.object({
  ...pageIdentitySchema.shape,
  /** The producer's Spanish name (issue 31), '' when none: Spanish readers see it in place of `name` when not empty. */
  nameEs: z.string(),
  shortAddress: z.string(),
  ...postalAddressLinesSchema.shape,
  country: z.string(),
  countryCode: z.string(),
  ...pointSchema.shape,
  timeZone: z.string(),
  ...itemImagesSchema.shape,
  openTimes: z.array(openTimeSchema),
  numEventsFuture: z.number().int(),
  claimed: z.boolean(),
  /** Distance from the search point, in the search's units; null without a search point. */
  distance: z.number().nullable().optional(),
});
export type Venue = z.infer<typeof venueSchema>;

/** Everything the detail page shows beyond the card. */
export const venueDetailSchema = venueSchema.extend({
  description: z.string(),
  /** The Spanish description (issue 31), sanitised HTML like `description`; '' when none. */
  descriptionEs: z.string(),
  ...venueContactSchema.shape,
  alternateTimes: z.string(),
  region: z.string(),
  poiType: z.string(),
  wikipediaUrl: z.string(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  twitterUrl: z.string(),
  published: z.boolean(),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

const venues = endpointGroup({ tag: 'venues', access: PUBLIC, errors: { 400: BAD_INPUT } });

/** Venue (point of interest) detail and live search (the listing is searchEndpoints.venues). */
export const venuesEndpoints = {
  liveSearch: venues.get('/events/api/v1/poi/livesearch/', {
    summary: 'Venue live search: ?q= (1 character or more) or ?id=',
    ...LIVE_SEARCH,
  }),
  detail: venues.get('/events/api/v1/poi/{id}/', {
    summary: 'Venue detail',
    params: idParamSchema,
    response: venueDetailSchema,
    responseDescription: 'The venue.',
    errors: { 404: NOT_FOUND },
  }),
} as const;
