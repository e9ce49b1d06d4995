import { z } from 'zod';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { EVENT_STATUSES } from './event-status.js';
import { isLanguage, LANGUAGE_CODES } from './languages.js';
import { BAD_FIELDS } from './endpoint-errors.js';
import { idParamSchema, INTEGER_MESSAGE, MAX_ID, pagedListSchema, pageQuerySchema, paginationSchema, RECENCY_ORDERINGS, recencyListQuerySchema, type RecencyOrdering, recencyTimesSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { PRICE_TIER_VALUES } from './reference.js';
import { WIDGET_EMBED_HEIGHT, WIDGET_EVENTS_PATH, WIDGET_EMBED_WIDTH, WIDGET_RESIZER_PATH, WIDGET_TITLE_MAX, WIDGET_VIEWS } from './widgets-constants.js';

/**
 * Calendar widgets (spec producer-and-account "Calendars list", the calendar widget entity, sections 4, 5, 7, 9;
 * public-discovery section 2: /widget/{widgetId}/). A producer with an active subscription builds a calendar from one
 * of their saved searches and embeds its page on their own site.
 */

export {
  MAX_WIDGETS,
  WIDGET_DATA_ELEMENT_ID,
  WIDGET_EMBED_HEIGHT,
  WIDGET_EMBED_WIDTH,
  WIDGET_EVENTS_PATH,
  WIDGET_MESSAGES,
  WIDGET_PAGE_SIZE,
  WIDGET_POPUP,
  WIDGET_RESIZE_MESSAGE,
  WIDGET_RESIZER_PATH,
  WIDGET_TITLE_MAX,
  WIDGET_MONTH_DATES_MAX,
  WIDGET_MONTHS_AHEAD,
  WIDGET_VIEW_LABELS,
  WIDGET_VIEWS,
  type WidgetView,
} from './widgets-constants.js';

export const WIDGET_ORDERINGS = RECENCY_ORDERINGS;
export type WidgetOrdering = RecencyOrdering;

const BOOLEAN_MESSAGE = 'Must be a valid boolean.';

/** A calendar's language setting: a language code the product speaks, or null (the reader's). */
const widgetLanguageSchema = z
  .string({ error: VALIDATION.choice })
  .refine((value) => isLanguage(value), { error: VALIDATION.choice })
  .nullable();

/**
 * `?lang=` of a widget page or feed (issue 31): a language the product speaks wins over every other hint; any other
 * value is passed over, as an unknown Accept-Language is.
 */
export const langQuerySchema = z
  .unknown()
  .transform((value) => (isLanguage(value) ? value : undefined))
  .optional()
  .meta({ type: 'string', description: `A language of ${LANGUAGE_CODES.join(', ')}: the page's or feed's own texts in it.` });
const choice = { error: VALIDATION.choice };

/** POST and PUT body (spec section 7: {title, search_id}); the form parses with the same schema. */
export const widgetWriteSchema = z.object({
  title: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(WIDGET_TITLE_MAX, VALIDATION.maxLength(WIDGET_TITLE_MAX)),
  /** A select gives the id as text; nothing chosen ('' or absent) is "required", anything else not an id is refused. */
  search_id: z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: VALIDATION.required });
      return z.NEVER;
    }
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: INTEGER_MESSAGE });
      return z.NEVER;
    }
    return id;
  }),
  /** The view the widget opens on, and which of its controls show (all of them unless said otherwise). */
  default_view: z.enum(WIDGET_VIEWS, choice).default('list'),
  show_views: z.boolean({ error: BOOLEAN_MESSAGE }).default(true),
  show_categories: z.boolean({ error: BOOLEAN_MESSAGE }).default(true),
  show_subscribe: z.boolean({ error: BOOLEAN_MESSAGE }).default(true),
  /**
   * The language the widget speaks (issue 31): one of LANGUAGES, or null to follow each reader's browser. Absent on
   * an edit keeps the calendar's own (a form that does not show it leaves it as it is).
   */
  language: widgetLanguageSchema.optional(),
});
export type WidgetWrite = z.input<typeof widgetWriteSchema>;
export type WidgetWriteValues = z.output<typeof widgetWriteSchema>;

/** A calendar as read (spec section 3: id, title, search_id, search (id, searchName, description), embedUrl, created, updated). */
export const widgetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  search_id: z.number().int(),
  search: z.object({ id: z.number().int(), searchName: z.string(), description: z.string() }),
  /** Absolute: the address the embed snippet frames. */
  embedUrl: z.string(),
  defaultView: z.enum(WIDGET_VIEWS),
  showViews: z.boolean(),
  showCategories: z.boolean(),
  showSubscribe: z.boolean(),
  /** The widget's language, or null: each reader's (their browser's Accept-Language). */
  language: z.string().nullable(),
  ...recencyTimesSchema.shape,
});
export type Widget = z.infer<typeof widgetSchema>;

export const widgetListQuerySchema = recencyListQuerySchema;
export type WidgetListQuery = z.infer<typeof widgetListQuerySchema>;

export const widgetListSchema = pagedListSchema(widgetSchema);
export type WidgetList = z.infer<typeof widgetListSchema>;

/**
 * One event of a widget: only what its card shows, so twenty of them and their hydration data stay within the
 * page's weight budget. `url` opens the event page in widget context (`?widget={id}`: bookmark hidden, the back
 * link returns to the widget).
 */
export const widgetCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** "Sat, Nov 28, 2026 7:00 PM" in the venue's zone, or '' without an upcoming date. */
  when: z.string(),
  venue: z.string(),
  city: z.string(),
  category: z.string(),
  price: z.string(),
  /** The price's tier, by which the widget words `price` in its language. */
  priceTier: z.enum(PRICE_TIER_VALUES),
  /** Online only, or moved online. */
  online: z.boolean(),
  /** Scheduled, or the status its card flags (a cancelled event stays listed until its date). */
  status: z.enum(EVENT_STATUSES),
  image: z.string().nullable(),
  /** The event's .ics file (its "Add to calendar" link). */
  ics: z.string(),
});
export type WidgetCard = z.infer<typeof widgetCardSchema>;

/** A category of the calendar's events, for its filter chips: how many of them it has. */
export const widgetCategorySchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type WidgetCategory = z.infer<typeof widgetCategorySchema>;

/**
 * One month of a calendar's dates (the month view): each date of its events in the month from today on, in time
 * order, with the time in the venue's zone; each event named once. `previous` and `next` are the neighbouring
 * months the view pages to (null before the current month and past WIDGET_MONTHS_AHEAD).
 */
export const widgetMonthSchema = z.object({
  /** yyyy-MM. */
  month: z.string(),
  /** "December 2026". */
  label: z.string(),
  /** The region's today (yyyy-MM-dd): earlier days of the month are past. */
  today: z.string(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
  dates: z.array(z.object({ day: z.string(), time: z.string(), eventId: z.number().int() })),
  events: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  /** More dates than the view names (WIDGET_MONTH_DATES_MAX). */
  truncated: z.boolean(),
});
export type WidgetMonth = z.infer<typeof widgetMonthSchema>;

export const WIDGET_STATES = ['listing', 'lapsed'] as const;
export type WidgetState = (typeof WIDGET_STATES)[number];

/**
 * A page of a widget, as the server renders it and the hydrated page fetches the next ones: `lapsed` (the owner's
 * subscription ended) carries no events. `listingUrl` is the same search on the full listing.
 */
export const widgetEventsSchema = z.object({
  widget: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(WIDGET_STATES),
  results: z.array(widgetCardSchema),
  pagination: paginationSchema,
  listingUrl: z.string(),
  /** The calendar's public iCalendar feed, which calendar apps subscribe to ("Subscribe"). */
  calendarUrl: z.string(),
  /** The view shown: the visitor's choice (`?view=`) or the calendar's default. */
  view: z.enum(WIDGET_VIEWS),
  /** Which controls the producer shows. */
  controls: z.object({ views: z.boolean(), categories: z.boolean(), subscribe: z.boolean() }),
  /** The categories of the calendar's events, most events first (empty when its chips are hidden). */
  categories: z.array(widgetCategorySchema),
  /** The category chosen (`?category=`), or null for all. */
  category: z.number().int().nullable(),
  /** The month shown in the month view; null in the list view. */
  month: widgetMonthSchema.nullable(),
  /** The language the page is in (issue 31): its `when`, month label and times are worded in it. */
  language: z.string(),
  /** The `?lang=` the page was asked with (null: none), which the widget's own links keep. */
  lang: z.string().nullable(),
});
export type WidgetEvents = z.infer<typeof widgetEventsSchema>;

/**
 * The widget page's query: `?page=` of the list, `?view=` list or month, `?category=` one category of the
 * calendar's, `?month=` (yyyy-MM) of the month view. Its links change them without JavaScript.
 */
export const widgetPageQuerySchema = z.object({
  page: pageQuerySchema.shape.page,
  view: z.enum(WIDGET_VIEWS, choice).optional(),
  category: z.coerce.number({ error: INTEGER_MESSAGE }).int(INTEGER_MESSAGE).min(1, INTEGER_MESSAGE).max(MAX_ID, INTEGER_MESSAGE).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.')
    .optional(),
  lang: langQuerySchema,
});
export type WidgetPageQuery = z.infer<typeof widgetPageQuerySchema>;

/** A feed's query: `?lang=` its own texts' language. */
export const widgetFeedQuerySchema = z.object({ lang: langQuerySchema });


/** The iframe snippet of the Embed modal. */
export function embedSnippet(embedUrl: string, title: string): string {
  const safeTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${embedUrl}" title="${safeTitle}" width="${WIDGET_EMBED_WIDTH}" height="${WIDGET_EMBED_HEIGHT}" style="border:0" loading="lazy"></iframe>`;
}

/** The optional resizer snippet: a tiny script that keeps the frame as tall as the calendar. */
export function resizerSnippet(embedUrl: string): string {
  return `<script src="${new URL(WIDGET_RESIZER_PATH, embedUrl).toString()}" async></script>`;
}


const LIST = '/events/api/v1/widgets/';
const ITEM = '/events/api/v1/widgets/{id}/';
const BAD_INPUT = 'Bad input: a field error map (title, a saved search that is not yours, no active subscription in nonFieldErrors).';
const NOT_FOUND = 'Unknown id or another producer\'s calendar: `{detail: "Not found."}`.';
const widgets = endpointGroup({ tag: 'widgets', access: anyRole('producer'), errors: { 400: BAD_INPUT } });
/** One of the caller's calendars, by id. */
const widget = widgets.with({ params: idParamSchema, errors: { 404: NOT_FOUND } });
/** A widget's public page, feed and data, by id. */
const widgetPages = endpointGroup({ tag: 'widgets', access: PUBLIC, params: idParamSchema, errors: { 400: BAD_FIELDS } });

/** The producer's calendars (spec producer-and-account section 7). */
export const widgetsEndpoints = {
  list: widgets.get(LIST, {
    summary: 'Your calendars (ordering -updated or -created)',
    query: widgetListQuerySchema,
    response: widgetListSchema,
    responseDescription: 'One page of calendars with pagination.',
    list: true,
  }),
  create: widgets.post(LIST, {
    summary: 'Make a calendar from one of your saved searches (needs an active subscription)',
    body: widgetWriteSchema,
    status: 201,
    response: widgetSchema,
    responseDescription: 'The calendar.',
  }),
  get: widget.get(ITEM, {
    summary: 'One of your calendars',
    response: widgetSchema,
    responseDescription: 'The calendar.',
  }),
  update: widget.put(ITEM, {
    summary: 'Change a calendar\'s title or saved search',
    body: widgetWriteSchema,
    response: widgetSchema,
    responseDescription: 'The changed calendar.',
  }),
  remove: widget.delete(ITEM, {
    summary: 'Delete a calendar',
    responseDescription: 'Deleted.',
  }),
  events: widgetPages.get(WIDGET_EVENTS_PATH, {
    summary: 'A page of a widget\'s events (the hydrated widget pages in place with it)',
    query: widgetPageQuerySchema,
    response: widgetEventsSchema,
    responseDescription: 'The widget, its state and one page of event cards.',
    errors: { 404: 'No such calendar: `{detail: "Not found."}`.' },
  }),
  calendarFeed: widgetPages.get('/widget/{id}/calendar/', {
    summary: "A calendar's events as a public iCalendar feed, to subscribe to from a calendar app",
    description: "The saved search's events as its own calendar feed lists them (today on, at most 90 days), named by the calendar's title; its own texts in `?lang=`, else the Accept-Language's language.",
    query: widgetFeedQuerySchema,
    responseKind: 'text/calendar',
    responseDescription: 'text/calendar; ETag and public Cache-Control; 304 on a matching If-None-Match.',
    errors: { 404: "No such calendar, or its owner's subscription ended." },
  }),
  page: widgetPages.get('/widget/{id}/', {
    summary: 'The embeddable calendar of a widget, rendered on the server (the only page other sites may frame)',
    description: 'The first page of the saved search\'s events in the HTML; `?page=` pages without JavaScript.',
    query: widgetPageQuerySchema,
    responseKind: 'text/html',
    responseDescription: "The widget's page.",
    errors: { 404: 'No such calendar: a short HTML page.' },
  }),
} as const;

export const WIDGET_PATHS = {
  /** Screen routes (mfe-producer). */
  list: '/account/widgets/',
  add: '/account/widgets/add/',
  edit: (id: number | string) => `/account/widgets/edit/${id}/`,
  metrics: (id: number | string) => `/account/widgets/${id}/metrics/`,
  /** The widget page. */
  page: (id: number | string) => `/widget/${id}/`,
  /** Its public iCalendar feed (widgetsEndpoints.calendarFeed). */
  calendar: (id: number | string) => `/widget/${id}/calendar/`,
} as const;

/**
 * What the backend hands mfe-widget's server build (dist-server/widget-server.cjs, loaded at run time) to render a
 * widget page: the page's data (null: no such calendar), the embedding host the server saw, the page's hit token
 * (the hydrated page sends it with its event hits: it names the widget and that host, signed; null when the page
 * lists nothing), and the hydration files to load.
 */
export type WidgetDocumentInput = {
  readonly data: WidgetEvents | null;
  /** The page's language (issue 31): `<html lang>` and the widget's texts. */
  readonly language: string;
  readonly host: string;
  readonly hitToken: string | null;
  readonly scripts: readonly string[];
};

/** The server build's module. */
export type WidgetServerModule = {
  /** The page; a language's catalogue is loaded once, on its first page. */
  renderWidgetDocument(input: WidgetDocumentInput): Promise<string>;
};

/** Where the built hydration files are listed, in mfe-widget's dist (written by its SSR build). */
export const WIDGET_HYDRATE_ASSETS_FILE = 'widget-hydrate-assets.json';
/** The server build's file, in mfe-widget's dist-server. */
export const WIDGET_SERVER_FILE = 'widget-server.cjs';
