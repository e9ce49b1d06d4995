import { z } from 'zod';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, BAD_ID } from './endpoint-errors.js';
import { coordinate } from './form-fields.js';
import { formAddressSchema } from './geo.js';
import { idParamSchema, pagedListSchema, RECENCY_ORDERINGS, recencyListQuerySchema, type RecencyOrdering, recencyTimesSchema } from './lists.js';
import { DELETE_CONFIRMATION, VALIDATION } from './messages.js';
import { isUsStateCode } from './us-states.js';

/** The address book (spec public-discovery "Address book", "Address form", sections 3, 5, 7, 8). */

export const ADDRESS_NAME_MAX = 24;
export const ADDRESS_STREET_MAX = 256;
export const ADDRESS_CITY_MAX = 128;
export const ADDRESS_POSTAL_CODE_MAX = 16;
/** Names on an address card are cut at this length (spec: "truncated at 24 characters"). */
export const ADDRESS_CARD_NAME_MAX = 24;
/** Geocoding runs this long after the last change of an address field. */
export const GEOCODE_DEBOUNCE_MS = 1000;
/** Default zoom of an address map preview. */
export const ADDRESS_MAP_ZOOM = 14;
/** How many entries one user's address book may hold. */
export const ADDRESS_MAX_PER_USER = 100;

/** The user-facing wording of the address screens (spec section 8). */
export const ADDRESS_MESSAGES = {
  heading: (n: number) => `${n} Saved Address${n === 1 ? '' : 'es'}`,
  emptyTitle: 'Your Address Book is empty.',
  emptyText: 'Save your custom addresses for use in searches.',
  saved: (item: string) => `Successfully saved "${item}" to your Address Book.`,
  updated: (item: string) => `Successfully updated "${item}".`,
  deleted: (item: string) => `"${item}" was deleted successfully.`,
  deletedUnnamed: 'Your Address Book entry was deleted successfully.',
  confirmTitle: DELETE_CONFIRMATION.title,
  confirmText: DELETE_CONFIRMATION.text,
  /** 400 `nonFieldErrors` of a POST when the book already holds ADDRESS_MAX_PER_USER entries. */
  limitReached: `Your Address Book is full: it holds at most ${ADDRESS_MAX_PER_USER} addresses. Delete one to add another.`,
  /** 400 `address_id` of a listing given an id that is not one of the caller's saved addresses. */
  unknownAddress: 'Select one of your saved addresses.',
} as const;

export const ADDRESS_ORDERINGS = RECENCY_ORDERINGS;
export type AddressOrdering = RecencyOrdering;

const text = (max: number) => z.string({ error: VALIDATION.required }).trim().max(max, VALIDATION.maxLength(max));
const requiredText = (max: number) => text(max).min(1, VALIDATION.required);

/**
 * POST / PUT body (JSON). State is required for US addresses and must be a state or DC code; for other
 * countries it is free text. Coordinates are required (geocoded by the form or typed in).
 */
export const addressWriteSchema = z
  .object({
    address_name: requiredText(ADDRESS_NAME_MAX),
    street: text(ADDRESS_STREET_MAX).default(''),
    city: requiredText(ADDRESS_CITY_MAX),
    state: text(64).default(''),
    postal_code: text(ADDRESS_POSTAL_CODE_MAX).default(''),
    country: z
      .string({ error: VALIDATION.required })
      .trim()
      .min(1, VALIDATION.required)
      .regex(/^[A-Za-z]{2}$/, 'Enter a valid two-letter country code.')
      .transform((c) => c.toUpperCase()),
    lat: coordinate(-90, 90),
    lon: coordinate(-180, 180),
  })
  .superRefine((value, ctx) => {
    if (value.country !== 'US') return;
    if (value.state === '') ctx.addIssue({ code: 'custom', path: ['state'], message: VALIDATION.required });
    else if (!isUsStateCode(value.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: VALIDATION.usState });
  })
  .transform((value) => (value.country === 'US' ? { ...value, state: value.state.toUpperCase() } : value));
export type AddressWrite = z.input<typeof addressWriteSchema>;
export type AddressWriteParsed = z.output<typeof addressWriteSchema>;

/** A saved address as read (spec section 3, "Saved address"). `searchName` is the name pickers show. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  address_name: z.string(),
  ...formAddressSchema.shape,
  /** "12 Main St, Lenox, MA 01240" without the parts that are empty. */
  shortAddress: z.string(),
  ...recencyTimesSchema.shape,
  searchName: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressListQuerySchema = recencyListQuerySchema;
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;

/** GET list answer (also Link and x-total-count headers). */
export const addressListSchema = pagedListSchema(savedAddressSchema);
export type AddressList = z.infer<typeof addressListSchema>;

/** The search link of an address card: `/events/?address_id={id}&latitude={lat}&longitude={lon}`. */
export function addressSearchHref(address: Pick<SavedAddress, 'id' | 'lat' | 'lon'>): string {
  return `/events/?address_id=${address.id}&latitude=${address.lat}&longitude=${address.lon}`;
}

/** "12 Main St, Lenox, MA 01240": the parts that are set, the state and postal code on one line part. */
export function shortAddressOf(a: { street: string; city: string; state: string; postal_code: string; country: string }): string {
  const region = [a.state, a.postal_code].filter((p) => p.trim() !== '').join(' ');
  const parts = [a.street, a.city, region, a.country === 'US' ? '' : a.country].filter((p) => p.trim() !== '');
  return parts.join(', ');
}

const NOT_FOUND = '`{detail: "Not found."}`: no such address in your book (another user\'s id included).';
const BAD_INPUT = 'Field error map in the spec wording; `nonFieldErrors` when the book is full.';
const BOOK = '/events/api/v1/search_addresses/';
const ITEM = '/events/api/v1/search_addresses/{id}/';
const book = endpointGroup({ tag: 'address book', access: SIGNED_IN, errors: { 403: ANONYMOUS } });
/** One address of the caller's book, by id. */
const address = book.with({ params: idParamSchema, errors: { 404: NOT_FOUND } });

/** The address book of the signed-in user (spec section 7, search_addresses calls). */
export const addressesEndpoints = {
  list: book.get(BOOK, {
    summary: "The signed-in user's saved addresses",
    query: addressListQuerySchema,
    response: addressListSchema,
    responseDescription: 'One page, last edited (-updated) or last added (-created) first.',
    list: true,
    errors: { 400: BAD_INPUT },
  }),
  create: book.post(BOOK, {
    summary: 'Save an address',
    body: addressWriteSchema,
    status: 201,
    response: savedAddressSchema,
    responseDescription: 'The saved address.',
    errors: { 400: BAD_INPUT },
  }),
  get: address.get(ITEM, {
    summary: 'One of your addresses',
    response: savedAddressSchema,
    responseDescription: 'The address.',
    errors: { 400: BAD_ID },
  }),
  update: address.put(ITEM, {
    summary: 'Replace the fields of one of your addresses',
    body: addressWriteSchema,
    response: savedAddressSchema,
    responseDescription: 'The updated address.',
    errors: { 400: BAD_INPUT },
  }),
  remove: address.delete(ITEM, {
    summary: 'Delete one of your addresses',
    responseDescription: 'Deleted.',
    errors: { 400: BAD_ID },
  }),
} as const;

export const ADDRESS_PATHS = {
  /** Screen routes (mfe-account). */
  book: '/saved/addresses/',
  add: '/saved/addresses/add/',
  edit: (id: number) => `/saved/addresses/edit/${id}/`,
} as const;
