import { z } from 'zod';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_FIELDS } from './endpoint-errors.js';
import { daysFrom, plusDays } from './iso-days.js';
import { batchSchema, idParamSchema, idSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { isoDateSchema } from './search.js';
import { UNKNOWN_HOST, WIDGET_HIT_BATCH_MAX, WIDGET_HITS_PATH } from './widgets-constants.js';

export { UNKNOWN_HOST, WIDGET_HIT_BATCH_MAX, WIDGET_HITS_PATH } from './widgets-constants.js';

/**
 * Traffic of calendar widgets (spec producer-and-account "Calendar metrics page", "Widget metrics response",
 * sections 4, 5, 7, 9): widget impressions (a widget page viewed) and event impressions (an event card seen in a
 * widget, an event page opened from one), each with the host of the site the widget is embedded on. Raw hits are
 * rolled up every five minutes per widget, day and host; the metrics call reads only the rollup.
 */

/** Most hosts one metrics call may leave out. */
export const EXCLUDE_HOSTS_MAX = 100;
/** The longest a host name may be (DNS). */
export const HOST_MAX = 253;
/** Spec section 9: "Traffic data refreshes every five minutes (server side)." */
export const WIDGET_ROLLUP_MINUTES = 5;

export const WIDGET_HIT_KINDS = ['widget', 'event'] as const;
export type WidgetHitKind = (typeof WIDGET_HIT_KINDS)[number];

export const WIDGET_METRICS_MESSAGES = {
  widgetImpressions: 'Widget Impressions',
  eventImpressions: 'Event Impressions',
  widgetImpr: 'Widget Impr.',
  eventImpr: 'Event Impr.',
  originDomain: 'Origin Domain',
  show: 'Show',
  by: 'By',
  day: 'Day',
  month: 'Month',
  note: 'Traffic data is updated every five minutes.',
  customDates: 'Custom Dates',
  startDate: 'Start date',
  endDate: 'End date',
  noTraffic: 'No traffic recorded for this period.',
  graphToggle: (host: string) => `Show ${host} in the chart`,
} as const;

/** Spec section 9: "Calendar metric presets: 7, 30, 90 days, last year, all time, custom." */
export const WIDGET_METRICS_RANGES = [
  { value: 'last_7', label: 'Last 7 Days', days: 7 },
  { value: 'last_30', label: 'Last 30 Days', days: 30 },
  { value: 'last_90', label: 'Last 90 Days', days: 90 },
  { value: 'last_year', label: 'Last Year', days: 365 },
  { value: 'all', label: 'All Time', days: null },
  { value: 'custom', label: 'Custom Dates', days: null },
] as const;
export type WidgetMetricsRange = (typeof WIDGET_METRICS_RANGES)[number]['value'];

const HOST_PATTERN = /^(?:\(unknown\)|[a-z0-9.-]{1,253}(?::\d{1,5})?)$/i;
const HOST_MESSAGE = 'Enter a valid host name.';

/** `exclude_hosts=a.example,b.example` (also given as repeated parameters). */
const excludeHostsSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return [];
    const parts = (Array.isArray(v) ? v : [v]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
    return parts.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item)).filter((item) => item !== '');
  },
  z
    .array(z.string().max(HOST_MAX + 6, HOST_MESSAGE).regex(HOST_PATTERN, HOST_MESSAGE))
    .max(EXCLUDE_HOSTS_MAX, `Ensure this field has no more than ${EXCLUDE_HOSTS_MAX} elements.`),
);

/** The longest custom range, in days: ten years of daily points is more than any chart can show. */
export const METRICS_RANGE_MAX_DAYS = 3660;

/** Query of the metrics call: both dates or neither (All Time); end not before start. */
export const widgetMetricsQuerySchema = z
  .object({
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
    exclude_hosts: excludeHostsSchema,
  })
  .superRefine((value, ctx) => {
    if (value.start_date !== undefined && value.end_date === undefined) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: VALIDATION.required });
    } else if (value.end_date !== undefined && value.start_date === undefined) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: VALIDATION.required });
    } else if (value.start_date && value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: VALIDATION.dateNotBefore(value.start_date) });
    } else if (value.start_date && value.end_date && daysFrom(value.start_date, value.end_date) >= METRICS_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: VALIDATION.dateNotAfter(plusDays(value.start_date, METRICS_RANGE_MAX_DAYS - 1)) });
    }
  });
export type WidgetMetricsQuery = z.infer<typeof widgetMetricsQuerySchema>;
export type WidgetMetricsQueryInput = z.input<typeof widgetMetricsQuerySchema>;

export const widgetMetricsParamSchema = z.object({
  widgetId: idParamSchema.shape.id,
});

const countsSchema = z.object({ widgetHitCt: z.number().int(), eventHitCt: z.number().int() });
export type WidgetHitCounts = z.infer<typeof countsSchema>;

/** The metrics answer (spec section 3, "Widget metrics response"). by_host lists every host, excluded ones too. */
export const widgetMetricsSchema = z.object({
  summary: countsSchema,
  /** Keyed yyyy-MM-dd, every day of the range (all time: from the first day with traffic). */
  by_day: z.record(z.string(), countsSchema),
  /** Keyed yyyy-MM. */
  by_month: z.record(z.string(), countsSchema),
  by_host: z.array(countsSchema.extend({ host: z.string() })),
});
export type WidgetMetrics = z.infer<typeof widgetMetricsSchema>;

/** Longest hit token the hits call reads (the server's are about 200 characters). */
export const WIDGET_HIT_TOKEN_MAX = 1000;

/**
 * POST body of the hits call: the hits seen and the token of the widget page that saw them (the server made it when
 * it rendered the page: it names the widget and the embedding host the server saw). The host is credited from the
 * token only; `host` is still read from older pages but never credited.
 */
export const widgetHitBatchSchema = z.object({
  token: z.string({ error: 'Not a valid string.' }).max(WIDGET_HIT_TOKEN_MAX, VALIDATION.maxLength(WIDGET_HIT_TOKEN_MAX)).optional(),
  host: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? UNKNOWN_HOST : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: HOST_MESSAGE }).max(HOST_MAX + 6, HOST_MESSAGE).regex(HOST_PATTERN, HOST_MESSAGE),
  ),
  items: batchSchema(
    z.object({
      kind: z.enum(WIDGET_HIT_KINDS, { error: VALIDATION.choice }),
      widget_id: idSchema,
      event_id: idSchema.optional(),
    }),
    WIDGET_HIT_BATCH_MAX,
  ),
});
export type WidgetHitBatch = z.infer<typeof widgetHitBatchSchema>;


const widgetMetrics = endpointGroup({ tag: 'widgets', access: anyRole('producer') });

export const widgetMetricsEndpoints = {
  metrics: widgetMetrics.get('/events/api/v1/widget_metrics/{widgetId}/', {
    summary: 'Traffic of one of your calendars by day, month and embedding host (rolled up every five minutes)',
    params: widgetMetricsParamSchema,
    query: widgetMetricsQuerySchema,
    response: widgetMetricsSchema,
    responseDescription: 'summary, by_day, by_month and by_host counts.',
    errors: {
      400: 'Bad input: a field error map (dates that do not exist, end before start, too many exclude_hosts).',
      404: 'Unknown id or another producer\'s calendar: `{detail: "Not found."}`.',
    },
  }),
  hits: widgetMetrics.post(WIDGET_HITS_PATH, {
    access: PUBLIC,
    summary: 'Record widget traffic seen by a browser (event cards in a widget, event pages opened from one)',
    body: widgetHitBatchSchema,
    status: 204,
    responseDescription: 'Accepted; hits of other widgets than the batch\'s, of events its calendar does not show, or over the widget\'s allowance on the host are dropped.',
    description:
      'Bots and prefetches are not counted. The host credited is the one the widget page\'s token names; without a valid token, "(unknown)". Rate-limited per client address (WIDGET_HITS_RATE_LIMIT per window) and capped per widget and host (WIDGET_HOST_HITS_RATE_LIMIT per window).',
    errors: {
      400: BAD_FIELDS,
      429: 'Too many hits from this client address: `{detail, code: "throttled"}`, with Retry-After.',
    },
  }),
} as const;
