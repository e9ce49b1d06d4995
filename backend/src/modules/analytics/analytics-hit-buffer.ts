import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { AnalyticsRepository, type BufferedHit, type DropReason, type DroppedViews } from './analytics.repository.js';

/** Rows that make a flush start at once, and the most one INSERT carries. */
export const HIT_BATCH_ROWS = 500;
/** Longest a page view waits in the buffer when fewer than HIT_BATCH_ROWS are waiting. */
export const HIT_FLUSH_MS = 200;
/**
 * Most page views the buffer holds while PostgreSQL falls behind; beyond it new views are dropped (logged) so a flood
 * of beacons cannot grow the process's memory without end.
 */
export const HIT_BUFFER_MAX_ROWS = 50_000;

/**
 * This instance's write buffer of page views: beacons are answered at once and their views written together, one
 * multi-row INSERT per HIT_BATCH_ROWS rows or every HIT_FLUSH_MS, whichever comes first, one statement at a time. It
 * holds only rows not yet written (nothing another instance needs), and is written out on shutdown and before this
 * instance rolls up. A failed statement loses its rows (logged): page views are best effort, never retried.
 */
@Injectable()
export class AnalyticsHitBuffer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AnalyticsHitBuffer');
  private rows: BufferedHit[] = [];
  /** Views refused since the last write, per `day\nreason`: written with the next batch. */
  private dropped = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly repository: AnalyticsRepository) {}

  add(hits: readonly BufferedHit[]): void {
    if (hits.length === 0) return;
    if (this.rows.length + hits.length > HIT_BUFFER_MAX_ROWS) {
      this.logger.warn({ dropped: hits.length }, 'Analytics write buffer full: page views dropped');
      return;
    }
    this.rows.push(...hits);
    if (this.rows.length >= HIT_BATCH_ROWS) this.startWriting();
    else if (this.timer === null && this.writing === null) {
      this.timer = setTimeout(() => this.startWriting(), HIT_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Counts views refused (not stored) for the day and reason; the tally is written with the next batch. */
  drop(day: string, reason: DropReason, count: number): void {
    const key = `${day}\n${reason}`;
    this.dropped.set(key, (this.dropped.get(key) ?? 0) + count);
    if (this.timer === null && this.writing === null) {
      this.timer = setTimeout(() => this.startWriting(), HIT_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Resolves when every view buffered so far is written (or its statement failed). */
  async flush(): Promise<void> {
    while (this.rows.length > 0 || this.dropped.size > 0 || this.writing) {
      this.startWriting();
      await this.writing;
    }
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.flush();
  }

  private startWriting(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writing ??= this.drain();
  }

  /** Writes full batches back to back; a remainder smaller than a batch waits for the timer (or a flush). */
  private async drain(): Promise<void> {
    try {
      await this.writeDropped();
      do {
        const batch = this.rows.splice(0, HIT_BATCH_ROWS);
        try {
          await this.repository.insertHits(batch);
        } catch (error) {
          this.logger.error({ err: error, lost: batch.length }, 'Analytics page views not stored');
        }
      } while (this.rows.length >= HIT_BATCH_ROWS);
    } finally {
      this.writing = null;
      if ((this.rows.length > 0 || this.dropped.size > 0) && this.timer === null) {
        this.timer = setTimeout(() => this.startWriting(), HIT_FLUSH_MS);
        this.timer.unref();
      }
    }
  }

  private async writeDropped(): Promise<void> {
    if (this.dropped.size === 0) return;
    const tallies: DroppedViews[] = [...this.dropped].map(([key, count]) => {
      const [day = '', reason] = key.split('\n');
      return { day, reason: reason as DropReason, count };
    });
    this.dropped = new Map();
    try {
      await this.repository.countDropped(tallies);
    } catch (error) {
      this.logger.error({ err: error, tallies }, 'Dropped page views not counted');
    }
  }
}
