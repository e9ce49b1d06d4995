import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DELETE_OCCURRENCES_FROM_SQL,
  INSERT_OCCURRENCES_SQL,
  PRUNE_EVENT_SEARCH_SQL,
  READ_HORIZON_SQL,
  REFRESH_EVENT_SEARCH_SQL,
  SERIES_FOR_EVENTS_SQL,
  SERIES_PAGE_SQL,
  LOCK_OCCURRENCE_WRITES_SQL,
  TRY_HORIZON_LOCK_SQL,
  UNLOCK_HORIZON_SQL,
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

function rowCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

@Injectable()
export class OccurrencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A transaction holding the occurrence-write lock (see LOCK_OCCURRENCE_WRITES_SQL). */
  writeTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(LOCK_OCCURRENCE_WRITES_SQL);
      return work(manager);
    });
  }

  /**
   * Runs `work` while holding the horizon job's advisory lock on a dedicated connection; when another
   * instance holds it, returns undefined at once.
   */
  async withHorizonJobLock<T>(work: () => Promise<T>): Promise<T | undefined> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const rows = (await runner.query(TRY_HORIZON_LOCK_SQL)) as { locked: boolean }[];
      if (rows[0]?.locked !== true) return undefined;
      try {
        return await work();
      } finally {
        await runner.query(UNLOCK_HORIZON_SQL);
      }
    } finally {
      await runner.release();
    }
  }

  findSeriesForEvents(eventIds: readonly number[], manager?: EntityManager): Promise<SeriesRow[]> {
    return (manager ?? this.dataSource.manager).query<SeriesRow[]>(SERIES_FOR_EVENTS_SQL, [[...eventIds]]);
  }

  findSeriesPage(afterId: number, limit: number, manager?: EntityManager): Promise<SeriesRow[]> {
    return (manager ?? this.dataSource.manager).query<SeriesRow[]>(SERIES_PAGE_SQL, [afterId, limit]);
  }

  async deleteOccurrencesFrom(manager: EntityManager, eventIds: readonly number[], fromDays: readonly string[]): Promise<number> {
    if (eventIds.length === 0) return 0;
    return rowCount(await manager.query(DELETE_OCCURRENCES_FROM_SQL, [[...eventIds], [...fromDays]]));
  }

  /** Inserts in chunks; returns how many rows were new and the events that got at least one. */
  async insertOccurrences(manager: EntityManager, rows: OccurrenceColumns): Promise<{ inserted: number; touched: Set<number> }> {
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

  async refreshEventSearch(manager: EntityManager, eventIds: readonly number[]): Promise<void> {
    if (eventIds.length > 0) await manager.query(REFRESH_EVENT_SEARCH_SQL, [[...eventIds]]);
  }

  async readExpandedThrough(): Promise<string | null> {
    const rows = await this.dataSource.query<{ expanded_through: string }[]>(READ_HORIZON_SQL);
    return rows[0]?.expanded_through ?? null;
  }

  async writeExpandedThrough(manager: EntityManager, through: string): Promise<void> {
    await manager.query(WRITE_HORIZON_SQL, [through]);
  }

  async pruneEventSearch(manager: EntityManager, utcToday: string): Promise<number> {
    return rowCount(await manager.query(PRUNE_EVENT_SEARCH_SQL, [utcToday]));
  }

  async findVenuesOfEvents(eventIds: readonly number[], manager?: EntityManager): Promise<number[]> {
    const rows = await (manager ?? this.dataSource.manager).query<{ venue_id: number }[]>(VENUES_OF_EVENTS_SQL, [[...eventIds]]);
    return rows.map((r) => r.venue_id);
  }
}
