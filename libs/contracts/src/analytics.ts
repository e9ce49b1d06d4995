import { z } from 'zod';
import { ANALYTICS_BEACON_PATH, ANALYTICS_PATH_MAX, ANALYTICS_PATH_PATTERN } from './analytics-constants.js';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_FIELDS, NOT_STAFF } from './endpoint-errors.js';
import { daysFrom } from './iso-days.js';
import { VALIDATION } from './messages.js';
import { REGION_TIME_ZONE } from './reference.js';
import { IMPRESSION_KIND_LABELS, IMPRESSION_PAGE_VIEW_PATTERN } from './metrics-constants.js';
import { impressionBatchSchema } from './metrics.js';
import { isoDateSchema } from './search.js';

export { ANALYTICS_BEACON_PATH, ANALYTICS_PATH_MAX, ANALYTICS_PATH_PATTERN, BEACON_CSRF_FIELD } from './analytics-constants.js';

/**
 * The product's own site analytics (issue 16; producer-and-account.md sections 2, 3, 5, 7): the shell's beacon of page
 * views, and the summaries My Venue Data reads. No cookie, nothing kept on the visitor's device: a visitor is a hash of
 * a secret salt that changes every day, the client address and the user agent.
 */

/** The region's zone: analytics days are its calendar days, as for the impression rollups. */
export const ANALYTICS_TIME_ZONE = REGION_TIME_ZONE;

/** The longest range the summaries answer (issue 16: "ranges over 5 years" are refused). */
export const ANALYTICS_MAX_RANGE_DAYS = 5 * 366;

/** Views of one visitor further apart than this start a new session. */
export const ANALYTICS_SESSION_GAP_MINUTES = 30;

/** Most page views one beacon may carry (a tab reports one per route change; the pagehide beacon a few at most). */
export const ANALYTICS_BEACON_MAX_VIEWS = 20;

export const ANALYTICS_MESSAGES = {
  futureDate: 'Dates in the future are not allowed.',
  rangeTooLong: 'The date range may not be longer than 5 years.',
  needsBoth: 'Enter both dates.',
  path: 'Enter a valid page path.',
} as const;

// Made once: building a DateTimeFormat (time zone data, locale) costs far more than formatting, and every beacon reads today.
const regionDay = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the region (yyyy-MM-dd), read the same way in the browser and on the server. */
export function analyticsToday(now: Date = new Date()): string {
  return regionDay.format(now);
}


/**
 * Query of the summaries: start_date and end_date (yyyy-MM-dd, both or neither; neither = the last 7 days), end not
 * before start, at most 5 years apart. That neither is after today (past only, section 5) is checked against the
 * product's clock where the range is read (the backend's rangeOf, the picker's analyticsToday()), not here: a schema
 * has no clock but the machine's.
 */
export const analyticsRangeQuerySchema = z
  .object({ start_date: isoDateSchema.optional(), end_date: isoDateSchema.optional() })
  .superRefine((value, ctx) => {
    if ((value.start_date === undefined) !== (value.end_date === undefined)) {
      ctx.addIssue({ code: 'custom', path: [value.start_date === undefined ? 'start_date' : 'end_date'], message: ANALYTICS_MESSAGES.needsBoth });
      return;
    }
    if (value.start_date === undefined || value.end_date === undefined) return;
    if (value.end_date < value.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: VALIDATION.dateNotBefore(value.start_date) });
    else if (daysFrom(value.start_date, value.end_date) + 1 > ANALYTICS_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: ANALYTICS_MESSAGES.rangeTooLong });
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** One page view: the page (path only, no query) and the random id of that view. */
export const pageViewSchema = z.object({
  page_view: z.string({ error: VALIDATION.required }).regex(IMPRESSION_PAGE_VIEW_PATTERN, 'Must be a valid UUID.'),
  path: z.string({ error: VALIDATION.required }).max(ANALYTICS_PATH_MAX, VALIDATION.maxLength(ANALYTICS_PATH_MAX)).regex(ANALYTICS_PATH_PATTERN, ANALYTICS_MESSAGES.path),
});
export type PageView = z.infer<typeof pageViewSchema>;

/**
 * Body of the beacon: the page views since the last one, and the card and detail impressions of one page view (their
 * counting rules are the impressions endpoint's: each item once per page view).
 */
export const beaconSchema = z.object({
  views: z.array(pageViewSchema, { error: 'Expected a list of items.' }).max(ANALYTICS_BEACON_MAX_VIEWS, `Ensure this field has no more than ${ANALYTICS_BEACON_MAX_VIEWS} elements.`).default([]),
  /** The impressions endpoint's batch, sent along with the views. */
  impressions: impressionBatchSchema.optional(),
});
export type Beacon = z.infer<typeof beaconSchema>;

/** Site analytics summary (section 3): rows[0] as the original's analytics reports answered it. */
export const analyticsRowSchema = z.object({
  activeUsers: z.number(),
  /** Seconds. */
  averageSessionDuration: z.number(),
  screenPageViews: z.number(),
  screenPageViewsPerSession: z.number(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

/** The figures of one day, for the chart. */
export const analyticsDaySchema = z.object({
  date: z.string(),
  activeUsers: z.number(),
  sessions: z.number(),
  screenPageViews: z.number(),
  averageSessionDuration: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const siteStatsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(analyticsRowSchema),
  byDay: z.array(analyticsDaySchema),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

export const CUSTOM_EVENT_NAMES = [
  IMPRESSION_KIND_LABELS.event_card,
  IMPRESSION_KIND_LABELS.event_detail,
  IMPRESSION_KIND_LABELS.poi_card,
  IMPRESSION_KIND_LABELS.poi_detail,
] as const;
export type CustomEventName = (typeof CUSTOM_EVENT_NAMES)[number];

/** Custom-events data (section 3): a count per event name. */
export const customEventsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  data: z.record(z.enum(CUSTOM_EVENT_NAMES), z.number()),
});
export type CustomEvents = z.infer<typeof customEventsSchema>;

/** Venue statistics response (section 3): all-time impressions of the venue and of each of its events. */
export const venueStatisticsSchema = z.object({
  summary: z.object({
    poiCardImpressions: z.number(),
    poiDetailImpressions: z.number(),
    eventCardImpressions: z.number(),
    eventDetailImpressions: z.number(),
  }),
  byEvent: z.array(z.object({ id: z.number(), name: z.string(), card: z.number(), detail: z.number() })),
});

/** The combined venue view: the venue statistics, plus the analytics of its pages and its impressions over the range. */
export const venueViewSchema = venueStatisticsSchema.extend({
  venue: z.object({ id: z.number(), name: z.string() }),
  analytics: siteStatsSchema,
  customEvents: customEventsSchema,
});
export type VenueView = z.infer<typeof venueViewSchema>;

export const venueIdParamsSchema = z.object({
  venueId: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'A valid integer is required.').max(2147483647, 'A valid integer is required.'),
});

const analytics = endpointGroup({ tag: 'analytics', access: PUBLIC });
/** The whole site's figures over a range of days, for staff. */
const siteAnalytics = endpointGroup({ tag: 'analytics', access: anyRole('staff'), query: analyticsRangeQuerySchema, errors: { 403: NOT_STAFF } });

export const analyticsEndpoints = {
  beacon: analytics.post(ANALYTICS_BEACON_PATH, {
    summary: "The shell's beacon: page views and card impressions, no cookie",
    body: beaconSchema,
    status: 204,
    responseDescription: 'Stored (or dropped: a bot, Do Not Track, a page of no venue or event that exists).',
    description:
      'Sent with navigator.sendBeacon. Page views are stored with a visitor hash (daily salt, client address, user agent) and ' +
      'rolled up every few minutes; impressions count as on the impressions endpoint.',
    errors: { 400: BAD_FIELDS, 413: 'Body over the limit.', 429: 'Too many impressions from this client address.' },
  }),
  siteStats: siteAnalytics.get('/events/api/v1/analytics/site/', {
    summary: 'Site analytics summary over a range of days',
    response: siteStatsSchema,
  }),
  customEvents: siteAnalytics.get('/events/api/v1/analytics/custom-events/', {
    summary: 'Card and detail impressions of the whole site over a range of days',
    response: customEventsSchema,
  }),
  venueView: analytics.get('/events/api/v1/analytics/venues/{venueId}/', {
    access: anyRole('producer', 'staff', 'zeditor'),
    summary: "A venue's statistics and the analytics of its pages",
    params: venueIdParamsSchema,
    query: analyticsRangeQuerySchema,
    response: venueViewSchema,
    errors: { 403: 'Not a producer.', 404: 'No such venue, or one the producer does not manage.' },
  }),
} as const;
