import { z } from 'zod';
import { anyRole, endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, BAD_ID } from './endpoint-errors.js';
import { coordinate, optionalHttpUrl, optionalText, requiredText } from './form-fields.js';
import { formAddressSchema } from './geo.js';
import { idParamSchema } from './lists.js';
import { itemImagesSchema } from './media.js';
import { VALIDATION } from './messages.js';
import type { RoleFlags } from './roles.js';
import { isUsStateCode } from './us-states.js';
import { venueContactSchema } from './venues.js';

/**
 * The venue add/edit form (spec producer-and-account sections 2 "Venue add/edit form", 3 "Venue", 5 "Venue", 6, 7):
 * the payload the form sends and the backend parses with the same schema, the form answer, and the calls.
 */

/** Field limits of spec section 5 (and section 3's fields the spec gives no limit, kept to what a form needs). */
export const VENUE_LIMITS = {
  name: 1024,
  website: 1024,
  phone: 128,
  email: 512,
  description: 2000,
  alternateTimes: 500,
  socialUrl: 512,
  osmId: 16,
  wikidataId: 512,
  notes: 500,
  region: 128,
  poiType: 128,
  street: 256,
  city: 128,
  state: 64,
  postalCode: 16,
  /** Seven days, each with a few sittings. */
  openTimes: 28,
} as const;

export const OSM_TYPES = ['node', 'way', 'relation'] as const;
export type OsmType = (typeof OSM_TYPES)[number];

/**
 * Form types (spec section 2): `basic` for a signed-in user's submission (no Region, POI type or hours toggles),
 * `standard` for a producer, `admin` for superusers and zeditors (the editor fields and the Delete menu).
 */
export const VENUE_FORM_TYPES = ['basic', 'standard', 'admin'] as const;
export type VenueFormType = (typeof VENUE_FORM_TYPES)[number];

/** The form type the server applies to a caller: the caller's roles decide, never the payload. */
export function venueFormTypeFor(flags: RoleFlags): VenueFormType {
  if (flags.isSuperuser || flags.isZeditor) return 'admin';
  if (flags.isProducer) return 'standard';
  return 'basic';
}

/** Fields only the admin form shows and only catalogue editors may set (spec section 6). */
export const VENUE_EDITOR_FIELDS = ['osm_type', 'osm_id', 'wikidata_id', 'notes', 'hide_from_listing', 'recertify'] as const;
/** Fields the basic form hides (spec section 2); a basic caller's values for them are ignored. */
export const VENUE_STANDARD_FIELDS = ['region', 'poi_type', 'show_date_time_picker', 'show_alternate_times'] as const;

export const VENUE_FORM_MESSAGES = {
  timeZone: 'Select a valid time zone.',
  email: 'Enter a valid email address.',
  /** Equal times say nothing; a closing time before the opening time runs past midnight (Wednesday 16:00–01:00). */
  timeEndSameAsStart: 'Closing time must differ from opening time.',
  pastMidnight: 'Closes after midnight, on the next day.',
  loginPrompt: 'Log in or register to submit a venue.',
  suggested: 'Thank you! Your venue was sent to our editors for review.',
  submitted: 'Thank you! Your venue was sent to our editors, who publish it after a review.',
  selectVenue: 'Select a venue',
  noVenues: 'You do not manage any venue yet.',
} as const;

const str = () => z.string({ error: VALIDATION.required });
const text = (max: number) => optionalText({ max });
const requiredName = (max: number) => requiredText({ max });
const optionalUrl = (max: number) => optionalHttpUrl({ max });

/** A name of the IANA time zone database the runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 24-hour `HH:MM` or `HH:MM:SS` (venue hours as stored); the form converts to and from h:mm AM/PM. */
const TIME_24 = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const timeOfDay = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.string({ error: VALIDATION.time }).regex(TIME_24, VALIDATION.time).transform((t) => (t.length === 5 ? `${t}:00` : t)).nullable(),
);

/**
 * One opening-hours entry; venue days run Monday = 0 to Sunday = 6 (spec section 3). A closing time earlier than the
 * opening time closes on the next day.
 */
export const openTimeWriteSchema = z
  .object({
    day_of_week: z.number({ error: VALIDATION.numberBetween(0, 6) }).int(VALIDATION.numberBetween(0, 6)).min(0, VALIDATION.numberBetween(0, 6)).max(6, VALIDATION.numberBetween(0, 6)),
    closed: z.boolean().default(false),
    time_start: timeOfDay.default(null),
    time_end: timeOfDay.default(null),
  })
  .superRefine((value, ctx) => {
    if (value.closed) return;
    if (value.time_start === null) ctx.addIssue({ code: 'custom', path: ['time_start'], message: VALIDATION.required });
    if (value.time_end === null) ctx.addIssue({ code: 'custom', path: ['time_end'], message: VALIDATION.required });
    // A closing time before the opening time runs past midnight, as open-now reads it (issue 25 N9: bars open 16:00-01:00).
    if (value.time_start !== null && value.time_end !== null && value.time_end === value.time_start) {
      ctx.addIssue({ code: 'custom', path: ['time_end'], message: VENUE_FORM_MESSAGES.timeEndSameAsStart });
    }
  })
  .transform((value) => (value.closed ? { ...value, time_start: null, time_end: null } : value));
export type OpenTimeWrite = z.input<typeof openTimeWriteSchema>;


/** The venue fields of the form (spec sections 3 and 5), without the form-type rules. */
export const venueFieldsSchema = z.object({
  name: requiredName(VENUE_LIMITS.name),
  /** The Spanish name (issue 31): shown to Spanish readers when not empty; '' (the default) is none. */
  name_es: text(VENUE_LIMITS.name),
  website: optionalUrl(VENUE_LIMITS.website),
  phone: text(VENUE_LIMITS.phone),
  email: text(VENUE_LIMITS.email).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), VENUE_FORM_MESSAGES.email),
  /** Rich text (bold, italic, lists, links); the server stores it sanitised. */
  description: text(VENUE_LIMITS.description),
  /** The Spanish description (issue 31), the same rich text and limit; '' (the default) is none. */
  description_es: text(VENUE_LIMITS.description),
  alternate_times: text(VENUE_LIMITS.alternateTimes),
  show_date_time_picker: z.boolean().default(false),
  show_alternate_times: z.boolean().default(false),
  open_times: z.array(openTimeWriteSchema).max(VENUE_LIMITS.openTimes, `Enter at most ${VENUE_LIMITS.openTimes} opening hours.`).default([]),
  street: text(VENUE_LIMITS.street),
  city: text(VENUE_LIMITS.city),
  state: text(VENUE_LIMITS.state),
  postal_code: text(VENUE_LIMITS.postalCode),
  country: str()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter a valid two-letter country code.')
    .transform((c) => c.toUpperCase())
    .default('US'),
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
  time_zone: str()
    .trim()
    .min(1, VALIDATION.required)
    .refine((zone) => zone === '' || isTimeZone(zone), VENUE_FORM_MESSAGES.timeZone),
  region: text(VENUE_LIMITS.region),
  poi_type: text(VENUE_LIMITS.poiType),
  wikipedia_url: optionalUrl(VENUE_LIMITS.socialUrl),
  facebook_url: optionalUrl(VENUE_LIMITS.socialUrl),
  instagram_url: optionalUrl(VENUE_LIMITS.socialUrl),
  twitter_url: optionalUrl(VENUE_LIMITS.socialUrl),
  osm_type: z.preprocess((v) => (v === '' ? null : v), z.enum(OSM_TYPES, { error: 'Select a valid choice.' }).nullable().default(null)),
  osm_id: text(VENUE_LIMITS.osmId),
  wikidata_id: text(VENUE_LIMITS.wikidataId),
  notes: text(VENUE_LIMITS.notes),
  hide_from_listing: z.boolean().default(false),
  recertify: z.boolean().default(false),
});

type VenueFieldsOutput = z.output<typeof venueFieldsSchema>;

/** State is required for US venues and must be a state or DC code (shared field rules); other countries free text. */
function checkState(value: Pick<VenueFieldsOutput, 'country' | 'state'>, ctx: z.RefinementCtx): void {
  if (value.country !== 'US') return;
  if (value.state === '') ctx.addIssue({ code: 'custom', path: ['state'], message: VALIDATION.required });
  else if (!isUsStateCode(value.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: VALIDATION.usState });
}

const upperUsState = <T extends Pick<VenueFieldsOutput, 'country' | 'state'>>(value: T): T =>
  value.country === 'US' ? { ...value, state: value.state.toUpperCase() } : value;

/** POST add-venue / suggest-venue and PUT edit-venue body: every form type's fields; the server applies the type. */
export const venueWriteSchema = venueFieldsSchema.superRefine(checkState).transform(upperUsState);
export type VenueWrite = z.input<typeof venueWriteSchema>;
export type VenueWriteParsed = z.output<typeof venueWriteSchema>;

/** The form's own schema: the write schema plus the form type's rule (Region required on standard and admin). */
export function venueFormSchema(formType: VenueFormType) {
  return venueFieldsSchema
    .superRefine((value, ctx) => {
      checkState(value, ctx);
      if (formType !== 'basic' && value.region === '') ctx.addIssue({ code: 'custom', path: ['region'], message: VALIDATION.required });
    })
    .transform(upperUsState);
}

/** The form's data as the edit-form call answers it: the payload's fields plus what the screen needs to show. */
export const venueFormDataSchema = z.object({
  id: z.number().int(),
  absoluteUrl: z.string(),
  published: z.boolean(),
  ...itemImagesSchema.shape,
  name: z.string(),
  /** '' when the venue has no Spanish name. */
  name_es: z.string(),
  ...venueContactSchema.shape,
  description: z.string(),
  /** '' when the venue has no Spanish description. */
  description_es: z.string(),
  alternate_times: z.string(),
  show_date_time_picker: z.boolean(),
  show_alternate_times: z.boolean(),
  open_times: z.array(
    z.object({ day_of_week: z.number().int(), closed: z.boolean(), time_start: z.string().nullable(), time_end: z.string().nullable() }),
  ),
  ...formAddressSchema.shape,
  time_zone: z.string(),
  region: z.string(),
  poi_type: z.string(),
  wikipedia_url: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  twitter_url: z.string(),
  osm_type: z.enum(OSM_TYPES).nullable(),
  osm_id: z.string(),
  wikidata_id: z.string(),
  notes: z.string(),
  hide_from_listing: z.boolean(),
  recertify: z.boolean(),
});
export type VenueFormData = z.infer<typeof venueFormDataSchema>;

/** GET time zone of a point: `?lat=&lon=` -> the IANA zone the form proposes. */
export const timeZoneQuerySchema = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) });
export const timeZoneAnswerSchema = z.object({ timeZone: z.string() });
export type TimeZoneAnswer = z.infer<typeof timeZoneAnswerSchema>;

const BAD_INPUT = 'Field error map in the spec wording (section 5).';
const NOT_YOURS = '`{detail}`: the venue does not exist or the caller may not edit it.';
const venueForms = endpointGroup({ tag: 'venue forms', access: SIGNED_IN, errors: { 401: ANONYMOUS, 403: ANONYMOUS } });
/** A new venue: the form's body, answered 201 with the venue as the form reads it. */
const newVenue = venueForms.with({ body: venueWriteSchema, status: 201, response: venueFormDataSchema, errors: { 400: BAD_INPUT } });
/** An existing venue, by id, for those who may edit it. */
const venueEdits = endpointGroup({
  tag: 'venue forms',
  access: anyRole('producer', 'zeditor', 'superuser'),
  params: idParamSchema,
  errors: { 401: ANONYMOUS, 403: 'Not a producer or editor.', 404: NOT_YOURS },
});

/** The venue write path (spec section 7: add-venue, suggest-venue, edit-venue, the form's GET, delete). */
export const venueFormsEndpoints = {
  add: newVenue.post('/events/api/v1/poi/add/', {
    summary: 'Add a venue (producers and editors publish it; a signed-in user submits it for review)',
    responseDescription: 'The saved venue as the form reads it.',
  }),
  suggest: newVenue.post('/events/api/v1/poi/suggest/', {
    summary: 'Suggest a venue (unpublished, without a manager, for the editors)',
    responseDescription: 'The suggestion as stored.',
  }),
  get: venueEdits.get('/events/api/poi/edit/{id}/', {
    summary: 'A venue for the edit form, with open_times (Monday = 0)',
    response: venueFormDataSchema,
    responseDescription: 'The venue as the form reads it.',
    errors: { 400: BAD_ID },
  }),
  edit: venueEdits.put('/events/api/v1/poi/edit/{id}/', {
    summary: 'Edit a venue the caller manages (editors and superusers: any venue)',
    body: venueWriteSchema,
    response: venueFormDataSchema,
    responseDescription: 'The saved venue as the form reads it.',
    errors: { 400: BAD_INPUT },
  }),
  remove: venueEdits.delete('/events/api/v1/poi/delete/{id}/', {
    access: anyRole('zeditor', 'superuser'),
    summary: 'Delete a venue and its events (editors and superusers)',
    responseDescription: 'Deleted; its events left the listings.',
    errors: { 400: BAD_ID, 403: 'Not an editor or superuser.', 404: '`{detail: "Not found."}`.' },
  }),
  timeZone: venueForms.get('/events/api/v1/poi/time-zone/', {
    summary: 'The time zone of a point, proposed by the venue form',
    query: timeZoneQuerySchema,
    response: timeZoneAnswerSchema,
    responseDescription: 'The IANA time zone at the point.',
    errors: { 400: BAD_INPUT },
  }),
} as const;

export { CALENDAR_FEEDS_FRAGMENT, VENUE_FORM_PATHS } from './venue-forms-constants.js';
