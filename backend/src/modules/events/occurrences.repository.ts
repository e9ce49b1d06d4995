import { Injectable } from '@nestjs/common';
import { localDateOf } from '@events/domain/local-time';
import { DatabaseService } from '../../database/database.service.js';
import { affectedCount, type SqlExecutor } from '../../database/sql-executor.js';
import {
  DELETE_OCCURRENCES_FROM_SQL,
  INSERT_OCCURRENCES_SQL,
  PRUNE_EVENT_SEARCH_SQL,
  HORIZON_JOB_NAME,
  READ_HORIZON_SQL,
  REFRESH_EVENT_SEARCH_SQL,
  SERIES_FOR_EVENTS_SQL,
  SERIES_PAGE_SQL,
  LOCK_OCCURRENCE_WRITES_SQL,
  VENUES_OF_EVENTS_SQL,
  WRITE_HORIZON_SQL,
} from './occurrences.queries.js';

/** A stored series with its venue's zone. */
export type SeriesRow = {
  id: number;
  event_id: number;
  frequency: string;
  date_recur: string;
  time_start: string;
  time_end: string | null;
  time_zone: string;
  venue_id: number;
};

/** Occurrences as parallel columns, ready for the set-based insert. Instants in epoch seconds. */
export type OccurrenceColumns = {
  eventIds: number[];
  seriesIds: number[];
  startsAt: number[];
  endsAt: (number | null)[];
  localDays: string[];
};

/** Rows per INSERT statement (parameters are five arrays, so the size is not bound by the 65535 limit). */
const INSERT_CHUNK = 25_000;

@Injectable()
export class OccurrencesRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (manager: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A transaction holding the occurrence-write lock (see LOCK_OCCURRENCE_WRITES_SQL). */
  writeTransaction<T>(work: (manager: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await manager.query(LOCK_OCCURRENCE_WRITES_SQL);
      return work(manager);
    });
  }

  /** Takes the occurrence-write lock inside a transaction the caller runs (see LOCK_OCCURRENCE_WRITES_SQL). */
  async lockOccurrenceWrites(manager: SqlExecutor): Promise<void> {
    await manager.query(LOCK_OCCURRENCE_WRITES_SQL);
  }

  /** Runs `work` holding the horizon job's advisory lock; when another instance holds it, returns undefined at once. */
  async withHorizonJobLock<T>(work: () => Promise<T>): Promise<T | undefined> {
    const result = await this.db.withJobLock(HORIZON_JOB_NAME, work);
    return result.ran ? result.value : undefined;
  }

  findSeriesForEvents(eventIds: readonly number[], manager?: SqlExecutor): Promise<SeriesRow[]> {
    return (manager ?? this.db).query<SeriesRow[]>(SERIES_FOR_EVENTS_SQL, [[...eventIds]]);
  }

  findSeriesPage(afterId: number, limit: number, manager?: SqlExecutor): Promise<SeriesRow[]> {
    return (manager ?? this.db).query<SeriesRow[]>(SERIES_PAGE_SQL, [afterId, limit]);
  }

  async deleteOccurrencesFrom(manager: SqlExecutor, eventIds: readonly number[], fromDays: readonly string[]): Promise<number> {
    if (eventIds.length === 0) return 0;
    return affectedCount(await manager.query(DELETE_OCCURRENCES_FROM_SQL, [[...eventIds], [...fromDays]]));
  }

  /** Inserts in chunks; returns how many rows were new and the events that got at least one. */
  async insertOccurrences(manager: SqlExecutor, rows: OccurrenceColumns): Promise<{ inserted: number; touched: Set<number> }> {
    const touched = new Set<number>();
    let count = 0;
    for (let i = 0; i < rows.eventIds.length; i += INSERT_CHUNK) {
      const end = i + INSERT_CHUNK;
      const inserted = await manager.query<{ event_id: number }[]>(INSERT_OCCURRENCES_SQL, [
        rows.eventIds.slice(i, end),
        rows.seriesIds.slice(i, end),
        rows.startsAt.slice(i, end),
        rows.endsAt.slice(i, end),
        rows.localDays.slice(i, end),
      ]);
      count += inserted.length;
      for (const row of inserted) touched.add(row.event_id);
    }
    return { inserted: count, touched };
  }

  async refreshEventSearch(manager: SqlExecutor, eventIds: readonly number[]): Promise<void> {
    if (eventIds.length > 0) await manager.query(REFRESH_EVENT_SEARCH_SQL, [[...eventIds]]);
  }

  async readExpandedThrough(): Promise<string | null> {
    const rows = await this.db.query<{ expanded_through: string }[]>(READ_HORIZON_SQL);
    return rows[0]?.expanded_through ?? null;
  }

  async writeExpandedThrough(manager: SqlExecutor, through: string): Promise<void> {
    await manager.query(WRITE_HORIZON_SQL, [through]);
  }

  /** Drops the search rows before each venue's yesterday at `now` (PRUNE_EVENT_SEARCH_SQL). */
  async pruneEventSearch(manager: SqlExecutor, now: Date): Promise<number> {
    return affectedCount(await manager.query(PRUNE_EVENT_SEARCH_SQL, [localDateOf(now, 'UTC'), now]));
  }

  async findVenuesOfEvents(eventIds: readonly number[], manager?: SqlExecutor): Promise<number[]> {
    const rows = await (manager ?? this.db).query<{ venue_id: number }[]>(VENUES_OF_EVENTS_SQL, [[...eventIds]]);
    return rows.map((r) => r.venue_id);
  }
}
