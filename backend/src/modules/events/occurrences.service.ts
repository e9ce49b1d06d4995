import { Injectable, Logger } from '@nestjs/common';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from '@events/contracts/recurrence';
import { addDaysToLocalDate, addMonthsToLocalDate, localDateOf } from '@events/domain/local-time';
import { compileSeries, occurrenceOn, parseICalendar } from '@events/domain/recurrence';
import { Clock } from '../../common/clock/clock.js';
import { chunks, forEachConcurrently } from '../../database/bulk-writes.js';
import type { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { VenuesService, venuesServiceOn } from '../venues/venues.service.js';
import { OccurrencesRepository, type OccurrenceColumns, type SeriesRow } from './occurrences.repository.js';

/** Occurrences are kept from the venue's local yesterday through this many months ahead. */
export const HORIZON_MONTHS = 13;
/** Events expanded per transaction on the bulk path. */
export const EXPANSION_BATCH = 2000;
/**
 * Batches prepared at the same time on the bulk path: one is read and expanded (JavaScript) while another
 * is written (the writes themselves take turns, see OccurrencesRepository.writeTransaction).
 */
export const EXPANSION_CONCURRENCY = 2;
/** Past this many venues, recount every venue in one statement instead of a list. */
const RECOUNT_ALL_VENUES_ABOVE = 2000;

export type ExpansionResult = { events: number; series: number; occurrences: number; badSeries: number };
export type HorizonRunResult =
  | { ran: false }
  | { ran: true; expandedFrom: string | null; expandedThrough: string; series: number; newOccurrences: number; eventsRefreshed: number; pruned: number };

/**
 * The last local date every series is expanded through: 13 months after the UTC date of tomorrow (no zone's
 * today is later), the same for every venue, so the hourly job can continue exactly where it stopped.
 */
export function horizonThrough(now: Date): string {
  return addMonthsToLocalDate(addDaysToLocalDate(localDateOf(now, 'UTC'), 1), HORIZON_MONTHS);
}

/** First local day kept for a venue: its local yesterday. */
export function horizonFrom(now: Date, timeZone: string): string {
  return addDaysToLocalDate(localDateOf(now, timeZone), -1);
}

function emptyColumns(): OccurrenceColumns {
  return { eventIds: [], seriesIds: [], startsAt: [], endsAt: [], localDays: [] };
}

/**
 * Expands recurrence series (event_dates) into event_occurrences over the rolling horizon, rebuilds the
 * events' search rows (refresh_event_search) and the venues' future event counts.
 */
@Injectable()
export class OccurrencesService {
  private readonly logger = new Logger('Occurrences');

  constructor(
    private readonly repository: OccurrencesRepository,
    private readonly venues: VenuesService,
    // Built by hand outside the app (the seed CLI), it reads the system clock.
    private readonly clock: Clock = Clock.system(),
  ) {}

  /**
   * Rewrites the occurrences of the given events from each venue's local yesterday through the horizon
   * (delete + set-based insert, one transaction per batch), then their search rows and their venues' counts.
   * Idempotent. Used after any write of an event or its dates, and in bulk by the generator.
   */
  async expandEvents(eventIds: readonly number[], options: { now?: Date; batchSize?: number; concurrency?: number } = {}): Promise<ExpansionResult> {
    const now = options.now ?? this.clock.now();
    const through = horizonThrough(now);
    const unique = [...new Set(eventIds)];
    const total: ExpansionResult = { events: unique.length, series: 0, occurrences: 0, badSeries: 0 };
    const batches = chunks(unique, options.batchSize ?? EXPANSION_BATCH);
    // Batches hold disjoint events, so several can be written at once (the database does most of the work).
    await forEachConcurrently(batches, Math.min(options.concurrency ?? EXPANSION_CONCURRENCY, batches.length), async (batch) => {
      const rows = await this.repository.findSeriesForEvents(batch);
      const prepared = this.expandRows(rows, now, () => null, through);
      await this.repository.writeTransaction(async (manager) => {
        const events = [...prepared.fromByEvent.keys()];
        await this.repository.deleteOccurrencesFrom(manager, events, events.map((id) => prepared.fromByEvent.get(id) as string));
        await this.repository.insertOccurrences(manager, prepared.columns);
        await this.repository.refreshEventSearch(manager, batch);
      });
      total.series += prepared.series;
      total.occurrences += prepared.columns.eventIds.length;
      total.badSeries += prepared.bad;
    });
    if (unique.length > 0) await this.refreshCounts(unique, now);
    return total;
  }

  /**
   * The same for one event inside the caller's transaction (an event write), so the event is searchable, with
   * the right next date, the moment the write commits and never half-written: its occurrences from the venue's
   * local yesterday through the horizon, its search rows and its venues' future event counts. The caller takes
   * the occurrence-write lock (lockOccurrenceWrites) before it locks any venue row, the order the job uses.
   */
  async rewriteEventInTransaction(manager: SqlExecutor, eventId: number, timeZone: string, venueIds: readonly number[], now: Date = this.clock.now()): Promise<number> {
    return this.rewriteEventsInTransaction(manager, [{ id: eventId, timeZone }], venueIds, now);
  }

  /** The same for several events in one transaction (a bulk create): one expansion, one search refresh, one recount. */
  async rewriteEventsInTransaction(
    manager: SqlExecutor,
    events: readonly { readonly id: number; readonly timeZone: string }[],
    venueIds: readonly number[],
    now: Date = this.clock.now(),
  ): Promise<number> {
    const ids = events.map((event) => event.id);
    const rows = await this.repository.findSeriesForEvents(ids, manager);
    const prepared = this.expandRows(rows, now, () => null, horizonThrough(now));
    if (prepared.bad > 0) throw new Error(`Events ${ids.join(', ')}: ${prepared.bad} series could not be expanded`);
    await this.repository.deleteOccurrencesFrom(manager, ids, events.map((event) => horizonFrom(now, event.timeZone)));
    await this.repository.insertOccurrences(manager, prepared.columns);
    await this.repository.refreshEventSearch(manager, ids);
    await this.venues.refreshFutureEventCounts([...new Set(venueIds)], manager, now);
    return prepared.columns.eventIds.length;
  }

  /** Takes the occurrence-write lock in the caller's transaction: first, before any venue or event row lock. */
  lockOccurrenceWrites(manager: SqlExecutor): Promise<void> {
    return this.repository.lockOccurrenceWrites(manager);
  }

  /** Recounts the venues' future events in the caller's transaction (after an event is deleted). */
  async refreshVenueCounts(manager: SqlExecutor, venueIds: readonly number[]): Promise<void> {
    await this.venues.refreshFutureEventCounts([...new Set(venueIds)], manager);
  }

  /**
   * Records that every series is expanded through today's horizon, so the job has nothing to catch up on.
   * Only true after expanding the whole catalogue (the generator on an empty database).
   */
  async recordFullExpansion(now: Date = this.clock.now()): Promise<void> {
    await this.repository.transaction((manager) => this.repository.writeExpandedThrough(manager, horizonThrough(now)));
  }

  /**
   * The horizon job: extends every series from where the last run stopped to today's horizon, drops search
   * rows before each venue's yesterday, recounts future events. Holds the job's advisory lock; a run (a boot run
   * or the job engine's) that starts meanwhile skips (`{ran: false}`).
   */
  async runHorizonJob(options: { now?: Date; pageSize?: number } = {}): Promise<HorizonRunResult> {
    const now = options.now ?? this.clock.now();
    const through = horizonThrough(now);
    const result = await this.repository.withHorizonJobLock(async (): Promise<HorizonRunResult> => {
      const stored = await this.repository.readExpandedThrough();
      let series = 0;
      let newOccurrences = 0;
      let eventsRefreshed = 0;
      if (stored === null || stored < through) {
        // Dates up to `stored` exist already; a new series was expanded in full when it was written.
        const continueFrom = stored === null ? () => null : () => addDaysToLocalDate(stored, 1);
        let afterId = 0;
        for (;;) {
          const page = await this.repository.findSeriesPage(afterId, options.pageSize ?? 5000);
          if (page.length === 0) break;
          afterId = page[page.length - 1]?.id ?? afterId;
          const expanded = this.expandRows(page, now, continueFrom, through);
          series += expanded.series;
          // One short transaction per page; a run that stops half-way is redone (inserts skip existing rows).
          await this.repository.writeTransaction(async (manager) => {
            const written = await this.repository.insertOccurrences(manager, expanded.columns);
            newOccurrences += written.inserted;
            eventsRefreshed += written.touched.size;
            await this.repository.refreshEventSearch(manager, [...written.touched]);
          });
        }
        await this.repository.transaction((manager) => this.repository.writeExpandedThrough(manager, through));
      }
      const pruned = await this.repository.writeTransaction((manager) => this.repository.pruneEventSearch(manager, now));
      await this.repository.writeTransaction((manager) => this.venues.refreshFutureEventCounts(null, manager, now));
      if (newOccurrences > 0 || pruned > 0) this.logger.log(`Horizon job: ${newOccurrences} new occurrences, ${eventsRefreshed} events refreshed, ${pruned} past search rows dropped`);
      return { ran: true, expandedFrom: stored, expandedThrough: through, series, newOccurrences, eventsRefreshed, pruned };
    });
    return result ?? { ran: false };
  }

  /**
   * Expands stored series rows into insert columns. `startAt` may move a series' first day later (the job
   * continues from the stored horizon); a series that cannot be read is counted and skipped, never fatal.
   */
  private expandRows(rows: readonly SeriesRow[], now: Date, startAt: (row: SeriesRow) => string | null, through: string) {
    const columns = emptyColumns();
    const fromByEvent = new Map<number, string>();
    const fromByZone = new Map<string, string>();
    let bad = 0;
    for (const row of rows) {
      try {
        let zoneFrom = fromByZone.get(row.time_zone);
        if (zoneFrom === undefined) {
          zoneFrom = horizonFrom(now, row.time_zone);
          fromByZone.set(row.time_zone, zoneFrom);
        }
        fromByEvent.set(row.event_id, zoneFrom);
        const later = startAt(row);
        const from = later !== null && later > zoneFrom ? later : zoneFrom;
        if (from > through) continue;
        const frequency = (RECURRENCE_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as RecurrenceFrequency) : undefined;
        const series = parseICalendar(row.date_recur, { timeStart: row.time_start, timeEnd: row.time_end }, frequency);
        if (series.frequency === 'once' && series.rdates.length === 0 && (series.dtstart < from || series.dtstart > through)) continue;
        for (const day of compileSeries(series).between(from, through)) {
          const o = occurrenceOn(day, series, row.time_zone);
          columns.eventIds.push(row.event_id);
          columns.seriesIds.push(row.id);
          columns.startsAt.push(o.startsAt / 1000);
          columns.endsAt.push(o.endsAt === null ? null : o.endsAt / 1000);
          columns.localDays.push(o.localDay);
        }
      } catch (error) {
        bad++;
        this.logger.warn(`Series ${row.id} of event ${row.event_id} skipped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { columns, fromByEvent, series: rows.length, bad };
  }

  private async refreshCounts(eventIds: readonly number[], now: Date): Promise<void> {
    const venueIds = await this.repository.findVenuesOfEvents(eventIds);
    await this.repository.writeTransaction((manager) =>
      this.venues.refreshFutureEventCounts(venueIds.length > RECOUNT_ALL_VENUES_ABOVE ? null : venueIds, manager, now),
    );
  }
}

/** The service outside Nest (the seed command), on its own database connection; it reads the system clock. */
export function occurrencesServiceOn(db: DatabaseService): OccurrencesService {
  return new OccurrencesService(new OccurrencesRepository(db), venuesServiceOn(db));
}
