import { Injectable } from '@nestjs/common';
import { METERS_PER_UNIT, type DistanceUnit } from '@events/contracts/reference';
import type { Venue } from '@events/contracts/venues';
import { toVenueCard } from './venue-card.mapper.js';
import { VenuesRepository } from './venues.repository.js';

/**
 * Venue cards for any list (search listing, saved venues). Exported by VenuesModule.
 *
 *     findCardsByIds(ids: readonly number[], options?: CardOptions): Promise<Venue[]>
 *
 * Cards come back in the order of `ids` (unknown ids are skipped); `distance` is in `options.units`
 * (default mi) from (latitude, longitude), or null without a point.
 */
export type CardOptions = {
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly units?: DistanceUnit;
};

@Injectable()
export class VenueCardsService {
  constructor(private readonly repository: VenuesRepository) {}

  async findCardsByIds(ids: readonly number[], options: CardOptions = {}): Promise<Venue[]> {
    const rows = await this.repository.findCardRowsByIds(
      ids,
      options.latitude ?? null,
      options.longitude ?? null,
      METERS_PER_UNIT[options.units ?? 'mi'],
    );
    return rows.map(toVenueCard);
  }
}
