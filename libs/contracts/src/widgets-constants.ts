// Plain constants, no zod: the widget's hydration bundle reads them.
import { REGION_TIME_ZONE } from './reference.js';

/**
 * Constants of calendar widgets (spec producer-and-account "Calendars list", sections 3, 5, 9).
 */

export const WIDGET_TITLE_MAX = 256;
/** The most calendars one producer may keep. */
export const MAX_WIDGETS = 100;
/** Spec section 9: "Embed snippet height 720px, width 100%. Widget popup 600x800." */
export const WIDGET_EMBED_HEIGHT = '720px';
export const WIDGET_EMBED_WIDTH = '100%';
export const WIDGET_POPUP = { width: 600, height: 800 } as const;
/** Spec section 9: listing page size 20 (the widget's pages too). */
export const WIDGET_PAGE_SIZE = 20;

export const WIDGET_MESSAGES = {
  heading: 'My Calendars',
  add: 'Add Calendar',
  emptyTitle: 'No calendars.',
  emptyText: 'Create custom calendar widgets to showcase events on your own website.',
  embedTitle: 'Embed Calendar',
  createTitle: 'Create Calendar',
  editTitle: 'Edit Calendar',
  copy: 'Copy',
  copied: 'Copied!',
  exportTitle: 'Export as Text',
  makeSearch: 'Make a saved search',
  /** Why a producer without an active subscription cannot make a calendar (400 nonFieldErrors and the screen). */
  needsSubscription: 'Calendars need an active subscription. Subscribe to create calendar widgets for your website.',
  tooMany: `You can keep at most ${MAX_WIDGETS} calendars. Delete one before adding another.`,
  /** 400 on search_id naming a search that is not the producer's own. */
  unknownSearch: 'Select one of your saved searches.',
  /** The widget page of a calendar whose owner's subscription lapsed. */
  lapsed: 'This calendar is not available right now.',
  notFoundTitle: 'Calendar not found',
  notFound: 'This address does not name a calendar.',
  noEvents: 'No events match this calendar right now.',
  fullListing: 'See all events',
  subscribe: 'Subscribe',
  resizerLabel: 'Optional: keep the frame as tall as the calendar',
  /** The widget's controls (the producer chooses which show, and the view it opens on). */
  eventsLabel: 'Events',
  viewsLabel: 'View',
  categoriesLabel: 'Categories',
  allCategories: 'All',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noEventsMonth: 'No events this month.',
  /** The month view names at most WIDGET_MONTH_DATES_MAX dates; the list has them all. */
  moreInList: 'More dates this month are in the list.',
  /** The calendar form's settings. */
  defaultViewLabel: 'Opens on',
  showViewsLabel: 'Show the List / Month switch',
  showCategoriesLabel: 'Show category filters',
  showSubscribeLabel: 'Show the Subscribe link',
} as const;

/** How a widget shows its events: a list twenty to a page, or a month calendar. */
export const WIDGET_VIEWS = ['list', 'month'] as const;
export type WidgetView = (typeof WIDGET_VIEWS)[number];
export const WIDGET_VIEW_LABELS: Record<WidgetView, string> = { list: 'List', month: 'Month' };
/** The most dates one month of a widget names (its page weight stays within the budget); the list has the rest. */
export const WIDGET_MONTH_DATES_MAX = 120;
/** How many months ahead of the current one the month view pages to (the occurrences reach about a year). */
export const WIDGET_MONTHS_AHEAD = 12;

/** Where the resizer script is served (a file of mfe-widget's build). */
export const WIDGET_RESIZER_PATH = '/remotes/mfe-widget/widget-resizer.js';
/** The message type the widget posts to its parent window with its height. */
export const WIDGET_RESIZE_MESSAGE = 'events-widget:height';
/** The id of the JSON script element holding the page's data for hydration. */
export const WIDGET_DATA_ELEMENT_ID = 'widget-data';
/** Where browsers send widget hits (POST). */
export const WIDGET_HITS_PATH = '/events/api/v1/widget_hits/';
/** The host recorded when the browser withholds the embedding page (spec: "Unknown host shows '(unknown)'"). */
export const UNKNOWN_HOST = '(unknown)';
/** Most hits one batch may carry. */
export const WIDGET_HIT_BATCH_MAX = 100;
/** A page of a widget's events as JSON (the hydrated widget pages in place with it). */
export const WIDGET_EVENTS_PATH = '/events/api/v1/widgets/{id}/events/';
/** The zone whose calendar days the traffic rollup files hits under (the region's; backend common/region). */
export const WIDGET_TRAFFIC_TIME_ZONE = REGION_TIME_ZONE;
