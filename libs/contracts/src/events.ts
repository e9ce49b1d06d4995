import { z } from 'zod';
import { EVENT_STATUSES } from './event-status.js';
import { eventTypeSchema } from './event-types.js';
import { AGE_GROUP_VALUES, PRICE_TIER_VALUES } from './reference.js';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT, NOT_FOUND } from './endpoint-errors.js';
import { idParamSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { LIVE_SEARCH } from './live-search.js';
import { itemImagesSchema } from './media.js';
import { pageIdentitySchema } from './page-identity.js';
import { venueSchema } from './venues.js';

export const labelledSchema = <V extends [string, ...string[]]>(values: V) =>
  z.object({ value: z.enum(values), label: z.string() });

/** One dated occurrence as instants (ISO 8601 with offset). */
export const occurrenceSchema = z.object({
  timestampStart: z.string(),
  timestampEnd: z.string().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** The next occurrence inside the searched range, also given as the venue's local date and times. */
export const nextOccurrenceSchema = z.object({
  eventDate: z.string(), // yyyy-MM-dd in the venue's time zone
  times: z.string(), // "7:00 PM – 9:00 PM" in the venue's time zone
  timestamps: occurrenceSchema,
});
export type NextOccurrence = z.infer<typeof nextOccurrenceSchema>;

/** Highlight classes of an event card (spec section 4). */
export const EVENT_HIGHLIGHTS = ['recurring', 'single', 'highlight', 'promoted', 'cancelled', 'postponed'] as const;
export type EventHighlight = (typeof EVENT_HIGHLIGHTS)[number];

/** An event as read on a card (listing, venue page, saved lists). */
export const eventSchema = z.object({
  ...pageIdentitySchema.shape,
  /** The producer's Spanish name (issue 31), '' when none: Spanish readers see it in place of `name` when not empty. */
  nameEs: z.string(),
  description: z.string(), // sanitised HTML: bold, italic, lists, links
  eventType: eventTypeSchema,
  nextEventOccurrence: nextOccurrenceSchema.nullable(),
  ageGroup: z.array(labelledSchema(AGE_GROUP_VALUES)),
  price: labelledSchema(PRICE_TIER_VALUES),
  priceInformation: z.string(),
  isOnline: z.boolean(),
  isInPerson: z.boolean(),
  isGlobal: z.boolean(),
  ticketUrl: z.string(),
  onlineUrl: z.string(),
  pointOfInterest: venueSchema.omit({ openTimes: true, numEventsFuture: true, distance: true }),
  ...itemImagesSchema.shape,
  highlights: z.array(z.enum(EVENT_HIGHLIGHTS)),
  /** Scheduled, cancelled, postponed or moved online (a cancelled event stays listed until its date). */
  status: z.enum(EVENT_STATUSES),
  /** Distance from the search point in the search's units; null for online-only or without a point. */
  distance: z.number().nullable(),
});
export type EventCard = z.infer<typeof eventSchema>;

/** The detail page adds the upcoming occurrences (spec spelling: `occurences`). */
export const eventDetailSchema = eventSchema.extend({
  /** The Spanish description (issue 31), sanitised HTML like `description`; '' when none. */
  descriptionEs: z.string(),
  url: z.string(),
  occurences: z.array(occurrenceSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventListingSchema = pagedListSchema(eventSchema);
export type EventListing = z.infer<typeof eventListingSchema>;

const events = endpointGroup({ tag: 'events', access: PUBLIC, errors: { 400: BAD_INPUT } });
/** An event, or a venue's events, by id. */
const byId = events.with({ params: idParamSchema, errors: { 404: NOT_FOUND } });

/** Event detail, event live search and a venue's upcoming events (the listing is searchEndpoints.events). */
export const eventsEndpoints = {
  liveSearch: events.get('/events/api/v1/events/livesearch/', {
    summary: 'Event live search: ?q= (1 character or more) or ?id=',
    ...LIVE_SEARCH,
  }),
  detail: byId.get('/events/api/v1/events/{id}/', {
    summary: 'Event detail',
    response: eventDetailSchema,
    responseDescription: 'The event with its upcoming occurrences.',
  }),
  ofVenue: byId.get('/events/api/v1/poi/{id}/events/', {
    tag: 'venues',
    summary: "A venue's upcoming events",
    query: pageQuerySchema,
    response: eventListingSchema,
    responseDescription: 'One page of events, soonest first.',
    list: true,
  }),
} as const;
