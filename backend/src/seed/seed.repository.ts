import { Injectable } from '@nestjs/common';
import { toICalendar } from '@events/domain/recurrence';
import { DatabaseService } from '../database/database.service.js';
import type { SqlExecutor } from '../database/sql-executor.js';
import { forEachConcurrently } from '../modules/events/occurrences.service.js';
import type { GeneratedEvent, GeneratedVenue } from './catalogue-generator.js';
import {
  ANALYZE_CATALOGUE_SQL,
  CATALOGUE_COUNTS_SQL,
  EVENT_SLUGS_SQL,
  EVENT_TYPE_IDS_SQL,
  HAS_VENUES_SQL,
  INSERT_EVENT_DATES_SQL,
  INSERT_EVENTS_SQL,
  INSERT_OPEN_TIMES_SQL,
  INSERT_VENUES_SQL,
  LOCK_DEMO_SEED_SQL,
  RESET_CATALOGUE_SQL,
  reserveIdsSql,
  UNLOCK_DEMO_SEED_SQL,
  VENUE_SLUGS_SQL,
} from './seed.queries.js';

export type CatalogueCounts = { venues: number; events: number; series: number; occurrences: number; search_rows: number };

/** Rows per bulk statement. */
const BATCH = 5000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

@Injectable()
export class SeedRepository {
  constructor(private readonly db: DatabaseService) {}

  async hasVenues(): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }[]>(HAS_VENUES_SQL);
    return rows[0]?.found === true;
  }

  async findEventTypeIds(): Promise<Map<string, number>> {
    const rows = await this.db.query<{ id: number; name: string }[]>(EVENT_TYPE_IDS_SQL);
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  async findSlugs(): Promise<{ venues: Set<string>; events: Set<string> }> {
    const [venues, events] = await Promise.all([
      this.db.query<{ slug: string }[]>(VENUE_SLUGS_SQL),
      this.db.query<{ slug: string }[]>(EVENT_SLUGS_SQL),
    ]);
    return { venues: new Set(venues.map((r) => r.slug)), events: new Set(events.map((r) => r.slug)) };
  }

  async resetCatalogue(): Promise<void> {
    await this.db.query(RESET_CATALOGUE_SQL);
  }

  /** Inserts the venues (created at `now`) and their opening hours; returns their ids in order. */
  async insertVenues(venues: readonly GeneratedVenue[], now: Date): Promise<number[]> {
    const ids = await this.reserveIds('venues', venues.length);
    await this.db.transaction(async (manager) => {
      for (const [b, batch] of chunks(venues, BATCH).entries()) {
        const batchIds = ids.slice(b * BATCH, b * BATCH + batch.length);
        await manager.query(INSERT_VENUES_SQL, [
          batchIds,
          batch.map((v) => v.slug),
          batch.map((v) => v.name),
          batch.map((v) => v.website),
          batch.map((v) => v.phone),
          batch.map((v) => v.email),
          batch.map((v) => v.description),
          batch.map((v) => v.street),
          batch.map((v) => v.city),
          batch.map((v) => v.state),
          batch.map((v) => v.postalCode),
          batch.map((v) => v.country),
          batch.map((v) => v.lat),
          batch.map((v) => v.lon),
          batch.map((v) => v.timeZone),
          batch.map((v) => v.region),
          batch.map((v) => v.poiType),
          batch.map((v) => v.hideFromListing),
          batch.map((v) => v.published),
          now,
        ]);
        await this.insertOpenTimes(manager, batch, batchIds);
      }
    });
    return ids;
  }

  private async insertOpenTimes(manager: SqlExecutor, venues: readonly GeneratedVenue[], ids: readonly number[]): Promise<void> {
    const cols = { venue: [] as number[], day: [] as number[], closed: [] as boolean[], start: [] as (string | null)[], end: [] as (string | null)[] };
    venues.forEach((venue, i) => {
      for (const t of venue.openTimes) {
        cols.venue.push(ids[i] as number);
        cols.day.push(t.dayOfWeek);
        cols.closed.push(t.closed);
        cols.start.push(t.timeStart);
        cols.end.push(t.timeEnd);
      }
    });
    if (cols.venue.length > 0) await manager.query(INSERT_OPEN_TIMES_SQL, [cols.venue, cols.day, cols.closed, cols.start, cols.end]);
  }

  /** Inserts the events (created at `now`) and their series; returns the event ids in order. */
  async insertEvents(
    events: readonly GeneratedEvent[],
    venueIds: readonly number[],
    eventTypeIds: ReadonlyMap<string, number>,
    now: Date,
  ): Promise<{ ids: number[]; series: number }> {
    const ids = await this.reserveIds('events', events.length);
    let series = 0;
    const batches = chunks(events, BATCH).map((batch, b) => ({ batch, batchIds: ids.slice(b * BATCH, b * BATCH + batch.length) }));
    // Two writers: the per-row search-vector trigger and GIN indexes keep the database busy, one core each.
    await forEachConcurrently(batches, 2, async ({ batch, batchIds }) => {
      await this.db.transaction(async (manager) => {
        await manager.query(INSERT_EVENTS_SQL, [
          batchIds,
          batch.map((e) => e.slug),
          batch.map((e) => e.name),
          batch.map((e) => e.url),
          batch.map((e) => eventTypeIds.get(e.category) as number),
          batch.map((e) => venueIds[e.venueIndex] as number),
          batch.map((e) => e.isInPerson),
          batch.map((e) => e.isOnline),
          batch.map((e) => e.onlineUrl),
          batch.map((e) => e.isGlobal),
          batch.map((e) => e.description),
          batch.map((e) => e.price),
          batch.map((e) => e.priceInformation),
          batch.map((e) => e.ticketUrl),
          batch.map((e) => e.ageGroups.join(',')),
          batch.map((e) => e.isFeatured),
          batch.map((e) => e.isPromoted),
          batch.map((e) => e.isCancelled),
          batch.map((e) => e.isPostponed),
          batch.map((e) => e.published),
          batch.map((e) => e.dateStart),
          batch.map((e) => e.dateEnd),
          now,
        ]);
        const cols = { event: [] as number[], frequency: [] as string[], recur: [] as string[], start: [] as string[], end: [] as (string | null)[] };
        batch.forEach((event, i) => {
          for (const s of event.series) {
            cols.event.push(batchIds[i] as number);
            cols.frequency.push(s.frequency);
            cols.recur.push(toICalendar(s));
            cols.start.push(s.timeStart);
            cols.end.push(s.timeEnd);
          }
        });
        series += cols.event.length;
        await manager.query(INSERT_EVENT_DATES_SQL, [cols.event, cols.frequency, cols.recur, cols.start, cols.end]);
      });
    });
    return { ids, series };
  }

  async analyze(): Promise<void> {
    await this.db.query(ANALYZE_CATALOGUE_SQL);
  }

  async counts(): Promise<CatalogueCounts> {
    const rows = await this.db.query<CatalogueCounts[]>(CATALOGUE_COUNTS_SQL);
    return rows[0] as CatalogueCounts;
  }

  /**
   * Runs `work` holding the demo-seed advisory lock on a dedicated connection: a second instance starting at
   * the same time waits, then finds the catalogue filled.
   */
  withDemoSeedLock<T>(work: () => Promise<T>): Promise<T> {
    return this.db.withConnection(async (connection) => {
      await connection.query(LOCK_DEMO_SEED_SQL);
      try {
        return await work();
      } finally {
        await connection.query(UNLOCK_DEMO_SEED_SQL);
      }
    });
  }

  private async reserveIds(table: 'venues' | 'events', count: number): Promise<number[]> {
    if (count === 0) return [];
    const rows = await this.db.query<{ id: number }[]>(reserveIdsSql(table), [count]);
    return rows.map((r) => r.id);
  }
}
