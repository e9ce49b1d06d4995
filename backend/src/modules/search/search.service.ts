import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { paginationFor, type Pagination } from '@events/contracts/lists';
import type { EventSearchQuery, VenueSearchQuery } from '@events/contracts/search';
import type { Venue } from '@events/contracts/venues';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { EventCardsService } from '../cards/event-cards.service.js';
import { cardOptionsAt } from '../cards/venue-card.read-model.js';
import { VenueCardsService } from '../cards/venue-cards.service.js';
import {
  eventSearchCriteria,
  isFieldErrors,
  keywordQuery,
  resolveDateRange,
  todayIn,
  venueSearchCriteria,
  type DateRange,
  type EventCandidates,
} from './search-criteria.js';
import { KnownEventTypes } from './known-event-types.js';
import { SearchRepository } from './search.repository.js';

export type Listing<T> = { readonly results: T[]; readonly pagination: Pagination };

/**
 * The events and venues listings: defaults and rules (today in New York by the Clock, range checks, known categories), then one
 * page of cards from the search table with the exact total (one statement, search.queries.ts).
 * `address_id` is resolved to latitude / longitude before this runs (SearchCentreService).
 */
@Injectable()
export class SearchService {
  private readonly knownEventTypes = new KnownEventTypes();

  constructor(
    private readonly repository: SearchRepository,
    private readonly eventCards: EventCardsService,
    private readonly venueCards: VenueCardsService,
    private readonly clock: Clock,
  ) {}

  /** `candidates` limits the listing to those events (the alert digest); its total then counts only them. */
  async listEvents(query: EventSearchQuery, now: Date = this.clock.now(), candidates?: EventCandidates): Promise<Listing<EventCard>> {
    const range = this.rangeOf(query, now);
    const criteria = candidates ? { ...eventSearchCriteria(query, range, now), candidates } : eventSearchCriteria(query, range, now);
    const [page] = await Promise.all([this.repository.findEventCardsPage(criteria, now), this.checkEventTypes(criteria.filters.eventTypes)]);
    const results = this.eventCards.cardsOf(page.rows, cardOptionsAt(criteria.area, criteria.units));
    return { results, pagination: paginationFor(query, page.total) };
  }

  /**
   * The categories of the listing's events: how many of them each has, most first (a calendar's filter chips), with
   * their Spanish names ('' without one).
   */
  async eventTypeCounts(query: EventSearchQuery, now: Date = this.clock.now()): Promise<{ id: number; name: string; nameEs: string; count: number }[]> {
    const rows = await this.repository.findEventTypeCounts(eventSearchCriteria(query, this.rangeOf(query, now), now));
    return rows.map((row) => ({ id: row.id, name: row.name, nameEs: row.name_es, count: row.events }));
  }

  /** Every date of the listing's events in its range, in time order, at most `limit` (a calendar's month view). */
  async eventDates(query: EventSearchQuery, limit: number, now: Date = this.clock.now()): Promise<{ eventId: number; day: string; startsAt: Date }[]> {
    const rows = await this.repository.findEventDates(eventSearchCriteria(query, this.rangeOf(query, now), now), limit);
    return rows.map((row) => ({ eventId: row.event_id, day: row.day, startsAt: row.starts_at }));
  }

  /**
   * The events a keyword listing can name, as candidates for listEvents, when its keyword matches at most `limit`
   * events; null without a keyword or beyond that. Listing these candidates gives the listing itself (each event it
   * names matches the keyword, total included), found by one index probe per matching event rather than a pass over
   * every event in its days: the cheaper way while the matches are fewer than those events.
   */
  async keywordCandidates(query: EventSearchQuery, limit: number, now: Date = this.clock.now()): Promise<EventCandidates | null> {
    const range = this.rangeOf(query, now);
    const keyword = eventSearchCriteria(query, range, now).filters.keyword;
    if (keyword === null) return null;
    const ids = await this.keywordEventIds(keyword, limit);
    return ids === null ? null : { eventIds: ids, afterDay: range.end };
  }

  /** The listing's keyword as to_tsquery text (see keywordEventIds), null without one. */
  keywordOf(query: EventSearchQuery): string | null {
    return keywordQuery(query.keyword);
  }

  /** Ids of the events whose keywords match the to_tsquery text `keyword`, in no order; null when more than `limit`. */
  async keywordEventIds(keyword: string, limit: number): Promise<number[] | null> {
    const ids = await this.repository.findKeywordEventIds(keyword, limit + 1);
    return ids.length > limit ? null : ids;
  }

  async listVenues(query: VenueSearchQuery, now: Date = this.clock.now()): Promise<Listing<Venue>> {
    const range = this.rangeOf(query, now);
    const criteria = venueSearchCriteria(query, range);
    const [page] = await Promise.all([
      this.repository.findVenueCardsPage(criteria),
      this.checkEventTypes(criteria.events?.filters.eventTypes ?? null),
    ]);
    const results = this.venueCards.cardsOf(page.rows, cardOptionsAt(criteria.area, criteria.units));
    return { results, pagination: paginationFor(query, page.total) };
  }

  private rangeOf(query: { date_start?: string; date_end?: string }, now: Date): DateRange {
    const range = resolveDateRange(query, todayIn(undefined, now));
    if (isFieldErrors(range)) throw new RequestValidationError(range);
    return range;
  }

  /** 400 on event_types naming a category that does not exist (spec wording of a choice field). */
  private async checkEventTypes(ids: readonly number[] | null): Promise<void> {
    const asked = ids === null ? [] : this.knownEventTypes.unconfirmed(ids);
    if (asked.length === 0) return;
    const unknown = await this.repository.findUnknownEventTypeIds(asked);
    this.knownEventTypes.confirm(asked, unknown);
    if (unknown.length > 0) {
      throw new RequestValidationError({
        event_types: unknown.map((id) => `Select a valid choice. ${id} is not one of the available choices.`),
      });
    }
  }
}
