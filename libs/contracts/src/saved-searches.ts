import { z } from 'zod';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS } from './endpoint-errors.js';
import { pointSchema, postalAddressLinesSchema } from './geo.js';
import { idParamSchema, idSchema, pagedListSchema, RECENCY_ORDERINGS, recencyListQuerySchema, type RecencyOrdering, recencyTimesSchema, resultListSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { AGE_GROUP_VALUES, GLOBAL_RADIUS, NAMED_DATES, PRICE_TIER_VALUES, type DatePreset, type NamedDate } from './reference.js';
import { isoDateSchema } from './search.js';

/**
 * Saved searches (spec producer-and-account "Saved searches list", "Export Saved Search Results modal", the
 * saved-search entity, sections 4, 7, 8, 9).
 */

export const SAVED_SEARCH_NAME_MAX = 65;
/** The most saved searches one user may keep. */
export const MAX_SAVED_SEARCHES = 100;
export const EXPORT_COUNTS = [10, 20, 50] as const;
export type ExportCount = (typeof EXPORT_COUNTS)[number];
export const DEFAULT_EXPORT_COUNT: ExportCount = 10;

export const SAVED_SEARCH_MESSAGES = {
  heading: (n: number) => `${n} Saved Search${n === 1 ? '' : 'es'}`,
  emptyTitle: 'Your saved searches folder is empty.',
  emptyText: 'Save your customized searches for reuse.',
  copied: 'Text Copied!',
  copy: 'Copy Text',
  /** 400 (nonFieldErrors) when the user already keeps MAX_SAVED_SEARCHES searches. */
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one before saving another.`,
  /** 400 (default_loc_id) when both a default location and an address are chosen. */
  oneLocation: 'Choose either a default location or an address, not both.',
} as const;

export const SAVED_SEARCH_ORDERINGS = RECENCY_ORDERINGS;
export type SavedSearchOrdering = RecencyOrdering;

/** How a saved search reads its location: '' (none chosen), 'current' (the browser's) or a default town id. */
export const CURRENT_LOCATION = 'current';
export const EVENT_SETTING_FILTERS = ['', 'online', 'in_person'] as const;
export type EventSettingFilter = (typeof EVENT_SETTING_FILTERS)[number];

const choice = { error: VALIDATION.choice };
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item));
const nullableDate = z.preprocess((v) => (v === '' ? null : v), isoDateSchema.nullable());

const searchNameSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(SAVED_SEARCH_NAME_MAX, VALIDATION.maxLength(SAVED_SEARCH_NAME_MAX));

/** Every write field but the name (spec: "writes: ..."), shared by POST and PATCH. */
const searchFields = {
  radius: z.coerce
    .number({ error: 'A valid number is required.' })
    .refine((n) => Number.isFinite(n) && n >= 1 && n <= GLOBAL_RADIUS.km, VALIDATION.numberBetween(1, GLOBAL_RADIUS.km))
    .nullable(),
  /** The date as the listing showed it ("Next 7 Days", "Nov 22 - Nov 30"), kept for the card. */
  pretty_date: z.string().trim().max(100, VALIDATION.maxLength(100)),
  named_date: z.enum(['', ...NAMED_DATES] as ['', ...NamedDate[]], choice),
  date_start: nullableDate,
  date_end: nullableDate,
  keyword: z.string().trim().max(200, VALIDATION.maxLength(200)),
  event_setting: z.enum(EVENT_SETTING_FILTERS, choice),
  age_group: list(z.enum(AGE_GROUP_VALUES, choice)),
  price: list(z.enum(PRICE_TIER_VALUES, choice)),
  event_types: list(idSchema),
  is_active: z.boolean({ error: 'Must be a valid boolean.' }),
  /** '' or 'current' or one of DEFAULT_LOCATIONS' ids; checked by the server. */
  default_loc_id: z.string().trim().max(64),
  address_id: idSchema.nullable(),
};

function checkDates(value: { date_start?: string | null; date_end?: string | null }, ctx: z.core.$RefinementCtx) {
  if (value.date_start && value.date_end && value.date_end < value.date_start) {
    ctx.addIssue({ code: 'custom', path: ['date_end'], message: VALIDATION.dateNotBefore(value.date_start) });
  }
}

/** POST body (JSON): a name and the search as the listing had it; unset fields take the defaults. */
export const savedSearchCreateSchema = z
  .object({
    search_name: searchNameSchema,
    radius: searchFields.radius.default(null),
    pretty_date: searchFields.pretty_date.default(''),
    named_date: searchFields.named_date.default(''),
    date_start: searchFields.date_start.default(null),
    date_end: searchFields.date_end.default(null),
    keyword: searchFields.keyword.default(''),
    event_setting: searchFields.event_setting.default(''),
    age_group: searchFields.age_group,
    price: searchFields.price,
    event_types: searchFields.event_types,
    is_active: searchFields.is_active.default(true),
    default_loc_id: searchFields.default_loc_id.default(''),
    address_id: searchFields.address_id.default(null),
  })
  .superRefine(checkDates);
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** PATCH body: any subset (a rename sends only {search_name}); the update-existing mode sends the whole search. */
export const savedSearchPatchSchema = z
  .object({
    search_name: searchNameSchema.optional(),
    radius: searchFields.radius.optional(),
    pretty_date: searchFields.pretty_date.optional(),
    named_date: searchFields.named_date.optional(),
    date_start: searchFields.date_start.optional(),
    date_end: searchFields.date_end.optional(),
    keyword: searchFields.keyword.optional(),
    event_setting: searchFields.event_setting.optional(),
    age_group: searchFields.age_group.optional(),
    price: searchFields.price.optional(),
    event_types: searchFields.event_types.optional(),
    is_active: searchFields.is_active.optional(),
    default_loc_id: searchFields.default_loc_id.optional(),
    address_id: searchFields.address_id.optional(),
  })
  .superRefine(checkDates);
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

export const savedSearchAddressSchema = z.object({
  id: z.number().int(),
  addressName: z.string(),
  ...pointSchema.shape,
  streetNumber: z.string(),
  ...postalAddressLinesSchema.shape,
});

/** A saved search as read (spec section 3, "Saved search: ... Reads"). */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  searchName: z.string(),
  /** `/events/?...`: the listing this search opens; a named date is resolved to today's range when read. */
  searchUrl: z.string(),
  defaultLocId: z.string(),
  address: savedSearchAddressSchema.nullable(),
  radius: z.number().nullable(),
  prettyDate: z.string(),
  namedDate: z.enum(['', ...NAMED_DATES] as ['', ...NamedDate[]]),
  dateStart: z.string().nullable(),
  dateEnd: z.string().nullable(),
  keyword: z.string(),
  eventSetting: z.enum(EVENT_SETTING_FILTERS),
  eventTypeLabels: z.array(z.string()),
  /** Each category's Spanish name ('' when it has none), in eventTypeLabels' order (issue 31). */
  eventTypeLabelsEs: z.array(z.string()),
  ageGroupLabels: z.array(z.string()),
  priceLabels: z.array(z.string()),
  eventTypes: z.array(z.number().int()),
  ageGroups: z.array(z.enum(AGE_GROUP_VALUES)),
  prices: z.array(z.enum(PRICE_TIER_VALUES)),
  isActive: z.boolean(),
  /** The secret of the search's private calendar and RSS feeds (alerts.ts feedLinksOf); a revoke replaces it. */
  feedToken: z.string(),
  ...recencyTimesSchema.shape,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListQuerySchema = recencyListQuerySchema;
export type SavedSearchListQuery = z.infer<typeof savedSearchListQuerySchema>;

export const savedSearchListSchema = pagedListSchema(savedSearchSchema);
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/**
 * GET {base}{id}/results/?count=10|20|50. A search whose location is 'current' has no stored point: the caller
 * may pass latitude and longitude; without them the first default town is used.
 */
export const savedSearchResultsQuerySchema = z.object({
  count: z.coerce
    .number({ error: 'A valid integer is required.' })
    .refine((n) => (EXPORT_COUNTS as readonly number[]).includes(n), `Select a valid choice. Allowed: ${EXPORT_COUNTS.join(', ')}.`)
    .default(DEFAULT_EXPORT_COUNT),
  latitude: z.coerce.number({ error: 'A valid number is required.' }).min(-90, VALIDATION.numberBetween(-90, 90)).max(90, VALIDATION.numberBetween(-90, 90)).optional(),
  longitude: z.coerce.number({ error: 'A valid number is required.' }).min(-180, VALIDATION.numberBetween(-180, 180)).max(180, VALIDATION.numberBetween(-180, 180)).optional(),
});
export type SavedSearchResultsQuery = z.infer<typeof savedSearchResultsQuerySchema>;

/** One exported result (spec: "Search result items read: name, point_of_interest.name, next_event_occurrence_formatted, absolute_url"). */
export const savedSearchResultItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  point_of_interest: z.object({ name: z.string() }).nullable(),
  next_event_occurrence_formatted: z.string(),
  /** Absolute (with the site origin), so the exported text works when pasted anywhere. */
  absolute_url: z.string(),
});
export type SavedSearchResultItem = z.infer<typeof savedSearchResultItemSchema>;

export const savedSearchResultsSchema = resultListSchema(savedSearchResultItemSchema);
export type SavedSearchResults = z.infer<typeof savedSearchResultsSchema>;

/** The export modal's text: one block per result (name, venue, next occurrence, URL), a blank line between. */
export function exportText(items: readonly SavedSearchResultItem[]): string {
  return items
    .map((item) => [item.name, item.point_of_interest?.name ?? '', item.next_event_occurrence_formatted, item.absolute_url].filter((l) => l !== '').join('\n'))
    .join('\n\n');
}

/** The saved-search spelling of a listing's date preset ('this-weekend' -> 'this_weekend'); '' for a custom range. */
export function namedDateOfPreset(preset: DatePreset): NamedDate | '' {
  if (preset === 'custom') return '';
  return preset.replace('-', '_') as NamedDate;
}

const SEARCHES = '/events/api/v1/saved_searches/';
const ITEM = '/events/api/v1/saved_searches/{id}/';
const BAD_INPUT = 'Bad input: a field error map (unknown event type, foreign address_id, unknown default_loc_id, ...).';
const NOT_FOUND = 'Unknown id or another user\'s search: `{detail: "Not found."}`.';
const savedSearches = endpointGroup({ tag: 'saved searches', access: SIGNED_IN, errors: { 400: BAD_INPUT, 403: ANONYMOUS } });
/** One search of the caller's, by id. */
const savedSearch = savedSearches.with({ params: idParamSchema, errors: { 404: NOT_FOUND } });

/** The saved searches of the signed-in user (spec producer-and-account section 7). */
export const savedSearchesEndpoints = {
  list: savedSearches.get(SEARCHES, {
    summary: 'Your saved searches (ordering -updated or -created)',
    query: savedSearchListQuerySchema,
    response: savedSearchListSchema,
    responseDescription: 'One page of saved searches with pagination.',
    list: true,
  }),
  create: savedSearches.post(SEARCHES, {
    summary: 'Save a search (at most 100 per user)',
    body: savedSearchCreateSchema,
    status: 201,
    response: savedSearchSchema,
    responseDescription: 'The saved search.',
  }),
  get: savedSearch.get(ITEM, {
    summary: 'One of your saved searches',
    response: savedSearchSchema,
    responseDescription: 'The saved search.',
  }),
  update: savedSearch.patch(ITEM, {
    summary: 'Change a saved search (a rename sends only search_name)',
    body: savedSearchPatchSchema,
    response: savedSearchSchema,
    responseDescription: 'The changed search.',
  }),
  remove: savedSearch.delete(ITEM, {
    summary: 'Delete a saved search',
    responseDescription: 'Deleted.',
  }),
  results: savedSearch.get('/events/api/v1/saved_searches/{id}/results/', {
    summary: 'The events of a saved search from today, soonest first (count 10, 20 or 50), for the export',
    query: savedSearchResultsQuerySchema,
    response: savedSearchResultsSchema,
    responseDescription: 'The results, with absolute URLs.',
  }),
  revokeFeed: savedSearch.post('/events/api/v1/saved_searches/{id}/feed_token/', {
    summary: "Revoke a search's feed addresses: a new secret replaces the old one, whose feeds then answer 404",
    response: savedSearchSchema,
    responseDescription: 'The search with its new feed token.',
  }),
} as const;

export const SAVED_SEARCH_PATHS = {
  /** Screen route (mfe-account). */
  page: '/saved/searches/',
} as const;
