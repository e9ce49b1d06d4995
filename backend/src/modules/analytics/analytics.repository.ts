import { Injectable } from '@nestjs/common';
import type { ImpressionKind } from '@events/contracts/metrics';
import { DatabaseService, type JobLockResult } from '../../database/database.service.js';
import { affectedCount } from '../../database/sql-executor.js';
import {
  CLEAR_IMPRESSION_KINDS_SQL,
  CLEAR_PAGE_DAYS_SQL,
  CLEAR_SITE_DAYS_SQL,
  CLEAR_VENUE_DAYS_SQL,
  COUNT_DROPPED_SQL,
  ENSURE_SALT_SQL,
  INSERT_HITS_SQL,
  INSERT_IMPRESSION_KINDS_SQL,
  INSERT_PAGE_DAYS_SQL,
  INSERT_SITE_DAYS_SQL,
  INSERT_VENUE_DAYS_SQL,
  PRUNE_HITS_SQL,
  PRUNE_SALTS_SQL,
  ROLLUP_HITS_SQL,
  ROLLUP_SESSIONS_SQL,
  ROLLUP_WORK_MEM_SQL,
  SITE_DAYS_SQL,
  SITE_IMPRESSIONS_SQL,
  VENUE_ALL_TIME_SQL,
  VENUE_DAYS_SQL,
  VENUE_EVENTS_ALL_TIME_SQL,
  VENUE_IMPRESSIONS_SQL,
  VENUE_NAME_SQL,
  VENUES_VIEWS_SQL,
} from './analytics.queries.js';

/** One page view to store: its id, the page, the venue or event it names (if any), when it was seen. */
export type HitInput = {
  readonly pageView: string;
  readonly path: string;
  readonly venueRef: number | null;
  readonly eventRef: number | null;
  readonly seenAt: Date;
};

/** Why page views were not stored (analytics_dropped_daily). */
export type DropReason = 'throttled';
export type DroppedViews = { readonly day: string; readonly reason: DropReason; readonly count: number };

/** A page view waiting in the write buffer: its day and its visitor's key (address and user agent, unhashed). */
export type BufferedHit = HitInput & { readonly day: string; readonly visitorKey: string };

/** The figures of one day as the rollup tables hold them. */
export type DayFigures = { day: string; views: number; visitors: number; sessions: number; session_seconds: number };

export type KindCount = { kind: ImpressionKind; count: number };

/**
 * The rollup's job name (analytics.scheduler.ts) and lock name (DatabaseService.withJobLock): the lock keeps
 * `npm run analytics:rollup`, which runs outside the job engine, and the engine's run from rolling up at once.
 */
export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';

export type RollupResult = { readonly days: number; readonly prunedHits: number; readonly prunedSalts: number };

/** PostgreSQL's not_null_violation: the day's salt is not there yet. */
function isNotNullViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23502';
}

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly db: DatabaseService) {}

  /** Adds refused views to their day's and reason's count. */
  async countDropped(dropped: readonly DroppedViews[]): Promise<void> {
    if (dropped.length === 0) return;
    await this.db.query(COUNT_DROPPED_SQL, [dropped.map((d) => d.day), dropped.map((d) => d.reason), dropped.map((d) => d.count)]);
  }

  /**
   * Stores page views of any visitors and days in one statement (each visitor key hashed in SQL with its day's salt);
   * when a day's salt is missing (the day's first views, on any instance) makes it and stores again.
   */
  async insertHits(hits: readonly BufferedHit[]): Promise<void> {
    if (hits.length === 0) return;
    const values = [
      hits.map((h) => h.day),
      hits.map((h) => h.visitorKey),
      hits.map((h) => h.path),
      hits.map((h) => h.venueRef),
      hits.map((h) => h.eventRef),
      hits.map((h) => h.seenAt.toISOString()),
      hits.map((h) => h.pageView),
    ];
    try {
      await this.db.queryNamed('analytics-hits', INSERT_HITS_SQL, values);
    } catch (error) {
      if (!isNotNullViolation(error)) throw error;
      for (const day of new Set(hits.map((h) => h.day))) await this.db.query(ENSURE_SALT_SQL, [day]);
      await this.db.queryNamed('analytics-hits', INSERT_HITS_SQL, values);
    }
  }

  /**
   * Recomputes the aggregates of every day that still has hits, then drops the hits and salts of the days before
   * `today`, all in one transaction, under the job lock: {ran: false} when another instance is rolling up.
   */
  rollUp(today: string, sessionGapMinutes: number): Promise<JobLockResult<RollupResult>> {
    return this.db.withJobLock(ANALYTICS_ROLLUP_JOB, () => this.db.transaction(async (tx) => {
      // Sorts of a day's page views fit in memory; the temporary tables get statistics so the joins hash.
      await tx.query(ROLLUP_WORK_MEM_SQL);
      await tx.query(ROLLUP_HITS_SQL, [sessionGapMinutes]);
      await tx.query('ANALYZE rollup_hits');
      await tx.query(ROLLUP_SESSIONS_SQL);
      await tx.query('ANALYZE rollup_sessions');
      const [counted] = await tx.query<{ days: number }[]>('SELECT count(DISTINCT day)::int AS days FROM rollup_hits');
      for (const sql of [CLEAR_SITE_DAYS_SQL, CLEAR_PAGE_DAYS_SQL, CLEAR_VENUE_DAYS_SQL, INSERT_SITE_DAYS_SQL, INSERT_PAGE_DAYS_SQL, INSERT_VENUE_DAYS_SQL]) {
        await tx.query(sql);
      }
      await tx.query(CLEAR_IMPRESSION_KINDS_SQL, [today]);
      await tx.query(INSERT_IMPRESSION_KINDS_SQL, [today]);
      const prunedHits = affectedCount(await tx.query(PRUNE_HITS_SQL, [today]));
      const prunedSalts = affectedCount(await tx.query(PRUNE_SALTS_SQL, [today]));
      return { days: counted?.days ?? 0, prunedHits, prunedSalts };
    }));
  }

  // The dashboards' reads of the rollups may be a moment stale: a read replica serves them when there is one.

  siteDays(start: string, end: string): Promise<DayFigures[]> {
    return this.db.replicaReads.queryNamed<DayFigures>('analytics-site-days', SITE_DAYS_SQL, [start, end]);
  }

  venueDays(venueId: number, start: string, end: string): Promise<DayFigures[]> {
    return this.db.replicaReads.queryNamed<DayFigures>('analytics-venue-days', VENUE_DAYS_SQL, [venueId, start, end]);
  }

  /** Page views per venue over a range; a venue without any is left out. */
  async venuesViews(venueIds: readonly number[], start: string, end: string): Promise<Map<number, number>> {
    const rows = await this.db.replicaReads.queryNamed<{ venue_id: number; views: number }>('analytics-venues-views', VENUES_VIEWS_SQL, [venueIds, start, end]);
    return new Map(rows.map((row) => [row.venue_id, row.views]));
  }

  siteImpressions(start: string, end: string): Promise<KindCount[]> {
    return this.db.replicaReads.queryNamed<KindCount>('analytics-site-impressions', SITE_IMPRESSIONS_SQL, [start, end]);
  }

  venueImpressions(venueId: number, start: string, end: string): Promise<KindCount[]> {
    return this.db.replicaReads.queryNamed<KindCount>('analytics-venue-impressions', VENUE_IMPRESSIONS_SQL, [venueId, start, end]);
  }

  /** On the primary: the venue view's access check starts from it. */
  async findVenue(venueId: number): Promise<{ id: number; name: string } | null> {
    const rows = await this.db.query<{ id: number; name: string }[]>(VENUE_NAME_SQL, [venueId]);
    return rows[0] ?? null;
  }

  async venueAllTime(venueId: number): Promise<{ card: number; detail: number }> {
    const rows = await this.db.replicaReads.query<{ card: number; detail: number }[]>(VENUE_ALL_TIME_SQL, [venueId]);
    return rows[0] ?? { card: 0, detail: 0 };
  }

  venueEventsAllTime(venueId: number): Promise<{ id: number; name: string; card: number; detail: number }[]> {
    return this.db.replicaReads.query(VENUE_EVENTS_ALL_TIME_SQL, [venueId]);
  }
}
