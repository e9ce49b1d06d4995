import { Injectable } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { METERS_PER_UNIT, type DistanceUnit } from '@events/contracts/reference';
import { toEventCard } from './event-card.mapper.js';
import { EventsRepository } from './events.repository.js';

/**
 * Event cards for any list (search listing, a venue's events, saved events). Exported by EventsModule.
 *
 *     findCardsByIds(ids: readonly number[], options?: EventCardOptions): Promise<EventCard[]>
 *
 * Cards come back in the order of `ids` (unknown ids are skipped; publication is not checked: the caller chose
 * the ids). `nextEventOccurrence` is the first occurrence whose venue-local day lies in [dateStart, dateEnd]
 * (either bound optional); with neither, the first occurrence that has not ended yet. `distance` is in
 * `units` (default mi) from (latitude, longitude); null without a point or for online-only events.
 */
export type EventCardOptions = {
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly units?: DistanceUnit;
  /** yyyy-MM-dd, the searched range's first local day. */
  readonly dateStart?: string | null;
  /** yyyy-MM-dd, the searched range's last local day. */
  readonly dateEnd?: string | null;
};

@Injectable()
export class EventCardsService {
  constructor(private readonly repository: EventsRepository) {}

  async findCardsByIds(ids: readonly number[], options: EventCardOptions = {}): Promise<EventCard[]> {
    const rows = await this.repository.findCardRowsByIds(ids, {
      lat: options.latitude ?? null,
      lon: options.longitude ?? null,
      metersPerUnit: METERS_PER_UNIT[options.units ?? 'mi'],
      dateStart: options.dateStart ?? null,
      dateEnd: options.dateEnd ?? null,
    });
    return rows.map(toEventCard);
  }
}
