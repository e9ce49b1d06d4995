import { z } from 'zod';
import { eventListingSchema } from './events.js';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT } from './endpoint-errors.js';
import { daysFrom, plusDays } from './iso-days.js';
import { orderingSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';
import {
  AGE_GROUP_VALUES,
  DISTANCE_UNITS,
  EVENT_ORDERINGS,
  GLOBAL_RADIUS,
  PRICE_TIER_VALUES,
  VENUE_ORDERINGS,
} from './reference.js';
import { venueSchema } from './venues.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date given as yyyy-MM-dd that really exists (no 2026-02-30). */
export const isoDateSchema = z.string().refine((value) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, VALIDATION.date);

/** The longest date range a listing accepts, in days (date_start and date_end included). */
export const MAX_SEARCH_RANGE_DAYS = 366;

const choiceError = { error: VALIDATION.choice };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { error: 'Must be a valid boolean.' })
  .transform((v) => v === 'true' || v === '1' || v === 'True');

const number = (min: number, max: number) =>
  z.coerce
    .number({ error: 'A valid number is required.' })
    .refine(Number.isFinite, 'A valid number is required.')
    .refine((n) => n >= min && n <= max, VALIDATION.numberBetween(min, max));

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));

/** Filters both listings share (spec section 3, "Event search filters"). */
const searchFilterFields = {
  keyword: z.string().trim().max(200, VALIDATION.maxLength(200)).optional(),
  latitude: number(-90, 90).optional(),
  longitude: number(-180, 180).optional(),
  address_id: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').positive().optional(),
  radius: number(1, GLOBAL_RADIUS.km).optional(),
  units: z.enum(DISTANCE_UNITS, choiceError).optional(),
  date_start: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
  event_types: list(
    z.coerce
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .positive('A valid integer is required.')
      .max(2147483647, 'A valid integer is required.'),
  ).optional(),
  age_groups: list(z.enum(AGE_GROUP_VALUES, choiceError)).optional(),
  prices: list(z.enum(PRICE_TIER_VALUES, choiceError)).optional(),
  is_online: booleanFlag.optional(),
  is_in_person: booleanFlag.optional(),
};

function checkSearch<
  T extends { latitude?: number; longitude?: number; radius?: number; units?: 'mi' | 'km'; date_start?: string; date_end?: string },
>(value: T, ctx: z.core.$RefinementCtx<T>) {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: VALIDATION.required });
  }
  const globalRadius = GLOBAL_RADIUS[value.units ?? 'mi'];
  if (value.radius !== undefined && value.radius > globalRadius) {
    ctx.addIssue({ code: 'custom', path: ['radius'], message: VALIDATION.numberBetween(1, globalRadius) });
  }
  if (value.date_start && value.date_end && value.date_end < value.date_start) {
    ctx.addIssue({ code: 'custom', path: ['date_end'], message: VALIDATION.dateNotBefore(value.date_start) });
  } else if (value.date_start && value.date_end && daysFrom(value.date_start, value.date_end) >= MAX_SEARCH_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['date_end'], message: VALIDATION.dateNotAfter(plusDays(value.date_start, MAX_SEARCH_RANGE_DAYS - 1)) });
  }
}

/** A listing's query: the filters both listings share, one of that listing's orderings, and a page. */
function listingQuerySchema<const O extends string>(orderings: readonly { readonly value: O }[]) {
  return z
    .object({
      ...searchFilterFields,
      ordering: orderingSchema(orderings).optional(),
      ...pageQuerySchema.shape,
    })
    .superRefine(checkSearch);
}

export const eventSearchQuerySchema = listingQuerySchema(EVENT_ORDERINGS);
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>;

export const venueSearchQuerySchema = listingQuerySchema(VENUE_ORDERINGS);
export type VenueSearchQuery = z.infer<typeof venueSearchQuerySchema>;

export { eventListingSchema, type EventListing } from './events.js';

export const venueListingSchema = pagedListSchema(venueSchema);
export type VenueListing = z.infer<typeof venueListingSchema>;

export { liveSearchItemSchema, liveSearchQuerySchema, type LiveSearchItem, type LiveSearchQuery } from './live-search.js';

const listings = endpointGroup({ tag: 'events', access: PUBLIC, errors: { 400: BAD_INPUT } });

/** The two listings (spec section 3, "Event search filters"; section 7). */
export const searchEndpoints = {
  events: listings.get('/events/api/v1/events/', {
    summary: 'Events listing with every search filter',
    query: eventSearchQuerySchema,
    response: eventListingSchema,
    responseDescription: 'One page of events with pagination.',
    list: true,
  }),
  venues: listings.get('/events/api/v1/poi/', {
    tag: 'venues',
    summary: 'Venue (point of interest) listing with every search filter',
    query: venueSearchQuerySchema,
    response: venueListingSchema,
    responseDescription: 'One page of venues with pagination.',
    list: true,
  }),
} as const;
