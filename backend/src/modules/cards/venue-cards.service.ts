import { Injectable } from '@nestjs/common';
import type { Venue } from '@events/contracts/venues';
import { CardsRepository } from './cards.repository.js';
import { distanceOriginOf, toVenueCard, type CardOptions, type VenueCardRow } from './venue-card.read-model.js';

/**
 * Venue cards for any list (search listing, saved venues). Exported by CardsModule.
 *
 *     findCardsByIds(ids: readonly number[], options?: CardOptions): Promise<Venue[]>
 *
 * Cards come back in the order of `ids` (unknown ids are skipped); `distance` is in `options.units`
 * (default mi) from (latitude, longitude), or null without a point.
 */
@Injectable()
export class VenueCardsService {
  constructor(private readonly repository: CardsRepository) {}

  async findCardsByIds(ids: readonly number[], options: CardOptions = {}): Promise<Venue[]> {
    return this.cardsOf(await this.repository.findVenueCardRowsByIds(ids), options);
  }

  /** Cards of rows read with the card SQL (venueCardsSql), e.g. by the listing's page statement. */
  cardsOf(rows: readonly VenueCardRow[], options: CardOptions = {}): Venue[] {
    const origin = distanceOriginOf(options);
    return rows.map((row) => toVenueCard(row, origin));
  }
}

