import { Injectable } from '@nestjs/common';
import { METERS_PER_UNIT, type DistanceUnit } from '@events/contracts/reference';
import type { Venue } from '@events/contracts/venues';
import { toVenueCard, type DistanceOrigin, type VenueCardRow } from './venue-card.mapper.js';
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
    return this.cardsOf(await this.repository.findCardRowsByIds(ids), options);
  }

  /** Cards of rows read with the card SQL (venueCardsSql), e.g. by the listing's page statement. */
  cardsOf(rows: readonly VenueCardRow[], options: CardOptions = {}): Venue[] {
    const origin = distanceOriginOf(options);
    return rows.map((row) => toVenueCard(row, origin));
  }
}

/** The cards' distance origin from the caller's point and units; null without a point. */
export function distanceOriginOf(options: CardOptions): DistanceOrigin | null {
  const { latitude, longitude } = options;
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  return { lat: latitude, lon: longitude, metersPerUnit: METERS_PER_UNIT[options.units ?? 'mi'] };
}
