import { Injectable } from '@nestjs/common';
import { toICalendar } from '@events/domain/recurrence';
import { DatabaseService } from '../database/database.service.js';
import { chunks, forEachConcurrently } from '../database/bulk-writes.js';
import { columnArrays, type SqlExecutor } from '../database/sql-executor.js';
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

/** The columns of INSERT_VENUES_SQL after the ids, in its order. */
const VENUE_COLUMNS = [
  'slug',
  'name',
  'website',
  'phone',
  'email',
  'description',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
  'lat',
  'lon',
  'timeZone',
  'region',
  'poiType',
  'hideFromListing',
  'published',
] as const satisfies readonly (keyof GeneratedVenue)[];

/** The columns of INSERT_EVENTS_SQL after the ids, in its order (the category, venue and ages as stored). */
const EVENT_COLUMNS = [
  'slug',
  'name',
  'url',
  'eventTypeId',
  'venueId',
  'isInPerson',
  'isOnline',
  'onlineUrl',
  'isGlobal',
  'description',
  'price',
  'priceInformation',
  'ticketUrl',
  'ageGroupList',
  'isFeatured',
  'isPromoted',
  'status',
  'published',
  'dateStart',
  'dateEnd',
] as const;

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
        await manager.query(INSERT_VENUES_SQL, [batchIds, ...columnArrays(batch, VENUE_COLUMNS), now]);
        await this.insertOpenTimes(manager, batch, batchIds);
      }
    });
    return ids;
  }

  private async insertOpenTimes(manager: SqlExecutor, venues: readonly GeneratedVenue[], ids: readonly number[]): Promise<void> {
    const openTimes = venues.flatMap((venue, i) => venue.openTimes.map((time) => ({ venueId: ids[i] as number, ...time })));
    if (openTimes.length > 0) await manager.query(INSERT_OPEN_TIMES_SQL, columnArrays(openTimes, ['venueId', 'dayOfWeek', 'closed', 'timeStart', 'timeEnd']));
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
        const rows = batch.map((event) => ({
          ...event,
          eventTypeId: eventTypeIds.get(event.category) as number,
          venueId: venueIds[event.venueIndex] as number,
          ageGroupList: event.ageGroups.join(','),
        }));
        await manager.query(INSERT_EVENTS_SQL, [batchIds, ...columnArrays(rows, EVENT_COLUMNS), now]);
        const dates = batch.flatMap((event, i) =>
          event.series.map((s) => ({ eventId: batchIds[i] as number, frequency: s.frequency, dateRecur: toICalendar(s), timeStart: s.timeStart, timeEnd: s.timeEnd })),
        );
        series += dates.length;
        await manager.query(INSERT_EVENT_DATES_SQL, columnArrays(dates, ['eventId', 'frequency', 'dateRecur', 'timeStart', 'timeEnd']));
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
