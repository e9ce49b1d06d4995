import { Injectable } from '@nestjs/common';
import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import type { SavedState } from '@events/contracts/auth';
import { paginationFor } from '@events/contracts/lists';
import {
  type SavedEventList,
  type SavedEventsQuery,
  type SavedVenueList,
  type SavedVenuesQuery,
} from '@events/contracts/saved';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { pageOffset } from '../../common/http/page-offset.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { EventCardsService } from '../cards/event-cards.service.js';
import { cardOptionsAt } from '../cards/venue-card.read-model.js';
import { VenueCardsService } from '../cards/venue-cards.service.js';
import { SavedError } from './saved.errors.js';
import { type Point, type SavedItemRow, type SavedKind, SavedRepository } from './saved.repository.js';

type PointQuery = { latitude?: number; longitude?: number; address_id?: number };

@Injectable()
export class SavedService {
  constructor(
    private readonly repository: SavedRepository,
    private readonly eventCards: EventCardsService,
    private readonly venueCards: VenueCardsService,
    private readonly addresses: AddressesService,
    private readonly clock: Clock,
  ) {}

  /** Whether the user has bookmarked the item; 404 for an unknown or unpublished item. */
  async state(kind: SavedKind, userId: number, id: number): Promise<SavedState> {
    await this.assertBookmarkable(kind, id);
    return { saved: await this.repository.isSaved(kind, userId, id) };
  }

  /**
   * Toggles the bookmark, or forces it when `wanted` is given (true adds, false removes); answers the new
   * state. 404 for an unknown or unpublished item.
   */
  async toggle(kind: SavedKind, userId: number, id: number, wanted?: boolean): Promise<SavedState> {
    await this.assertBookmarkable(kind, id);
    if (wanted === true) {
      await this.repository.save(kind, userId, id);
      return { saved: true };
    }
    const removed = await this.repository.unsave(kind, userId, id);
    if (wanted === false || removed) return { saved: false };
    await this.repository.save(kind, userId, id);
    return { saved: true };
  }

  savedIds(kind: SavedKind, userId: number): Promise<number[]> {
    return this.repository.findSavedIds(kind, userId);
  }

  /**
   * The saved events list: the user's saved events that still have an occurrence to come, as event cards
   * (nextEventOccurrence from now, distance from the point when one is given), by -created, date or distance.
   */
  async listEvents(userId: number, query: SavedEventsQuery): Promise<SavedEventList> {
    const point = await this.pointOf(userId, query);
    const now = this.clock.now();
    const [rows, total] = await Promise.all([
      this.repository.findUpcomingSavedEventPage(userId, now, { ordering: query.ordering, point, ...window(query) }),
      this.repository.countUpcomingSavedEvents(userId, now),
    ]);
    const cards = await this.eventCards.findCardsByIds(idsOf(rows), cardOptionsAt(point, query.units));
    return {
      results: withCards(rows, cards).map(({ card, ...item }) => ({ ...item, event: card })),
      pagination: paginationFor(query, total),
    };
  }

  /** The saved venues list: the user's saved published venues as venue cards, by -created or distance. */
  async listVenues(userId: number, query: SavedVenuesQuery): Promise<SavedVenueList> {
    const point = await this.pointOf(userId, query);
    const [rows, total] = await Promise.all([
      this.repository.findSavedVenuePage(userId, { ordering: query.ordering, point, ...window(query) }),
      this.repository.countSavedVenues(userId),
    ]);
    const cards = await this.venueCards.findCardsByIds(idsOf(rows), cardOptionsAt(point, query.units));
    return {
      results: withCards(rows, cards).map(({ card, ...item }) => ({ ...item, pointOfInterest: card })),
      pagination: paginationFor(query, total),
    };
  }

  /**
   * The point distances are measured from: the user's own address (address_id; 400 when it is not theirs),
   * else latitude + longitude, else none.
   */
  async pointOf(userId: number, query: PointQuery): Promise<Point | null> {
    if (query.address_id !== undefined) {
      const point = await this.addresses.findPoint(userId, query.address_id);
      if (point === undefined) throw new RequestValidationError({ address_id: [ADDRESS_MESSAGES.unknownAddress] });
      return point;
    }
    if (query.latitude !== undefined && query.longitude !== undefined) return { lat: query.latitude, lon: query.longitude };
    return null;
  }

  private async assertBookmarkable(kind: SavedKind, id: number): Promise<void> {
    if (!(await this.repository.isBookmarkable(kind, id))) throw new SavedError('item_not_found');
  }
}

function window(query: { page: number; page_size: number }): { limit: number; offset: number } {
  return { limit: query.page_size, offset: pageOffset(query) };
}

const idsOf = (rows: readonly SavedItemRow[]): number[] => rows.map((row) => row.id);

/**
 * Each saved item (id, when saved) with its card, in the rows' order; an item whose card was not found (it can
 * vanish between the two reads) is left out.
 */
function withCards<C extends { readonly id: number }>(rows: readonly SavedItemRow[], cards: readonly C[]): { id: number; created: string; card: C }[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = byId.get(row.id);
    return card === undefined ? [] : [{ id: row.id, created: row.created.toISOString(), card }];
  });
}
