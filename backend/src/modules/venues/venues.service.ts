import { Injectable } from '@nestjs/common';
import type { LiveSearchItem, LiveSearchQuery } from '@events/contracts/search';
import type { VenueDetail } from '@events/contracts/venues';
import { Clock } from '../../common/clock/clock.js';
import { liveSearchItems } from '../../common/search/live-search.js';
import type { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { toVenueDetail } from '../cards/venue-card.read-model.js';
import { VenuesError } from './venues.errors.js';
import { VenuesRepository } from './venues.repository.js';
import { venueAbsoluteUrl } from '@events/domain/detail-paths';


@Injectable()
export class VenuesService {
  constructor(
    private readonly repository: VenuesRepository,
    // Built by hand outside the app (the seed CLI), it reads the system clock.
    private readonly clock: Clock = Clock.system(),
  ) {}

  /** A published venue's detail page data, or venue_not_found. */
  async getPublishedDetail(id: number): Promise<VenueDetail> {
    const row = await this.repository.findPublishedDetailRow(id);
    if (!row) throw new VenuesError('venue_not_found');
    return toVenueDetail(row);
  }

  /** What a venue's detail is made of (VENUE_DETAIL_VALIDATOR_SQL): while it stays the same, so does every detail. */
  async detailValidator(): Promise<readonly unknown[]> {
    return [await this.repository.findDetailValidator()];
  }

  /** Fails with venue_not_found unless the venue exists and is published. */
  async assertPublished(id: number): Promise<void> {
    if (!(await this.repository.isPublished(id))) throw new VenuesError('venue_not_found');
  }

  liveSearch(query: LiveSearchQuery): Promise<LiveSearchItem[]> {
    return liveSearchItems(query, this.repository, venueAbsoluteUrl);
  }

  /** Recounts venues.num_events_future (all venues when `ids` is null) as of `now`, the caller's instant. */
  refreshFutureEventCounts(ids: readonly number[] | null, manager?: SqlExecutor, now: Date = this.clock.now()): Promise<number> {
    return this.repository.refreshFutureEventCounts(ids, now, manager);
  }
}

/** The service outside Nest (the seed command), on its own database connection; it reads the system clock. */
export function venuesServiceOn(db: DatabaseService): VenuesService {
  return new VenuesService(new VenuesRepository(db));
}
