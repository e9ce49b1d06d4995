import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { VenueWritesRepository } from './venue-writes.repository.js';

/**
 * What the editor desk's decisions on a venue ask of the venues module, inside the desk's transaction: the lock
 * of the listings' writes, the rebuild of what the listings read of a venue (the search rows of its events copy
 * its position; its count of events to come), and the removal of a venue with everything that hangs on it.
 */
@Injectable()
export class VenueListingsService {
  constructor(private readonly repository: VenueWritesRepository) {}

  /** Taken before a write that moves events between venues or removes one, held until the transaction ends. */
  lock(tx: SqlExecutor): Promise<void> {
    return this.repository.lockListings(tx);
  }

  /** The venue's events have moved to it (a merge): their search rows and its future event count are rebuilt. */
  refreshMoved(tx: SqlExecutor, venueId: number): Promise<void> {
    return this.repository.refreshListings(tx, venueId, { moved: true, zone: null });
  }

  /** Deletes the venue, its events and their search rows; false when there was none. */
  delete(tx: SqlExecutor, venueId: number): Promise<boolean> {
    return this.repository.deleteVenue(tx, venueId);
  }
}
