import { Injectable } from '@nestjs/common';
import { paginationFor } from '@events/contracts/lists';
import type { SavedSearch } from '@events/contracts/saved-searches';
import {
  MAX_WIDGETS,
  WIDGET_MESSAGES,
  WIDGET_PATHS,
  type Widget,
  type WidgetList,
  type WidgetListQuery,
  type WidgetWriteValues,
} from '@events/contracts/widgets';
import type { Language } from '@events/contracts/languages';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { pageOffset } from '../../common/http/page-offset.js';
import { BillingService } from '../billing/billing.service.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { describeSearch } from './search-description.js';
import { WidgetsError } from './widgets.errors.js';
import { WidgetsRepository, type WidgetRow } from './widgets.repository.js';

/**
 * The producers' calendars (spec producer-and-account "Calendars list"): only the owner reads or changes one
 * (another producer's id is "Not found."); making one needs an active subscription (BillingService, the one answer
 * to "may this producer use paid tools") and one of the producer's own saved searches.
 */
@Injectable()
export class WidgetsService {
  constructor(
    private readonly repository: WidgetsRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly billing: BillingService,
  ) {}

  async list(userId: number, query: WidgetListQuery, view: OwnerView): Promise<WidgetList> {
    const [rows, total] = await Promise.all([
      this.repository.findPage(userId, query.ordering, query.page_size, pageOffset(query)),
      this.repository.countForUser(userId),
    ]);
    const searches = await this.searchesOf(userId, rows);
    return { results: rows.map((row) => toWidget(row, searches.get(row.search_id), view)), pagination: paginationFor(query, total) };
  }

  /** The user's most recently edited calendars (id and title only) and how many they have in all. */
  async recentTitles(userId: number, limit: number): Promise<{ calendars: { id: number; title: string }[]; total: number }> {
    const [rows, total] = await Promise.all([this.repository.findPage(userId, '-updated', limit, 0), this.repository.countForUser(userId)]);
    return { calendars: rows.map((row) => ({ id: row.id, title: row.title })), total };
  }

  async get(userId: number, id: number, view: OwnerView): Promise<Widget> {
    const row = await this.findOwn(userId, id);
    return toWidget(row, (await this.searchesOf(userId, [row])).get(row.search_id), view);
  }

  async create(userId: number, input: WidgetWriteValues, view: OwnerView): Promise<Widget> {
    if (!(await this.billing.hasActiveSubscription(userId))) {
      throw new RequestValidationError({ nonFieldErrors: [WIDGET_MESSAGES.needsSubscription] });
    }
    if ((await this.repository.countForUser(userId)) >= MAX_WIDGETS) {
      throw new RequestValidationError({ nonFieldErrors: [WIDGET_MESSAGES.tooMany] });
    }
    const id = await this.repository.insert(userId, input);
    if (id === undefined) throw new RequestValidationError({ search_id: [WIDGET_MESSAGES.unknownSearch] });
    return this.get(userId, id, view);
  }

  async update(userId: number, id: number, input: WidgetWriteValues, view: OwnerView): Promise<Widget> {
    await this.findOwn(userId, id);
    if (!(await this.repository.ownsSearch(userId, input.search_id))) {
      throw new RequestValidationError({ search_id: [WIDGET_MESSAGES.unknownSearch] });
    }
    if (!(await this.repository.update(userId, id, input))) throw new WidgetsError('widget_not_found');
    return this.get(userId, id, view);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repository.delete(userId, id))) throw new WidgetsError('widget_not_found');
  }

  /** The owner's calendar; WidgetsError 'widget_not_found' for an unknown id or another producer's. */
  async findOwn(userId: number, id: number): Promise<WidgetRow> {
    const row = await this.repository.findOwn(userId, id);
    if (row === undefined) throw new WidgetsError('widget_not_found');
    return row;
  }

  /** The saved searches the rows name, read through the saved-searches module (the owner's own). */
  private async searchesOf(userId: number, rows: readonly WidgetRow[]): Promise<Map<number, SavedSearch>> {
    const ids = [...new Set(rows.map((row) => row.search_id))];
    const searches = await Promise.all(ids.map((id) => this.savedSearches.get(userId, id)));
    return new Map(searches.map((search) => [search.id, search]));
  }
}

/** How the owner reads a calendar: on the site's origin (the embed URL is absolute), in the request's language. */
export type OwnerView = { readonly origin: string; readonly language: Language };

/** The API's calendar; embedUrl is absolute, since it is pasted into other sites. */
export function toWidget(row: WidgetRow, search: SavedSearch | undefined, { origin, language }: OwnerView): Widget {
  return {
    id: row.id,
    title: row.title,
    search_id: row.search_id,
    search: {
      id: row.search_id,
      searchName: row.search_name,
      description: search === undefined ? '' : describeSearch(search, row.distance_units, serverIntl(language)),
    },
    embedUrl: `${origin}${WIDGET_PATHS.page(row.id)}`,
    defaultView: row.default_view,
    showViews: row.show_views,
    showCategories: row.show_categories,
    showSubscribe: row.show_subscribe,
    language: row.language,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}
