import { z } from 'zod';
import { INTEGER_MESSAGE, MAX_ID, MAX_PAGE_SIZE } from './lists-constants.js';
import { VALIDATION } from './messages.js';
import { PAGE_SIZE } from './reference.js';

export { INTEGER_MESSAGE, MAX_ID, MAX_PAGE_SIZE } from './lists-constants.js';

/**
 * Generic list conventions (spec section 7): bracket-style array parameters (`a[]=1&a[]=2`),
 * empty values skipped, `page` / `page_size`, and a Link + x-total-count answer.
 */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Folds `key[]` into `key`, drops empty values, keeps repeated keys as arrays. */
export function normalizeListQuery(raw: RawQuery): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, rawValue] of Object.entries(raw)) {
    const isArrayKey = rawKey.endsWith('[]');
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    if (values.length === 0) continue;
    const previous = out[key];
    const merged = previous === undefined ? values : [...(Array.isArray(previous) ? previous : [previous]), ...values];
    out[key] = isArrayKey || merged.length > 1 ? merged : (merged[0] as string);
  }
  return out;
}


export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'The minimum value is 1.').default(1),
  page_size: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'The minimum value is 1.')
    .max(MAX_PAGE_SIZE, `The maximum value is ${MAX_PAGE_SIZE}.`)
    .default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  curPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A list answered whole, in one body (no pages): its items. */
export function resultListSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}

/** One page of a list answer: its items and where the page stands (the Link and x-total-count headers say it too). */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return resultListSchema(item).extend({ pagination: paginationSchema });
}

/** A list's `ordering` parameter: one of the values of its ordering options, else the choice error. */
export function orderingSchema<const O extends string>(orderings: readonly { readonly value: O }[]) {
  return z.enum(orderings.map((o) => o.value) as [O, ...O[]], { error: VALIDATION.choice });
}

/** The orderings of a user's own collections (addresses, saved searches, calendars): last edited first by default. */
export const RECENCY_ORDERINGS = [
  { value: '-updated', label: 'Last edited' },
  { value: '-created', label: 'Last added' },
] as const;
export type RecencyOrdering = (typeof RECENCY_ORDERINGS)[number]['value'];

/** When a record was added and last edited, as the API reads them out: what -created and -updated orderings sort by. */
export const recencyTimesSchema = z.object({ created: z.string(), updated: z.string() });

/** The list query of such a collection: an ordering and a page. */
export const recencyListQuerySchema = z.object({
  ordering: orderingSchema(RECENCY_ORDERINGS).default('-updated'),
  ...pageQuerySchema.shape,
});

/** A batch the browser sends: 1 to `max` items, in the REST framework's words. */
export function batchSchema<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: 'Expected a list of items.' })
    .min(1, 'Ensure this field has at least 1 elements.')
    .max(max, `Ensure this field has no more than ${max} elements.`);
}

export function paginationFor(page: PageQuery, totalItems: number): Pagination {
  return {
    curPage: page.page,
    totalPages: Math.max(1, Math.ceil(totalItems / page.page_size)),
    totalItems,
  };
}

/** Field error map of every 400 answer: `{field: [messages]}` plus `nonFieldErrors`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const detailErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** Turns zod issues into the API's field error map, naming root-level problems `nonFieldErrors`. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'nonFieldErrors';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}


const idNumber = z.number({ error: INTEGER_MESSAGE }).int(INTEGER_MESSAGE).min(1, INTEGER_MESSAGE).max(MAX_ID, INTEGER_MESSAGE);

/**
 * A database id given as a number or as decimal digits (a query or form value). Nothing else is coerced: with
 * z.coerce a JSON `true` became id 1 and `["7"]` id 7, so `{"id": true}` claimed venue 1.
 */
export const idSchema = z.preprocess((value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value), idNumber);

/** An id a form must pick (a select gives it as text): 'required' when missing, the minimum's words for 0. */
export const pickedIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : INTEGER_MESSAGE) })
    .int(INTEGER_MESSAGE)
    .min(1, VALIDATION.numberMin(1))
    .max(MAX_ID, INTEGER_MESSAGE),
);

/** `{id}` of a detail path; digits only, so "1e3" or " 7" are refused rather than coerced. */
export const idParamSchema = z.object({
  id: z.string({ error: INTEGER_MESSAGE }).regex(/^\d{1,10}$/, INTEGER_MESSAGE).transform(Number).pipe(idNumber),
});
export type IdParam = z.infer<typeof idParamSchema>;

/**
 * The id an address names (a path segment such as `/saved/addresses/edit/7/`, or a `?vid=` value), or null when it
 * names none: digits only, within the ids a record can have. `/edit/abc/` is then a page's not-found.
 */
export function idInAddress(raw: string | null | undefined): number | null {
  const parsed = idParamSchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}
