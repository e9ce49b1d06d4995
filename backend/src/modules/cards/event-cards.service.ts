import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { CardsRepository } from './cards.repository.js';
import { toEventCard, type EventCardRow } from './event-card.read-model.js';
import { distanceOriginOf, type CardOptions } from './venue-card.read-model.js';

/**
 * Event cards for any list (search listing, a venue's events, saved events). Exported by CardsModule.
 *
 *     findCardsByIds(ids: readonly number[], options?: EventCardOptions): Promise<EventCard[]>
 *
 * Cards come back in the order of `ids` (unknown ids are skipped; publication is not checked: the caller chose
 * the ids). `nextEventOccurrence` is the first occurrence whose venue-local day lies in [dateStart, dateEnd]
 * (either bound optional); with neither, the first occurrence that has not ended yet. `distance` is in
 * `units` (default mi) from (latitude, longitude); null without a point or for online-only events.
 */
export type EventCardOptions = CardOptions & {
  /** yyyy-MM-dd, the searched range's first local day. */
  readonly dateStart?: string | null;
  /** yyyy-MM-dd, the searched range's last local day. */
  readonly dateEnd?: string | null;
};

@Injectable()
export class EventCardsService {
  constructor(private readonly repository: CardsRepository) {}

  async findCardsByIds(ids: readonly number[], options: EventCardOptions = {}): Promise<EventCard[]> {
    const rows = await this.repository.findEventCardRowsByIds(ids, { dateStart: options.dateStart ?? null, dateEnd: options.dateEnd ?? null });
    return this.cardsOf(rows, options);
  }

  /** Cards of rows read with the card SQL (eventCardsSql), e.g. by the listing's page statement. */
  cardsOf(rows: readonly EventCardRow[], options: CardOptions = {}): EventCard[] {
    const origin = distanceOriginOf(options);
    return rows.map((row) => toEventCard(row, origin));
  }
}
