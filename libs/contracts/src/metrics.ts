import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT } from './endpoint-errors.js';
import { IMPRESSION_BATCH_MAX, IMPRESSION_KINDS, IMPRESSION_PAGE_VIEW_PATTERN, IMPRESSIONS_PATH } from './metrics-constants.js';
import { VALIDATION } from './messages.js';
import { batchSchema } from './lists.js';

export {
  IMPRESSION_BATCH_MAX,
  IMPRESSION_FLUSH_MS,
  IMPRESSION_KIND_LABELS,
  IMPRESSION_KINDS,
  IMPRESSION_PAGE_VIEW_PATTERN,
  IMPRESSION_VISIBLE_MS,
  IMPRESSION_VISIBLE_RATIO,
  IMPRESSIONS_PATH,
  type ImpressionKind,
} from './metrics-constants.js';

/** A widget id as it appears in /widget/{id}/ and `?widget=`. */
export const widgetIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'Enter a valid widget id.');

const INTEGER = 'A valid integer is required.';

export const impressionItemSchema = z.object({
  kind: z.enum(IMPRESSION_KINDS, { error: VALIDATION.choice }),
  id: z.number({ error: INTEGER }).int(INTEGER).min(1, INTEGER).max(2147483647, INTEGER),
  /** Set when the card or page was seen inside an embedded widget. */
  widgetId: widgetIdSchema.optional(),
});
export type ImpressionItem = z.infer<typeof impressionItemSchema>;

/** Body of POST /events/api/v1/metrics/impressions/ (answered 204). */
export const impressionBatchSchema = z.object({
  /** The page view the items were seen in (lower-case UUID): each item counts once per page view. */
  pageView: z.string({ error: VALIDATION.required }).regex(IMPRESSION_PAGE_VIEW_PATTERN, 'Must be a valid UUID.'),
  items: batchSchema(impressionItemSchema, IMPRESSION_BATCH_MAX),
});
export type ImpressionBatch = z.infer<typeof impressionBatchSchema>;

const metrics = endpointGroup({ tag: 'metrics', access: PUBLIC });

export const metricsEndpoints = {
  impressions: metrics.post(IMPRESSIONS_PATH, {
    summary: 'Count card impressions and detail views, batched by the browser',
    body: impressionBatchSchema,
    status: 204,
    responseDescription: 'Counted in the daily rollup.',
    description:
      'Each (kind, id, widgetId) counts once per page view, however often it is sent. Rate-limited per client address ' +
      '(IMPRESSIONS_RATE_LIMIT items per IMPRESSIONS_RATE_WINDOW_SECONDS).',
    errors: {
      400: BAD_INPUT,
      429: 'Too many impressions from this client address: `{detail, code: "throttled"}`, with Retry-After.',
    },
  }),
} as const;
