import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import { EVENT_CARDS_BY_IDS_SQL, VENUE_CARDS_BY_IDS_SQL } from './cards.queries.js';
import type { EventCardRow } from './event-card.read-model.js';
import type { VenueCardRow } from './venue-card.read-model.js';

/** The range an event card's next occurrence is taken from: its first and last local day (yyyy-MM-dd), either NULL. */
export type EventCardRowRequest = {
  readonly dateStart: string | null;
  readonly dateEnd: string | null;
};

/**
 * The card reads by ids. Named statements: they run on every list page. What "not ended yet" means for an event
 * card without a range is decided at the Clock's instant. Cards may be a moment stale: a read replica serves them
 * when there is one.
 */
@Injectable()
export class CardsRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  /** Event card rows in the order of `ids`; unknown ids are skipped. */
  findEventCardRowsByIds(ids: readonly number[], request: EventCardRowRequest): Promise<EventCardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.replicaReads.queryNamed<EventCardRow>('event_cards', EVENT_CARDS_BY_IDS_SQL, [
      [...ids],
      request.dateStart,
      request.dateEnd,
      this.clock.now(),
    ]);
  }

  /** Venue card rows in the order of `ids`; unknown ids are skipped. */
  findVenueCardRowsByIds(ids: readonly number[]): Promise<VenueCardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.replicaReads.queryNamed<VenueCardRow>('venue_cards', VENUE_CARDS_BY_IDS_SQL, [[...ids]]);
  }
}
