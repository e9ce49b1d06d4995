import { Injectable } from '@nestjs/common';
import type { OsmType, VenueWriteParsed } from '@events/contracts/venue-forms';
import { DatabaseService } from '../../database/database.service.js';
import { Clock } from '../../common/clock/clock.js';
import { columnArrays, returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import { REFRESH_FUTURE_EVENT_COUNTS_AT_SQL } from './venues.queries.js';
import {
  ADD_VENUE_MANAGER_SQL,
  DELETE_OPEN_TIMES_SQL,
  DELETE_VENUE_SQL,
  INSERT_OPEN_TIMES_SQL,
  INSERT_VENUE_SQL,
  INSERT_VENUE_WITH_ID_SQL,
  LOCK_SEARCH_ROW_WRITES_SQL,
  MARK_SUBMISSION_SQL,
  NEXT_VENUE_ID_SQL,
  PARK_VENUE_OCCURRENCES_SQL,
  REFRESH_VENUE_EVENT_SEARCH_SQL,
  REZONE_VENUE_OCCURRENCES_SQL,
  UPDATE_VENUE_SQL,
  VENUE_FORM_ROW_SQL,
  VENUE_WRITE_COLUMNS,
} from './venue-writes.queries.js';

/** The stored fields of a venue form (the parsed payload less its hours). */
export type VenueColumns = Omit<VenueWriteParsed, 'open_times'>;
export type OpenTimeRow = { day_of_week: number; closed: boolean; time_start: string | null; time_end: string | null };

export type VenueFormRow = VenueColumns & {
  id: number;
  slug: string;
  published: boolean;
  image_primary: string | null;
  image_thumbnail: string | null;
  osm_type: OsmType | null;
  open_times: OpenTimeRow[];
};

/** What an update changed that the listings copy. */
export type VenueBefore = { lat: number; lon: number; timeZone: string };

const valuesOf = (venue: VenueColumns): unknown[] => VENUE_WRITE_COLUMNS.map((column) => venue[column]);

/** Only the venue write path touches these statements; each method runs on the caller's transaction. */
@Injectable()
export class VenueWritesRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Inserts the venue under `slug`, or under `slug-{id}` when another venue holds the slug. */
  async insertVenue(tx: SqlExecutor, venue: VenueColumns, slug: string, published: boolean): Promise<number> {
    const rows = returnedRows<{ id: number }>(await tx.query(INSERT_VENUE_SQL, [slug, published, ...valuesOf(venue)]));
    if (rows[0]) return rows[0].id;
    const [next] = returnedRows<{ id: number }>(await tx.query(NEXT_VENUE_ID_SQL));
    const id = (next as { id: number }).id;
    await tx.query(INSERT_VENUE_WITH_ID_SQL, [id, `${slug}-${id}`, published, ...valuesOf(venue)]);
    return id;
  }

  /** Rewrites the form's columns; undefined when the venue does not exist. */
  async updateVenue(tx: SqlExecutor, id: number, venue: VenueColumns): Promise<VenueBefore | undefined> {
    const rows = returnedRows<{ old_lat: number; old_lon: number; old_time_zone: string }>(await tx.query(UPDATE_VENUE_SQL, [id, ...valuesOf(venue)]));
    const row = rows[0];
    return row && { lat: row.old_lat, lon: row.old_lon, timeZone: row.old_time_zone };
  }

  async replaceOpenTimes(tx: SqlExecutor, venueId: number, openTimes: readonly OpenTimeRow[]): Promise<void> {
    await tx.query(DELETE_OPEN_TIMES_SQL, [venueId]);
    if (openTimes.length === 0) return;
    await tx.query(INSERT_OPEN_TIMES_SQL, [venueId, ...columnArrays(openTimes, ['day_of_week', 'closed', 'time_start', 'time_end'])]);
  }

  async addManager(tx: SqlExecutor, userId: number, venueId: number): Promise<void> {
    await tx.query(ADD_VENUE_MANAGER_SQL, [userId, venueId]);
  }

  /** Takes the lock every write of occurrences and search rows takes, for the rest of the transaction. */
  async lockListings(tx: SqlExecutor): Promise<void> {
    await tx.query(LOCK_SEARCH_ROW_WRITES_SQL);
  }

  /**
   * Rebuilds what the listings read of the venue's events: their occurrences in the new zone when the zone
   * changed, their search rows (which copy the venue's position), and the venue's future event count.
   */
  async refreshListings(tx: SqlExecutor, venueId: number, change: { moved: boolean; zone: { from: string; to: string } | null }): Promise<void> {
    if (change.moved || change.zone) {
      await tx.query(LOCK_SEARCH_ROW_WRITES_SQL);
      if (change.zone) {
        await tx.query(PARK_VENUE_OCCURRENCES_SQL, [venueId]);
        await tx.query(REZONE_VENUE_OCCURRENCES_SQL, [venueId, change.zone.from, change.zone.to]);
      }
      await tx.query(REFRESH_VENUE_EVENT_SEARCH_SQL, [venueId]);
    }
    await tx.query(REFRESH_FUTURE_EVENT_COUNTS_AT_SQL, [[venueId], this.clock.now()]);
  }

  async markSubmission(tx: SqlExecutor, venueId: number, userId: number, kind: 'add' | 'suggest'): Promise<void> {
    await tx.query(MARK_SUBMISSION_SQL, [venueId, userId, kind]);
  }

  /** Deletes the venue and everything that hangs on it; false when there was none. */
  async deleteVenue(tx: SqlExecutor, id: number): Promise<boolean> {
    await tx.query(LOCK_SEARCH_ROW_WRITES_SQL);
    return returnedRows(await tx.query(DELETE_VENUE_SQL, [id])).length > 0;
  }

  async findFormRow(id: number, tx?: SqlExecutor): Promise<VenueFormRow | undefined> {
    const rows = returnedRows<VenueFormRow>(await (tx ?? this.db).query(VENUE_FORM_ROW_SQL, [id]));
    return rows[0];
  }
}
