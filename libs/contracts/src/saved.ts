import { z } from 'zod';
import { savedFlagSchema, savedStateSchema } from './auth.js';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, ANONYMOUS_READ } from './endpoint-errors.js';
import { eventSchema } from './events.js';
import { idSchema, INTEGER_MESSAGE, MAX_ID, orderingSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { DISTANCE_UNITS } from './reference.js';
import { venueSchema } from './venues.js';

/**
 * The saved events and saved venues lists (spec producer-and-account "Saved events list", "Saved venues list",
 * section 7). Removing an item is the bookmark toggle with saved=false (toggleEvent / toggleVenue).
 */

export const SAVED_EVENT_ORDERINGS = [
  { value: '-created', label: 'Last added' },
  { value: 'date', label: 'Date' },
  { value: 'distance', label: 'Distance' },
] as const;
export type SavedEventOrdering = (typeof SAVED_EVENT_ORDERINGS)[number]['value'];

export const SAVED_VENUE_ORDERINGS = [
  { value: '-created', label: 'Last added' },
  { value: 'distance', label: 'Distance' },
] as const;
export type SavedVenueOrdering = (typeof SAVED_VENUE_ORDERINGS)[number]['value'];

export const SAVED_MESSAGES = {
  eventsHeading: (n: number) => (n > 0 ? `${n} Upcoming Event${n === 1 ? '' : 's'}` : 'My Events'),
  venuesHeading: (n: number) => (n > 0 ? `${n} Venue${n === 1 ? '' : 's'}` : 'My Venues'),
  eventsEmptyTitle: 'Your events folder is empty.',
  eventsEmptyText: 'Create your loved events list and share with your friends!',
  venuesEmptyTitle: 'Your venues folder is empty.',
  venuesEmptyText: 'Create your loved venues list and share with your friends!',
  discover: 'Discover events',
  /** 400 (field address_id) when the id is not one of the user's own address-book entries. */
} as const;

const choice = { error: VALIDATION.choice };
const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'A valid number is required.' })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, VALIDATION.numberBetween(min, max));

/** The point distances are measured from: latitude + longitude, or one of the user's addresses. */
const pointFields = {
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  address_id: idSchema.optional(),
  units: z.enum(DISTANCE_UNITS, choice).optional(),
};

function checkPoint(value: { latitude?: number; longitude?: number; address_id?: number; ordering: string }, ctx: z.core.$RefinementCtx) {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: VALIDATION.required });
  }
  if (value.ordering === 'distance' && value.latitude === undefined && value.address_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ordering'], message: 'Ordering by distance needs latitude and longitude or address_id.' });
  }
}

/** A saved list's query: one of its orderings (newest saved first by default), the point distances count from, a page. */
function savedListQuerySchema<Ordering extends string>(orderings: readonly { readonly value: Ordering }[], byDefault: NoInfer<Ordering>) {
  return z
    .object({
      ordering: orderingSchema(orderings).default(byDefault),
      ...pointFields,
      ...pageQuerySchema.shape,
    })
    .superRefine(checkPoint);
}

export const savedEventsQuerySchema = savedListQuerySchema(SAVED_EVENT_ORDERINGS, '-created');
export type SavedEventsQuery = z.infer<typeof savedEventsQuerySchema>;

export const savedVenuesQuerySchema = savedListQuerySchema(SAVED_VENUE_ORDERINGS, '-created');
export type SavedVenuesQuery = z.infer<typeof savedVenuesQuerySchema>;

/** A saved event: the card of an event still to come (nextEventOccurrence from now), with when it was saved. */
export const savedEventItemSchema = z.object({ id: z.number().int(), created: z.string(), event: eventSchema });
export type SavedEventItem = z.infer<typeof savedEventItemSchema>;

export const savedVenueItemSchema = z.object({ id: z.number().int(), created: z.string(), pointOfInterest: venueSchema });
export type SavedVenueItem = z.infer<typeof savedVenueItemSchema>;

export const savedEventListSchema = pagedListSchema(savedEventItemSchema);
export type SavedEventList = z.infer<typeof savedEventListSchema>;
export const savedVenueListSchema = pagedListSchema(savedVenueItemSchema);
export type SavedVenueList = z.infer<typeof savedVenueListSchema>;

/** `{id}` of a bookmark path: digits naming an id in range, else `{id: ["A valid integer is required."]}`. */
export const savedItemParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d+$/, INTEGER_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, INTEGER_MESSAGE),
});

type Bookmarked = 'event' | 'venue';
const bookmarks = endpointGroup({ tag: 'bookmarks', access: SIGNED_IN });
const LIST_ERRORS = {
  400: 'Bad query (an address_id that is not one of your addresses, distance without a point, ...).',
  403: ANONYMOUS_READ,
} as const;

/** Whether the signed-in user has saved the event or venue a bookmark path names. */
function bookmarkState<const W extends Bookmarked, const P extends string>(what: W, path: P) {
  return bookmarks.get(path, {
    summary: `Whether the signed-in user has saved this ${what}`,
    params: savedItemParamsSchema,
    response: savedStateSchema,
    responseDescription: 'The state.',
    errors: bookmarkErrors(what),
  });
}

/** Toggles (or forces) the bookmark of the event or venue a bookmark path names. */
function bookmarkToggle<const W extends Bookmarked, const P extends string>(what: W, path: P) {
  return bookmarks.post(path, {
    summary: `Toggle (or force) the bookmark of this ${what}`,
    params: savedItemParamsSchema,
    query: savedFlagSchema,
    body: savedFlagSchema,
    bodyOptional: true,
    response: savedStateSchema,
    responseDescription: 'The new state.',
    errors: bookmarkErrors(what),
  });
}

function bookmarkErrors(what: string) {
  return { 400: 'Non-numeric id.', 403: ANONYMOUS, 404: `Unknown or unpublished ${what}.` } as const;
}

/**
 * Bookmarks of the signed-in user (spec: "POST ... toggles and returns saved; GET reads it") and the saved
 * events and venues lists. The toggle's flag comes from the JSON or form body, or else the query string.
 */
export const savedEndpoints = {
  events: bookmarks.get('/events/api/v1/saved_events/', {
    summary: "The signed-in user's saved events still to come, as event cards (ordering -created, date or distance)",
    query: savedEventsQuerySchema,
    response: savedEventListSchema,
    responseDescription: 'One page of saved events with pagination.',
    list: true,
    errors: LIST_ERRORS,
  }),
  venues: bookmarks.get('/events/api/v1/saved_pois/', {
    summary: "The signed-in user's saved venues, as venue cards (ordering -created or distance)",
    query: savedVenuesQuerySchema,
    response: savedVenueListSchema,
    responseDescription: 'One page of saved venues with pagination.',
    list: true,
    errors: LIST_ERRORS,
  }),
  eventState: bookmarkState('event', '/events/api/saved_events/event/{id}/'),
  toggleEvent: bookmarkToggle('event', '/events/api/saved_events/event/{id}/'),
  venueState: bookmarkState('venue', '/events/api/saved_pois/poi/{id}/'),
  toggleVenue: bookmarkToggle('venue', '/events/api/saved_pois/poi/{id}/'),
} as const;

export const SAVED_PATHS = {
  /** Screen routes (mfe-account). */
  eventsPage: '/saved/events/',
  venuesPage: '/saved/venues/',
} as const;
