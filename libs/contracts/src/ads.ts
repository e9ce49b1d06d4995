import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint.js';
import { idSchema, INTEGER_MESSAGE as INTEGER, MAX_ID } from './lists.js';
import { VALIDATION } from './messages.js';

const positiveId = idSchema;

/**
 * GET /events/api/v1/search_ads/: the events listing's own search query. Only `event_types` and `keyword`
 * choose the ad; every other listing parameter (dates, location, ordering, page...) is accepted and ignored.
 */
export const searchAdQuerySchema = z.object({
  event_types: z
    .preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(positiveId))
    .optional(),
  keyword: z.string({ error: 'Enter a single search text.' }).trim().max(200, VALIDATION.maxLength(200)).optional(),
});
export type SearchAdQuery = z.infer<typeof searchAdQuerySchema>;

/**
 * Search advertisement (spec: id, title, description, image, url, buttonText, firstForSession).
 * `firstForSession` is true until this browser session has pinged an ad (see SEARCH_AD_SEEN_COOKIE).
 */
export const searchAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  url: z.string(),
  buttonText: z.string(),
  firstForSession: z.boolean(),
});
export type SearchAd = z.infer<typeof searchAdSchema>;

/** POST /events/api/v1/search_ads/ping/ body, sent when an ad is shown. `id` may be a number or a numeric string. */
export const searchAdPingSchema = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : INTEGER) })
      .int(INTEGER)
      .min(1, VALIDATION.numberMin(1))
      .max(MAX_ID, INTEGER),
  ),
});
export type SearchAdPing = z.infer<typeof searchAdPingSchema>;

/**
 * Cookie the ping sets (httpOnly, 30 minutes, path /events/api/v1/search_ads): while present, the search-ad
 * call answers firstForSession false. A browser session's first ad is the one shown before any ping.
 */
export const SEARCH_AD_SEEN_COOKIE = 'ad_seen';
export const SEARCH_AD_SEEN_SECONDS = 30 * 60;

/** The ad-network units the backend can be configured with (AD_NETWORK): a local house card, Google AdSense, or none. */
export const AD_NETWORK_KINDS = ['house', 'adsense', 'none'] as const;
export type AdNetworkKind = (typeof AD_NETWORK_KINDS)[number];

/** GET /events/api/v1/ads/network/: which second, ad-network unit the events listing shows (spec section 9). */
export const adNetworkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('house') }),
  z.object({ kind: z.literal('adsense'), client: z.string().regex(/^ca-pub-\d+$/), slot: z.string().regex(/^\d+$/) }),
  z.object({ kind: z.literal('none') }),
]);
export type AdNetwork = z.infer<typeof adNetworkSchema>;

const NOT_FOUND = 'Not found: `{detail: "Not found."}`.';

/** The events listing's ads (spec section 9): a targeted search ad with its impression ping, and the ad-network unit. */
export const adsEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/events/api/v1/search_ads/',
    access: PUBLIC,
    tag: 'ads',
    summary: 'An advertisement for an events search',
    description:
      'Takes the events listing query; event_types and keyword choose the ad (best-targeted active ads, drawn by weight). ' +
      `firstForSession is false once the session has pinged an ad (the \`${SEARCH_AD_SEEN_COOKIE}\` cookie).`,
    query: searchAdQuerySchema,
    response: searchAdSchema,
    responseDescription: 'An ad.',
    errors: { 400: 'Bad input: a field error map in the spec wording.', 404: NOT_FOUND },
  }),
  ping: defineEndpoint({
    method: 'POST',
    path: '/events/api/v1/search_ads/ping/',
    access: PUBLIC,
    tag: 'ads',
    summary: 'Count one impression of an ad (sent when it is shown)',
    body: searchAdPingSchema,
    status: 204,
    responseDescription: `Counted; sets the \`${SEARCH_AD_SEEN_COOKIE}\` cookie (30 minutes, httpOnly).`,
    errors: { 400: 'Bad input: a field error map in the spec wording.', 404: NOT_FOUND },
  }),
  network: defineEndpoint({
    method: 'GET',
    path: '/events/api/v1/ads/network/',
    access: PUBLIC,
    tag: 'ads',
    summary: "The events listing's second, ad-network unit",
    description: 'As configured by AD_NETWORK: a house promotion (default), a Google AdSense unit (publisher id and slot), or none. Cacheable.',
    response: adNetworkSchema,
    responseDescription: 'The configured unit.',
  }),
} as const;
