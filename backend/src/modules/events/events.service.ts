import { Injectable } from '@nestjs/common';
import type { EventCard, EventDetail } from '@events/contracts/events';
import type { PageQuery } from '@events/contracts/lists';
import type { LiveSearchItem, LiveSearchQuery } from '@events/contracts/search';
import { liveSearchItems } from '../../common/search/live-search.js';
import { VenuesService } from '../venues/venues.service.js';
import { toEventDetail } from '../cards/event-card.read-model.js';
import { EventCardsService } from '../cards/event-cards.service.js';
import { EventsError } from './events.errors.js';
import { EventsRepository } from './events.repository.js';
import { eventAbsoluteUrl } from '@events/domain/detail-paths';

/** The detail page lists this many upcoming occurrences. */
export const DETAIL_OCCURRENCES = 50;

@Injectable()
export class EventsService {
  constructor(
    private readonly repository: EventsRepository,
    private readonly cards: EventCardsService,
    private readonly venues: VenuesService,
  ) {}

  /** A published event of a published venue with its upcoming occurrences, or event_not_found. */
  async getPublishedDetail(id: number): Promise<EventDetail> {
    const row = await this.repository.findPublishedCardRow(id);
    if (!row) throw new EventsError('event_not_found');
    const upcoming = await this.repository.findUpcomingOccurrences(id, DETAIL_OCCURRENCES);
    return toEventDetail(row, upcoming);
  }

  /** What the detail of `id` is made of (EVENT_DETAIL_VALIDATOR_SQL): while these stay the same, so does the detail. */
  async detailValidator(id: number): Promise<readonly unknown[]> {
    const row = await this.repository.findDetailValidator(id);
    return [row?.generation, row?.upcoming];
  }

  /** A published venue's upcoming published events, soonest first, as cards. */
  async listUpcomingForVenue(venueId: number, page: PageQuery): Promise<{ items: EventCard[]; total: number }> {
    try {
      await this.venues.assertPublished(venueId);
    } catch {
      throw new EventsError('venue_not_found');
    }
    const { ids, total } = await this.repository.findUpcomingEventIdsForVenue(venueId, page.page_size, (page.page - 1) * page.page_size);
    return { items: await this.cards.findCardsByIds(ids), total };
  }

  liveSearch(query: LiveSearchQuery): Promise<LiveSearchItem[]> {
    return liveSearchItems(query, this.repository, eventAbsoluteUrl);
  }
}
