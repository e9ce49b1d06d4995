import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { BAD_ID } from './endpoint-errors.js';
import { nextOccurrenceSchema } from './events.js';
import { EVENT_STATUSES } from './event-status.js';
import { idParamSchema, idSchema, INTEGER_MESSAGE, MAX_ID, orderingSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { optionalHttpUrl, requiredHttpUrl } from './form-fields.js';
import { itemImagesSchema } from './media.js';
import { VALIDATION } from './messages.js';
import { localTimeSchema, recurrenceSeriesSchema } from './recurrence.js';
import { AGE_GROUP_VALUES, PRICE_TIER_VALUES, type EventSetting } from './reference.js';
import { isoDateSchema } from './search.js';

/**
 * The event write path (spec producer-and-account sections 2 "Event add/edit form" and "Producer's event list",
 * 3 Event, 4, 5 Event and "Event publishing block", 7, 8, 9): the payload the form sends and the backend parses
 * with the same schema, the event converted back for the form, and the producer's / editor event list.
 */

export const EVENT_NAME_MAX = 1024;
export const EVENT_URL_MAX = 1024;
export const EVENT_DESCRIPTION_MAX = 2000;
/** The stored HTML may carry markup beyond the 2,000 visible characters, up to this many characters. */
export const EVENT_DESCRIPTION_HTML_MAX = 20_000;
export const EVENT_PRICE_INFORMATION_MAX = 500;
/** Date entries (each a time range and a rule) one event may have. */
export const MAX_EVENT_DATE_ENTRIES = 50;
/** Extra dates (RDATE) and, separately, exceptions (EXDATE) one date entry may have. */
export const MAX_EXTRA_DATES = 366;
/** Characters of one date_recur text: room for MAX_EXTRA_DATES extra dates and as many exceptions. */
export const DATE_RECUR_MAX = 8_000;

/** Wording of the event form beyond the shared field rules (spec sections 5 and 8). */
export const EVENT_FORM_MESSAGES = {
  /** date_recur text that is not an iCalendar series this service reads. */
  badRule: 'Enter a valid recurrence rule.',
  /** A rule ending after 0 occurrences. */
  countZero: 'The number of occurrences must be at least 1.',
  /** A rule whose end date is before its first date. */
  untilBeforeStart: 'The end date must not be earlier than the start date.',
  tooManyExtraDates: `Add at most ${MAX_EXTRA_DATES} extra dates.`,
  tooManyExceptions: `Add at most ${MAX_EXTRA_DATES} exceptions.`,
  tooManyEntries: `Add at most ${MAX_EVENT_DATE_ENTRIES} dates.`,
  ruleTooLong: `The recurrence rule is limited to ${DATE_RECUR_MAX} characters.`,
  /** A date entry id that is not one of the event's. */
  unknownDate: 'This date does not belong to the event.',
  /** The venue chosen is not one the user may post events for. */
  venueNotManaged: 'Select a venue you manage.',
  unknownVenue: 'Select a valid venue.',
  /** use_poi_times chosen for a venue without opening hours in the date range. */
  noVenueHours: 'This venue has no opening hours between these dates.',
  unknownEventType: 'Select a valid event type.',
  /** Producer's event list (spec section 2). */
  heading: (n: number) => `${n} Upcoming Event${n === 1 ? '' : 's'}`,
  headingAll: 'My Events',
  empty: 'No upcoming events.',
} as const;

/** The publishing block (spec section 5): the server's 400 on point_of_interest says both lines. */
export const PUBLISHING_BLOCK_MESSAGES = {
  activeEvents: (n: number) => `This venue currently has ${n} active event(s).`,
  upgrade: 'Upgrade to publish more events.',
} as const;

/** Text of an HTML fragment as a reader sees it (tags dropped, the common entities decoded). */
const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

export function visibleTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

const bool = z.boolean({ error: 'Must be a valid boolean.' });
const choice = { error: VALIDATION.choice };
/** A chosen id: missing, null or '' is "This field is required.", anything else must be an id. */
/** A chosen id (number, or digits from a select): missing, null or '' is "This field is required.". */
const requiredId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : INTEGER_MESSAGE) })
    .int(INTEGER_MESSAGE)
    .min(1, INTEGER_MESSAGE)
    .max(MAX_ID, INTEGER_MESSAGE),
);
const optionalDate = z.preprocess((v) => (v === '' ? null : v), isoDateSchema.nullable());
const optionalTime = z.preprocess((v) => (v === '' || v === undefined ? null : v), localTimeSchema.nullable());

/** An event name: at most EVENT_NAME_MAX characters once trimmed (the English one is also required). */
const eventName = () => z.string({ error: VALIDATION.required }).trim().max(EVENT_NAME_MAX, VALIDATION.maxLength(EVENT_NAME_MAX));

/** An event description: HTML of at most EVENT_DESCRIPTION_MAX visible characters; `required`: some visible text. */
function eventDescription(required: boolean) {
  return z
    .string({ error: VALIDATION.required })
    .max(EVENT_DESCRIPTION_HTML_MAX, VALIDATION.maxLength(EVENT_DESCRIPTION_MAX))
    .superRefine((html, ctx) => {
      const text = visibleTextOf(html);
      if (text === '') {
        if (required) ctx.addIssue({ code: 'custom', message: VALIDATION.required });
      } else if (text.length > EVENT_DESCRIPTION_MAX) ctx.addIssue({ code: 'custom', message: VALIDATION.maxLength(EVENT_DESCRIPTION_MAX) });
    });
}

/**
 * One date entry: a local time range and its rule as iCalendar text (libs/domain recurrence.ts toICalendar writes
 * it, parseICalendar reads it). The server also checks that the text parses and that its count, until, extra dates
 * and exceptions are sane (EVENT_FORM_MESSAGES), answering under `dates.{i}.date_recur`.
 */
export const eventDateWriteSchema = z.object({
  /** An existing entry of the event (edit); absent for a new one. */
  id: idSchema.optional(),
  time_start: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).pipe(localTimeSchema),
  /** Earlier than time_start = ends the next day; empty = no end. */
  time_end: optionalTime.default(null),
  date_recur: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(DATE_RECUR_MAX, EVENT_FORM_MESSAGES.ruleTooLong),
});
export type EventDateWrite = z.input<typeof eventDateWriteSchema>;

/**
 * POST add-event / PUT edit-event body (JSON, spec names). Rules that need the database or the venue's zone
 * (start not before today in the venue's zone except existing dates, the quota, who may post for the venue, the
 * rule text) are checked by the server after this schema.
 */
export const eventWriteSchema = z
  .object({
    name: eventName().min(1, VALIDATION.required),
    /** The Spanish name (issue 31): shown to Spanish readers when not empty; '' (the default) is none. */
    name_es: eventName().default(''),
    url: requiredHttpUrl({ max: EVENT_URL_MAX }),
    event_type: requiredId,
    point_of_interest: requiredId,
    is_in_person: bool,
    is_online: bool,
    online_url: optionalHttpUrl({ max: EVENT_URL_MAX }),
    is_global: bool.default(false),
    /** Rich text (bold, italic, lists, links); sanitised by the server's allow-list before it is stored. */
    description: eventDescription(true),
    /** The Spanish description (issue 31), the same rich text and rules, but it may be empty: '' (the default) is none. */
    description_es: eventDescription(false).default(''),
    /** Use the venue's open hours between date_start and date_end instead of `dates`. */
    use_poi_times: bool.default(false),
    date_start: optionalDate.default(null),
    date_end: optionalDate.default(null),
    dates: z.array(eventDateWriteSchema).max(MAX_EVENT_DATE_ENTRIES, EVENT_FORM_MESSAGES.tooManyEntries).default([]),
    price: z.enum(PRICE_TIER_VALUES, choice).default('free'),
    ticket_url: optionalHttpUrl({ max: EVENT_URL_MAX }),
    price_information: z.string().trim().max(EVENT_PRICE_INFORMATION_MAX, VALIDATION.maxLength(EVENT_PRICE_INFORMATION_MAX)).default(''),
    age_group: z.array(z.enum(AGE_GROUP_VALUES, choice), { error: VALIDATION.checkAll }).min(1, VALIDATION.checkAll),
    /** Scheduled, cancelled, postponed or moved online; a cancelled event stays listed until its date, labelled. */
    status: z.enum(EVENT_STATUSES, choice).default('scheduled'),
    /** Editor Tools (edit only): kept as stored unless a zeditor or superuser sends it. */
    recertify: bool.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.is_in_person && !value.is_online) ctx.addIssue({ code: 'custom', path: ['is_in_person'], message: VALIDATION.required });
    if (value.is_online && value.online_url === '') ctx.addIssue({ code: 'custom', path: ['online_url'], message: VALIDATION.required });
    if (value.use_poi_times) {
      if (value.date_start === null) ctx.addIssue({ code: 'custom', path: ['date_start'], message: VALIDATION.required });
      if (value.date_end === null) ctx.addIssue({ code: 'custom', path: ['date_end'], message: VALIDATION.required });
      if (value.date_start !== null && value.date_end !== null && value.date_end < value.date_start) {
        ctx.addIssue({ code: 'custom', path: ['date_end'], message: VALIDATION.dateNotBefore(usDate(value.date_start)) });
      }
    } else if (value.dates.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['dates'], message: VALIDATION.required });
    }
  });
export type EventWrite = z.input<typeof eventWriteSchema>;
export type EventWriteParsed = z.output<typeof eventWriteSchema>;

/** yyyy-MM-dd as the form shows it: MM/DD/YYYY. */
export function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** The form's type choice from the two flags the API keeps (spec section 3). */
export function eventSettingOf(flags: { is_in_person: boolean; is_online: boolean }): EventSetting {
  if (flags.is_online && flags.is_in_person) return 'hybrid';
  return flags.is_online ? 'online' : 'in_person';
}

/** The two flags of a type choice. */
export function eventSettingFlags(setting: EventSetting): { is_in_person: boolean; is_online: boolean } {
  return { is_in_person: setting !== 'online', is_online: setting !== 'in_person' };
}

/** One date entry as the form reads it: the payload fields plus the series already parsed and summarised. */
export const eventFormDateSchema = z.object({
  id: z.number().int(),
  time_start: z.string(),
  time_end: z.string().nullable(),
  date_recur: z.string(),
  /** The rule read back (libs/domain parseICalendar), so the form needs no parsing. */
  series: recurrenceSeriesSchema,
  /** "Every week on Tuesday until Mar 3, 2027" (libs/domain summarizeRecurrence). */
  summary: z.string(),
});
export type EventFormDate = z.infer<typeof eventFormDateSchema>;

/**
 * GET edit-event answer: `values` is the payload as stored (ready for the form's reset; date entries also carry
 * their parsed series), the rest is what the form shows around it.
 */
export const eventFormSchema = z.object({
  id: z.number().int(),
  absoluteUrl: z.string(),
  ...itemImagesSchema.shape,
  pointOfInterest: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
  values: z.object({
    name: z.string(),
    /** '' when the event has no Spanish name. */
    name_es: z.string(),
    url: z.string(),
    event_type: z.number().int(),
    point_of_interest: z.number().int(),
    is_in_person: z.boolean(),
    is_online: z.boolean(),
    online_url: z.string(),
    is_global: z.boolean(),
    description: z.string(),
    /** '' when the event has no Spanish description. */
    description_es: z.string(),
    use_poi_times: z.boolean(),
    date_start: z.string().nullable(),
    date_end: z.string().nullable(),
    /** Empty when use_poi_times (the occurrences then follow the venue's hours). */
    dates: z.array(eventFormDateSchema),
    price: z.enum(PRICE_TIER_VALUES),
    ticket_url: z.string(),
    price_information: z.string(),
    age_group: z.array(z.enum(AGE_GROUP_VALUES)),
    status: z.enum(EVENT_STATUSES),
    recertify: z.boolean(),
  }),
});
export type EventForm = z.infer<typeof eventFormSchema>;

/** Producer list orderings (spec section 9): Last added (default) or Date (next occurrence first). */
export const MANAGED_EVENT_ORDERINGS = [
  { value: '-created', label: 'Last added' },
  { value: 'date', label: 'Date' },
] as const;
export type ManagedEventOrdering = (typeof MANAGED_EVENT_ORDERINGS)[number]['value'];

export const managedEventListQuerySchema = z.object({
  ordering: orderingSchema(MANAGED_EVENT_ORDERINGS).default('-created'),
  /** The editors' filters (issue 17): part of the event's name (case-insensitive), and one venue. */
  keyword: z.string({ error: 'Enter a single search text.' }).trim().max(200, VALIDATION.maxLength(200)).optional(),
  poi_id: idSchema.optional(),
  ...pageQuerySchema.shape,
});
export type ManagedEventListQuery = z.infer<typeof managedEventListQuerySchema>;

/** A card of the producer's event list. */
export const managedEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  absoluteUrl: z.string(),
  pointOfInterest: z.object({ id: z.number().int(), name: z.string() }),
  /** The next occurrence that has not ended, in the venue's zone; null when none is left. */
  nextEventOccurrence: nextOccurrenceSchema.nullable(),
  ...itemImagesSchema.shape,
  status: z.enum(EVENT_STATUSES),
  published: z.boolean(),
  created: z.string(),
});
export type ManagedEvent = z.infer<typeof managedEventSchema>;

/**
 * GET manage/events answer: the caller's events (a producer's: those of the venues they manage; a zeditor's or
 * superuser's: all), newest first or by next date; `upcoming` counts those with an occurrence still to come
 * (the "N Upcoming Events" title).
 */
export const managedEventListSchema = pagedListSchema(managedEventSchema).extend({ upcoming: z.number().int() });
export type ManagedEventList = z.infer<typeof managedEventListSchema>;

/** The add/edit form's screen routes (mfe-producer). */
export const EVENT_FORM_PATHS = {
  list: '/manage/events/',
  add: '/manage/events/add/',
  edit: (id: number) => `/manage/events/edit/${id}/`,
} as const;

const BAD_INPUT = 'Field error map in the spec wording (point_of_interest carries the publishing block).';
const ANONYMOUS = 'Anonymous (or a cookie-authenticated write without the CSRF header), or not a producer or editor.';
const NOT_FOUND = '`{detail: "Not found."}`: no such event, or not one of the venues you manage.';
/** Producers post for the venues they manage; zeditors and superusers (who hold every role) for any. */
const MANAGERS = anyRole('producer', 'zeditor');
const eventForms = endpointGroup({ tag: 'event forms', access: MANAGERS, errors: { 403: ANONYMOUS } });
/** One event of the caller's venues, by id. */
const managedEvent = eventForms.with({ params: idParamSchema, errors: { 404: NOT_FOUND } });
/** An add or an edit: the form's payload, answered with the saved event as the form reads it. */
const EVENT_SAVE = {
  body: eventWriteSchema,
  response: eventFormSchema,
  responseDescription: 'The saved event as the form reads it.',
  errors: { 400: BAD_INPUT },
} as const;

export const eventFormsEndpoints = {
  create: eventForms.post('/events/api/v1/events/add/', {
    summary: 'Add an event (searchable at once)',
    status: 201,
    ...EVENT_SAVE,
  }),
  update: managedEvent.put('/events/api/v1/events/edit/{id}/', {
    summary: 'Replace an event and its dates (searchable at once)',
    ...EVENT_SAVE,
  }),
  get: managedEvent.get('/events/api/v1/events/edit/{id}/', {
    summary: 'An event converted for the form, rules included',
    response: eventFormSchema,
    responseDescription: 'The event as the form reads it.',
    errors: { 400: BAD_ID },
  }),
  remove: managedEvent.delete('/events/api/v1/events/delete/{id}/', {
    summary: 'Delete an event (gone from listings, its page and calendar file)',
    responseDescription: 'Deleted.',
    errors: { 400: BAD_ID },
  }),
  list: eventForms.get('/events/api/v1/manage/events/', {
    summary: "The producer's (or an editor's) event list",
    query: managedEventListQuerySchema,
    response: managedEventListSchema,
    responseDescription: 'One page, last added (-created) or next date (date) first.',
    list: true,
    errors: { 400: BAD_INPUT },
  }),
} as const;
