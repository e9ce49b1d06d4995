import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { eventSearchQuerySchema } from '@events/contracts/search';
import { WIDGET_PATHS, type WidgetCard, type WidgetEvents } from '@events/contracts/widgets';
import { icsFilePath } from '@events/domain/calendar-links';
import { Clock } from '../../common/clock/clock.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { AlertLinksService, type FeedAnswer } from '../alerts/alert-links.service.js';
import { BillingService } from '../billing/billing.service.js';
import { formatNextOccurrence, toSavedSearch } from '../saved-searches/saved-search.mapper.js';
import { isFieldErrors, resolveDateRange, todayIn } from '../search/search-criteria.js';
import { SearchService } from '../search/search.service.js';
import { RenderCache } from '../../common/cache/render-cache.js';
import { widgetListingQuery } from './widget-search.js';
import { WidgetsError } from './widgets.errors.js';
import { WidgetsRepository, type WidgetPageStateRow } from './widgets.repository.js';

/** Pages kept per instance: a few hundred calendars with their first pages fit in a few megabytes. */
const CACHED_PAGES = 2000;
/** How long a cached page may stay: bounds how long an occurrence that ended earlier today still shows. */
const CACHED_PAGE_MS = 60_000;

/** An event card as a widget shows it; the link keeps the widget context (`?widget=`). */
export function toWidgetCard(card: EventCard, widgetId: number): WidgetCard {
  const url = card.absoluteUrl;
  return {
    id: card.id,
    name: card.name,
    url: `${url}${url.includes('?') ? '&' : '?'}widget=${widgetId}`,
    when: formatNextOccurrence(card),
    venue: card.pointOfInterest.name,
    city: card.pointOfInterest.city,
    category: card.eventType.name,
    price: card.price.label,
    online: card.isOnline && !card.isInPerson,
    image: card.imageThumbnail,
    ics: icsFilePath(card.id),
  };
}

/** A widget page's answer and the key it is cached under (everything the answer depends on). */
export type WidgetPageResult = { readonly data: WidgetEvents; readonly key: string };

/**
 * The key of a page: the calendar and its saved search as stored (every column the listing query is built from),
 * whether the owner's subscription publishes, the render generation (moved by every catalogue write on any
 * instance), the region's day and the page number.
 */
function cacheKeyOf(row: WidgetPageStateRow, active: boolean, today: string, page: number): string {
  return JSON.stringify([row, active, today, page]);
}

/**
 * The public side of a calendar: one page of its saved search's events, answered by the events listing itself
 * (search module) for the search as it stands today, or the lapsed state when the owner's subscription ended.
 * The calendar, its search, its owner's subscriptions and the render generation come from one statement; the
 * listing runs only when no cached page has the same key. Unknown ids are WidgetsError 'widget_not_found'.
 */
@Injectable()
export class WidgetPagesService {
  private readonly cache = new RenderCache<WidgetEvents>(CACHED_PAGES, CACHED_PAGE_MS);

  constructor(
    private readonly widgets: WidgetsRepository,
    private readonly search: SearchService,
    private readonly billing: BillingService,
    private readonly feeds: AlertLinksService,
    private readonly clock: Clock,
  ) {}

  async events(widgetId: number, page: number, now: Date = this.clock.now()): Promise<WidgetEvents> {
    return (await this.page(widgetId, page, now)).data;
  }

  async page(widgetId: number, page: number, now: Date = this.clock.now()): Promise<WidgetPageResult> {
    const row = await this.widgets.findPageState(widgetId);
    if (row === undefined) throw new WidgetsError('widget_not_found');
    const active = this.isPublishing(row);
    const today = todayIn(undefined, now);
    const key = cacheKeyOf(row, active, today, page);
    const cached = this.cache.get(key);
    if (cached !== undefined) return { data: cached, key };
    const data = await this.answer(row, active, today, page, now);
    this.cache.set(key, data);
    return { data, key };
  }

  /**
   * Which of `eventIds` the calendar lists today, on any of its pages: its own listing limited to those events
   * (SearchService's candidates, as the alert digest uses them), so one statement after the calendar's answers a
   * whole batch. Null when the calendar does not exist or lists nothing (lapsed).
   */
  async shownAmong(widgetId: number, eventIds: readonly number[], now: Date = this.clock.now()): Promise<ReadonlySet<number> | null> {
    const row = await this.widgets.findPageState(widgetId);
    if (row === undefined || !this.isPublishing(row)) return null;
    const ids = [...new Set(eventIds)];
    if (ids.length === 0) return new Set();
    const today = todayIn(undefined, now);
    const listing = { ...widgetListingQuery(toSavedSearch(row, today), row.distance_units, today, 1), page_size: ids.length };
    const query = parseWith(eventSearchQuerySchema, listing);
    const range = resolveDateRange(query, today);
    if (isFieldErrors(range)) return new Set();
    // afterDay at the range's end: no event beyond those named.
    const { results } = await this.search.listEvents(query, now, { eventIds: ids, afterDay: range.end });
    return new Set(results.map((card) => card.id));
  }

  /**
   * The calendar's public iCalendar feed (its "Subscribe" link): its saved search's, named by its title. Unknown
   * calendars and lapsed ones (the owner's subscription ended) are WidgetsError 'widget_not_found'.
   */
  async calendarFeed(widgetId: number, origin: string, now: Date = this.clock.now()): Promise<FeedAnswer> {
    const row = await this.widgets.findPageState(widgetId);
    if (row === undefined || !this.isPublishing(row)) throw new WidgetsError('widget_not_found');
    const search = { ...row, user_id: row.widget_user_id, owner_units: row.distance_units, catalogue_generation: row.render_generation };
    return this.feeds.widgetCalendar(search, row.widget_title, origin, now);
  }

  /** Whether the owner's subscriptions publish the calendar (else it shows the lapsed state). */
  private isPublishing(row: WidgetPageStateRow): boolean {
    return row.subscriptions.some((subscription) =>
      this.billing.isPublishing({ status: subscription.status, pastDueSince: dateOrNull(subscription.pastDueSince), updated: new Date(subscription.updated) }),
    );
  }

  private async answer(row: WidgetPageStateRow, active: boolean, today: string, page: number, now: Date): Promise<WidgetEvents> {
    const saved = toSavedSearch(row, today);
    const widget = { id: row.widget_id, title: row.widget_title };
    const calendarUrl = WIDGET_PATHS.calendar(row.widget_id);
    if (!active) return { widget, state: 'lapsed', results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 }, listingUrl: saved.searchUrl, calendarUrl };
    const query = parseWith(eventSearchQuerySchema, widgetListingQuery(saved, row.distance_units, today, page));
    const listing = await this.search.listEvents(query, now);
    return {
      widget,
      state: 'listing',
      results: listing.results.map((card) => toWidgetCard(card, row.widget_id)),
      pagination: listing.pagination,
      listingUrl: saved.searchUrl,
      calendarUrl,
    };
  }
}

function dateOrNull(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}
