import { z } from 'zod';
import { producerQuotaSchema } from './auth.js';
import { venueSubscriptionSchema } from './billing.js';
import { ownClaimSchema } from './claims.js';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS_READ } from './endpoint-errors.js';

/** The producer's home page (issue 27): where the account menu's producer group starts. */
export const PRODUCER_HOME_PATH = '/manage/';

/**
 * The producer pages the home and the account menu link to (the venue forms' own are VENUE_FORM_PATHS). They equal
 * EVENT_FORM_PATHS and WIDGET_PATHS, written again so the shell's menu does not load those contracts' schemas
 * (+0.6 KB gzip before first paint, `npm run bench:bundle`).
 */
export const PRODUCER_PATHS = {
  home: PRODUCER_HOME_PATH,
  events: '/manage/events/',
  addEvent: '/manage/events/add/',
  calendars: '/account/widgets/',
  calendarMetrics: (widgetId: number) => `/account/widgets/${widgetId}/metrics/`,
  venueData: '/manage/stats/',
  subscription: '/subscription/manage/',
  support: '/manage/support/submit/',
} as const;

/**
 * What a managed venue needs next, most pressing first: a plan that no longer publishes, a quota that is used up,
 * no event yet, or nothing (add another event when the producer wishes).
 */
export const PRODUCER_NEXT_STEPS = ['renew', 'upgrade', 'add-first-event', 'add-event'] as const;
export type ProducerNextStep = (typeof PRODUCER_NEXT_STEPS)[number];

export const PRODUCER_HOME_MESSAGES = {
  title: 'My Venues',
  /** The next steps' links, by step. */
  nextStep: {
    renew: 'Your plan lapsed: renew',
    upgrade: 'Upgrade to publish more events.',
    'add-first-event': 'Add your first event',
    'add-event': 'Add an event',
  } satisfies Record<ProducerNextStep, string>,
  claimInReview: 'Your claim is being reviewed',
  /** A venue's next step when only its billing contact may act on it. */
  askBillingContact: 'Ask the billing contact of this venue to manage its subscription.',
  noVenues: 'You do not manage a venue yet. Claim your venue from its page, or add a new one.',
  noCalendars: 'No calendars yet: build one from a saved search to show your events on your own site.',
  loadFailed: 'We could not load your venues. Please try again.',
} as const;

export const producerHomeVenueSchema = z.object({
  poi: z.object({ id: z.number().int(), name: z.string() }),
  isBillingContact: z.boolean(),
  /** As the user context's producerQuotas: null means no limit. */
  quota: producerQuotaSchema.shape.quota,
  /** The venue's subscription; null when it has none. */
  subscription: venueSubscriptionSchema.nullable(),
  /** Events with an occurrence still to come (the product clock's now). */
  upcomingEvents: z.number().int(),
  /** Page views of the venue's own pages over the last seven days, today included (as of the last rollup). */
  viewsThisWeek: z.number().int(),
  nextStep: z.enum(PRODUCER_NEXT_STEPS),
});
export type ProducerHomeVenue = z.infer<typeof producerHomeVenueSchema>;

/** GET producer home: the managed venues, the claims still in review, the calendars. */
export const producerHomeSchema = z.object({
  /** The first and last day (YYYY-MM-DD, the region's zone) that viewsThisWeek covers. */
  week: z.object({ start: z.string(), end: z.string() }),
  venues: z.array(producerHomeVenueSchema),
  claimsInReview: z.array(ownClaimSchema),
  calendars: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** How many calendars the producer has in all (calendars lists the most recent ones). */
  calendarCount: z.number().int(),
});
export type ProducerHome = z.infer<typeof producerHomeSchema>;

const producer = endpointGroup({ tag: 'producer', access: SIGNED_IN, errors: { 403: ANONYMOUS_READ } });

export const producerHomeEndpoints = {
  get: producer.get('/events/api/v1/producer/home/', {
    summary: "The producer's home: managed venues with quota, plan, upcoming events, this week's views and next step",
    response: producerHomeSchema,
    responseDescription: 'Empty lists for an account that manages nothing and has no claim in review.',
  }),
};
