import { z } from 'zod';
import { SEARCH_AD_CLICK_PATH } from './ads-constants.js';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT, NOT_EDITOR, NOT_FOUND } from './endpoint-errors.js';
import { idSchema, pickedIdSchema, resultListSchema } from './lists.js';
import { requiredHttpUrl } from './form-fields.js';
import { VALIDATION } from './messages.js';
import { isoDateSchema } from './search.js';

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
  id: pickedIdSchema,
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

const ads = endpointGroup({ tag: 'ads', access: PUBLIC });

/** The events listing's ads (spec section 9): a targeted search ad with its impression ping, and the ad-network unit. */
export const adsEndpoints = {
  search: ads.get('/events/api/v1/search_ads/', {
    summary: 'An advertisement for an events search',
    description:
      'Takes the events listing query; event_types and keyword choose the ad (best-targeted active ads, drawn by weight). ' +
      `firstForSession is false once the session has pinged an ad (the \`${SEARCH_AD_SEEN_COOKIE}\` cookie).`,
    query: searchAdQuerySchema,
    response: searchAdSchema,
    responseDescription: 'An ad.',
    // Drawn by weight on every call, and personal: it reads the session's ad cookie.
    cache: 'private',
    errors: { 400: BAD_INPUT, 404: NOT_FOUND },
  }),
  ping: ads.post('/events/api/v1/search_ads/ping/', {
    summary: 'Count one impression of an ad (sent when it is shown)',
    body: searchAdPingSchema,
    status: 204,
    responseDescription: `Counted; sets the \`${SEARCH_AD_SEEN_COOKIE}\` cookie (30 minutes, httpOnly).`,
    errors: { 400: BAD_INPUT, 404: NOT_FOUND },
  }),
  network: ads.get('/events/api/v1/ads/network/', {
    summary: "The events listing's second, ad-network unit",
    description: 'As configured by AD_NETWORK: a house promotion (default), a Google AdSense unit (publisher id and slot), or none. Cacheable.',
    response: adNetworkSchema,
    responseDescription: 'The configured unit.',
  }),
} as const;

/*
 * The editors' side of search ads (issue 17): create, edit, schedule and retire them, with each ad's impressions
 * and click-throughs per day. The image comes through the media module's upload call (mediaEndpoints.adImage).
 */

export const SEARCH_AD_MESSAGES = {
  imageRequired: 'An active ad needs an image. Upload one first.',
  httpsOnly: 'The ad\'s link must begin with "https:".',
  endBeforeStart: 'End date must not be earlier than the start date.',
} as const;

export const SEARCH_AD_TITLE_MAX = 120;
export const SEARCH_AD_DESCRIPTION_MAX = 500;
export const SEARCH_AD_BUTTON_MAX = 40;

const adText = (max: number, required: boolean) => {
  const base = z
    .string({ error: VALIDATION.required })
    .trim()
    .max(max, VALIDATION.maxLength(max))
    .refine((v) => !v.includes('\u0000'), VALIDATION.nullCharacters);
  return required ? base.pipe(z.string().min(1, VALIDATION.required)) : base;
};
/** A calendar day that exists (no 2026-02-29: Date.parse rolls it over into March, PostgreSQL refuses it). */
const optionalDay = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string({ error: VALIDATION.date }).pipe(isoDateSchema).nullable(),
);

/** An ad as an editor writes it; an https link, and an end date not before the start date. */
export const searchAdWriteSchema = z
  .object({
    title: adText(SEARCH_AD_TITLE_MAX, true),
    description: adText(SEARCH_AD_DESCRIPTION_MAX, false).default(''),
    url: requiredHttpUrl({ max: 1024 }).refine((v) => v === '' || /^https:/i.test(v), SEARCH_AD_MESSAGES.httpsOnly),
    button_text: adText(SEARCH_AD_BUTTON_MAX, true).default('Learn More'),
    starts_on: optionalDay.default(null),
    ends_on: optionalDay.default(null),
    active: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  })
  .superRefine((ad, ctx) => {
    if (ad.starts_on && ad.ends_on && ad.ends_on < ad.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: SEARCH_AD_MESSAGES.endBeforeStart });
  });
export type SearchAdWrite = z.input<typeof searchAdWriteSchema>;
export type SearchAdWriteParsed = z.output<typeof searchAdWriteSchema>;

/** An ad as the editors' list shows it: the ad as searchers see it (but for the session flag), then its schedule and counts. */
export const adminSearchAdSchema = searchAdSchema.omit({ firstForSession: true }).extend({
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  /** Active and inside its dates today (the region's date). */
  live: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  created: z.string(),
});
export type AdminSearchAd = z.infer<typeof adminSearchAdSchema>;

export const adminSearchAdListSchema = resultListSchema(adminSearchAdSchema);
export type AdminSearchAdList = z.infer<typeof adminSearchAdListSchema>;

export const searchAdStatsSchema = z.object({
  days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
});
export type SearchAdStats = z.infer<typeof searchAdStatsSchema>;

const adIdParams = z.object({ id: positiveId });
const adsAdmin = endpointGroup({ tag: 'ads', access: anyRole('zeditor', 'superuser'), errors: { 403: NOT_EDITOR } });
/** One search ad, by id. */
const searchAd = adsAdmin.with({ params: adIdParams, errors: { 400: BAD_INPUT, 404: NOT_FOUND } });

export const adsAdminEndpoints = {
  list: adsAdmin.get('/events/api/v1/ads/search_ads/', {
    summary: 'Every search ad, newest first, with its total impressions and clicks',
    response: adminSearchAdListSchema,
    responseDescription: 'The ads.',
  }),
  create: adsAdmin.post('/events/api/v1/ads/search_ads/', {
    summary: 'Create a search ad (inactive until it has an image)',
    body: searchAdWriteSchema,
    response: adminSearchAdSchema,
    status: 201,
    responseDescription: 'The new ad.',
    errors: { 400: BAD_INPUT },
  }),
  update: searchAd.put('/events/api/v1/ads/search_ads/{id}/', {
    summary: 'Edit, schedule or retire (active false) a search ad',
    body: searchAdWriteSchema,
    response: adminSearchAdSchema,
    responseDescription: 'The saved ad.',
  }),
  remove: searchAd.delete('/events/api/v1/ads/search_ads/{id}/', {
    summary: 'Delete a search ad and its counts',
    responseDescription: 'Deleted.',
  }),
  stats: searchAd.get('/events/api/v1/ads/search_ads/{id}/stats/', {
    summary: "A search ad's impressions and click-throughs per day",
    response: searchAdStatsSchema,
    responseDescription: 'Days with any count, oldest first.',
  }),
  click: ads.get(SEARCH_AD_CLICK_PATH, {
    summary: "Count one click-through and redirect to the ad's link",
    params: adIdParams,
    responseKind: 'redirect',
    status: 302,
    responseDescription: "Redirects to the ad's https link.",
    // Every click reaches the server, which counts it.
    cache: 'private',
    errors: { 400: BAD_INPUT, 404: NOT_FOUND },
  }),
} as const;
