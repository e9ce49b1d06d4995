import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { eventSearchQuerySchema } from '@events/contracts/search';
import type { WidgetCard, WidgetEvents } from '@events/contracts/widgets';
import { parseWith } from '../../common/validation/parse-request.js';
import { BillingService } from '../billing/billing.service.js';
import { formatNextOccurrence } from '../saved-searches/saved-search.mapper.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { todayIn } from '../search/search-criteria.js';
import { SearchService } from '../search/search.service.js';
import { widgetListingQuery } from './widget-search.js';
import { WidgetsError } from './widgets.errors.js';
import { WidgetsRepository } from './widgets.repository.js';

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
  };
}

/**
 * The public side of a calendar: one page of its saved search's events, answered by the events listing itself
 * (search module) for the search as it stands today, or the lapsed state when the owner's subscription ended.
 * Unknown ids are WidgetsError 'widget_not_found'.
 */
@Injectable()
export class WidgetPagesService {
  constructor(
    private readonly widgets: WidgetsRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly search: SearchService,
    private readonly billing: BillingService,
  ) {}

  async events(widgetId: number, page: number, now: Date = new Date()): Promise<WidgetEvents> {
    const row = await this.widgets.findById(widgetId);
    if (row === undefined) throw new WidgetsError('widget_not_found');
    const [active, saved] = await Promise.all([this.billing.hasActiveSubscription(row.user_id), this.savedSearches.get(row.user_id, row.search_id, now)]);
    const widget = { id: row.id, title: row.title };
    if (!active) return { widget, state: 'lapsed', results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 }, listingUrl: saved.searchUrl };
    const query = parseWith(eventSearchQuerySchema, widgetListingQuery(saved, row.distance_units, todayIn(undefined, now), page));
    const listing = await this.search.listEvents(query, now);
    return {
      widget,
      state: 'listing',
      results: listing.results.map((card) => toWidgetCard(card, row.id)),
      pagination: listing.pagination,
      listingUrl: saved.searchUrl,
    };
  }
}
