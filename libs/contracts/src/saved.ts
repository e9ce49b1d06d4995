import { z } from 'zod';
import { eventSchema } from './events.js';
import { idSchema, paginationSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { DISTANCE_UNITS } from './reference.js';
import { venueSchema } from './venues.js';

/**
 * The saved events and saved venues lists (spec producer-and-account "Saved events list", "Saved venues list",
 * section 7). Removing an item is the bookmark toggle with saved=false (AUTH_PATHS.savedEvent / savedPoi).
 */

export const SAVED_PATHS = {
  events: '/events/api/v1/saved_events/',
  venues: '/events/api/v1/saved_pois/',
  /** Screen routes (mfe-account). */
  eventsPage: '/saved/events/',
  venuesPage: '/saved/venues/',
} as const;

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

const choice = { error: (issue: { input?: unknown }) => `Select a valid choice. ${String(issue.input)} is not one of the available choices.` };
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

export const savedEventsQuerySchema = z
  .object({
    ordering: z.enum(SAVED_EVENT_ORDERINGS.map((o) => o.value) as [SavedEventOrdering, ...SavedEventOrdering[]], choice).default('-created'),
    ...pointFields,
    ...pageQuerySchema.shape,
  })
  .superRefine(checkPoint);
export type SavedEventsQuery = z.infer<typeof savedEventsQuerySchema>;

export const savedVenuesQuerySchema = z
  .object({
    ordering: z.enum(SAVED_VENUE_ORDERINGS.map((o) => o.value) as [SavedVenueOrdering, ...SavedVenueOrdering[]], choice).default('-created'),
    ...pointFields,
    ...pageQuerySchema.shape,
  })
  .superRefine(checkPoint);
export type SavedVenuesQuery = z.infer<typeof savedVenuesQuerySchema>;

/** A saved event: the card of an event still to come (nextEventOccurrence from now), with when it was saved. */
export const savedEventItemSchema = z.object({ id: z.number().int(), created: z.string(), event: eventSchema });
export type SavedEventItem = z.infer<typeof savedEventItemSchema>;

export const savedVenueItemSchema = z.object({ id: z.number().int(), created: z.string(), pointOfInterest: venueSchema });
export type SavedVenueItem = z.infer<typeof savedVenueItemSchema>;

export const savedEventListSchema = z.object({ results: z.array(savedEventItemSchema), pagination: paginationSchema });
export type SavedEventList = z.infer<typeof savedEventListSchema>;
export const savedVenueListSchema = z.object({ results: z.array(savedVenueItemSchema), pagination: paginationSchema });
export type SavedVenueList = z.infer<typeof savedVenueListSchema>;
