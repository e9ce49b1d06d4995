import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { eventSearchQuerySchema } from '@events/contracts/search';
import { MAX_PAGE_SIZE } from '@events/contracts/lists';
import {
  WIDGET_MONTH_DATES_MAX,
  WIDGET_PATHS,
  type WidgetCategory,
  type WidgetEvents,
  type WidgetMonth,
  type WidgetPageQuery,
  type WidgetView,
} from '@events/contracts/widgets';
import type { Language } from '@events/contracts/languages';
import { localTimeOf } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import { localizedText } from '../../common/i18n/localized-content.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { AlertLinksService, type FeedAnswer } from '../alerts/alert-links.service.js';
import { BillingService } from '../billing/billing.service.js';
import { toSavedSearch, upcomingRange } from '../saved-searches/saved-search.read-model.js';
import { isFieldErrors, resolveDateRange, todayIn } from '../search/search-criteria.js';
import { SearchService } from '../search/search.service.js';
import { RenderCache } from '../../common/cache/render-cache.js';
import { RenderCacheRegistry } from '../../common/cache/render-cache-registry.js';
import { type ChosenLanguage, chooseLanguage } from '../alerts/i18n/feed-language.js';
import { clockTimeIn, monthLabelIn } from './widget-language.js';
import { monthEventOf, toWidgetCard } from './widget-cards.js';
import { addMonths, listedDays, monthSpan, shownMonth } from './widget-month.js';
import { widgetListingQuery } from './widget-search.js';
import { WidgetsError } from './widgets.errors.js';
import { WidgetsRepository, type WidgetPageStateRow } from './widgets.repository.js';

/** Pages kept per instance: a few hundred calendars with their first pages fit in a few megabytes. */
const CACHED_PAGES = 2000;
/** How long a cached page may stay: bounds how long an occurrence that ended earlier today still shows. */
const CACHED_PAGE_MS = 60_000;

/**
 * What a visitor chose of a page, with the calendar's settings applied: the view, the category, the list page, the
 * month, the page's language and the `?lang=` its links keep.
 */
type PageChoice = {
  readonly view: WidgetView;
  readonly category: number | null;
  readonly page: number;
  readonly month: string;
  readonly language: Language;
  readonly lang: Language | null;
};

/**
 * A widget page's answer, the key it is cached under (everything the answer depends on) and whether its language
 * came from the request's Accept-Language (issue 31).
 */
export type WidgetPageResult = { readonly data: WidgetEvents; readonly key: string; readonly fromHeader: boolean };

/** What a request says of its reader's language, beside the page's `?lang=` (the widget page's query). */
export type WidgetReader = { readonly acceptLanguage: string | null };

/**
 * The key of a page: the calendar and its saved search as stored (every column the listing query is built from),
 * whether the owner's subscription publishes, the render generation (moved by every catalogue write on any
 * instance), the region's day and what the visitor chose (view, category, page, month).
 */
function cacheKeyOf(row: WidgetPageStateRow, active: boolean, today: string, choice: PageChoice): string {
  return JSON.stringify([row, active, today, choice]);
}

/**
 * The public side of a calendar: one page of its saved search's events, answered by the events listing itself
 * (search module) for the search as it stands today, or the lapsed state when the owner's subscription ended.
 * The calendar, its search, its owner's subscriptions and the render generation come from one statement; the
 * listing runs only when no cached page has the same key. Unknown ids are WidgetsError 'widget_not_found'.
 */
@Injectable()
export class WidgetPagesService {
  private readonly cache: RenderCache<WidgetEvents>;

  constructor(
    private readonly widgets: WidgetsRepository,
    private readonly search: SearchService,
    private readonly billing: BillingService,
    private readonly feeds: AlertLinksService,
    private readonly clock: Clock,
    caches: RenderCacheRegistry,
  ) {
    this.cache = caches.register(new RenderCache<WidgetEvents>(CACHED_PAGES, CACHED_PAGE_MS));
  }

  async events(widgetId: number, query: WidgetPageQuery, reader: WidgetReader = { acceptLanguage: null }, now: Date = this.clock.now()): Promise<WidgetPageResult> {
    return this.page(widgetId, query, reader, now);
  }

  /**
   * A page of the calendar in its language: `?lang=`, else the producer's setting, else the reader's
   * Accept-Language, else English (issue 31).
   */
  async page(widgetId: number, query: WidgetPageQuery, reader: WidgetReader = { acceptLanguage: null }, now: Date = this.clock.now()): Promise<WidgetPageResult> {
    const row = await this.widgets.findPageState(widgetId);
    if (row === undefined) throw new WidgetsError('widget_not_found');
    const active = this.isPublishing(row);
    const today = todayIn(undefined, now);
    const chosen = chooseLanguage({ lang: query.lang, setting: row.language, acceptLanguage: reader.acceptLanguage });
    const choice = choiceOf(row, query, today, chosen);
    const key = cacheKeyOf(row, active, today, choice);
    const cached = this.cache.get(key);
    if (cached !== undefined) return { data: cached, key, fromHeader: chosen.fromHeader };
    const data = await this.answer(row, active, today, choice, now);
    this.cache.set(key, data);
    return { data, key, fromHeader: chosen.fromHeader };
  }

  /** The language of the calendar's feed: `?lang=`, else the reader's Accept-Language, else English. */
  feedLanguage(lang: string | undefined, reader: WidgetReader): ChosenLanguage {
    return chooseLanguage({ lang, acceptLanguage: reader.acceptLanguage });
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
    const listing = { ...widgetListingQuery(row, row.distance_units, today, 1), page_size: ids.length };
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
  async calendarFeed(widgetId: number, origin: string, language: Language = 'en', now: Date = this.clock.now()): Promise<FeedAnswer> {
    const row = await this.widgets.findPageState(widgetId);
    if (row === undefined || !this.isPublishing(row)) throw new WidgetsError('widget_not_found');
    const search = { ...row, user_id: row.widget_user_id, owner_units: row.distance_units, catalogue_generation: row.render_generation };
    return this.feeds.widgetCalendar(search, row.widget_title, origin, now, language);
  }

  /** Whether the owner's subscriptions publish the calendar (else it shows the lapsed state). */
  private isPublishing(row: WidgetPageStateRow): boolean {
    return row.subscriptions.some((subscription) =>
      this.billing.isPublishing({ status: subscription.status, pastDueSince: dateOrNull(subscription.pastDueSince), updated: new Date(subscription.updated) }),
    );
  }

  private async answer(row: WidgetPageStateRow, active: boolean, today: string, choice: PageChoice, now: Date): Promise<WidgetEvents> {
    const saved = toSavedSearch(row, today);
    const base = {
      widget: { id: row.widget_id, title: row.widget_title },
      listingUrl: saved.searchUrl,
      calendarUrl: WIDGET_PATHS.calendar(row.widget_id),
      view: choice.view,
      controls: { views: row.show_views, categories: row.show_categories, subscribe: row.show_subscribe },
      category: choice.category,
      language: choice.language,
      lang: choice.lang,
    };
    if (!active) return { ...base, state: 'lapsed', results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 }, categories: [], month: null };
    const listing = widgetListingQuery(row, row.distance_units, today, choice.page);
    if (choice.view === 'list') {
      const [page, categories] = await Promise.all([
        this.search.listEvents(parseWith(eventSearchQuerySchema, withCategory(listing, choice.category)), now),
        row.show_categories ? this.categories(listing, now, choice.language) : [],
      ]);
      return { ...base, state: 'listing', results: page.results.map((card) => toWidgetCard(card, row.widget_id, choice.language)), pagination: page.pagination, categories, month: null };
    }
    const days = listedDays(choice.month, today, upcomingRange(row, today));
    const inMonth = days === null ? null : { ...listing, date_start: days.start, date_end: days.end };
    const [month, categories] = await Promise.all([
      this.month(row.widget_id, choice, today, inMonth, now),
      row.show_categories && inMonth !== null ? this.categories(inMonth, now, choice.language) : ([] as WidgetCategory[]),
    ]);
    return { ...base, state: 'listing', results: [], pagination: { curPage: 1, totalPages: 1, totalItems: month.events.length }, categories, month };
  }

  /** The categories of the listing's events (its chips), named in the page's language. */
  private async categories(listing: Record<string, unknown>, now: Date, language: Language): Promise<WidgetCategory[]> {
    const counts = await this.search.eventTypeCounts(parseWith(eventSearchQuerySchema, listing), now);
    return counts.map((category) => ({ id: category.id, name: localizedText(category.name, category.nameEs, language), count: category.count }));
  }

  /**
   * The month view: every date of the calendar's events in the month's listed days (`listing`: the listing query
   * over those days; null when the month lists none), at most WIDGET_MONTH_DATES_MAX, with the time in each venue's
   * zone; each event named once, from its card.
   */
  private async month(widgetId: number, choice: PageChoice, today: string, listing: Record<string, unknown> | null, now: Date): Promise<WidgetMonth> {
    const { first, last } = monthSpan(today);
    const frame = {
      month: choice.month,
      label: monthLabelIn(choice.month, choice.language),
      today,
      previous: choice.month > first ? addMonths(choice.month, -1) : null,
      next: choice.month < last ? addMonths(choice.month, 1) : null,
    };
    if (listing === null) return { ...frame, dates: [], events: [], truncated: false };
    const query = parseWith(eventSearchQuerySchema, withCategory(listing, choice.category));
    const found = await this.search.eventDates(query, WIDGET_MONTH_DATES_MAX + 1, now);
    const dates = found.slice(0, WIDGET_MONTH_DATES_MAX);
    const ids = [...new Set(dates.map((date) => date.eventId))];
    const cards = new Map<number, EventCard>();
    const range = resolveDateRange(query, today);
    if (isFieldErrors(range)) return { ...frame, dates: [], events: [], truncated: false };
    for (let at = 0; at < ids.length; at += MAX_PAGE_SIZE) {
      const eventIds = ids.slice(at, at + MAX_PAGE_SIZE);
      const { results } = await this.search.listEvents({ ...query, page: 1, page_size: eventIds.length }, now, { eventIds, afterDay: range.end });
      for (const card of results) cards.set(card.id, card);
    }
    return {
      ...frame,
      dates: dates.flatMap((date) => {
        const card = cards.get(date.eventId);
        return card ? [{ day: date.day, time: clockTimeIn(localTimeOf(date.startsAt, card.pointOfInterest.timeZone), choice.language), eventId: card.id }] : [];
      }),
      events: ids.flatMap((id) => {
        const card = cards.get(id);
        return card ? [monthEventOf(card, widgetId, choice.language)] : [];
      }),
      truncated: found.length > WIDGET_MONTH_DATES_MAX,
    };
  }
}

/**
 * A page's choice: the view asked for or the calendar's own; a category only while its chips show and when the
 * saved search's own categories allow it (a chip narrows the calendar, never widens it); the month of the month view.
 */
function choiceOf(row: WidgetPageStateRow, query: WidgetPageQuery, today: string, chosen: ChosenLanguage): PageChoice {
  const view = query.view ?? row.default_view;
  const allowed = query.category !== undefined && row.show_categories && (row.event_type_ids.length === 0 || row.event_type_ids.includes(query.category));
  return {
    view,
    category: allowed ? (query.category ?? null) : null,
    page: view === 'list' ? query.page : 1,
    month: shownMonth(view === 'month' ? query.month : undefined, today),
    language: chosen.language,
    lang: query.lang ?? null,
  };
}

/** The listing query narrowed to one category. */
function withCategory(listing: Record<string, unknown>, category: number | null): Record<string, unknown> {
  return category === null ? listing : { ...listing, event_types: [category] };
}

function dateOrNull(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}
