import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { affectedCount, type SqlExecutor } from '../../database/sql-executor.js';
import {
  LIVE_SEARCH_VENUE_BY_ID_SQL,
  LIVE_SEARCH_VENUES_BY_PREFIX_SQL,
  LIVE_SEARCH_VENUES_SQL,
  PUBLISHED_VENUE_DETAIL_SQL,
  PUBLISHED_VENUE_EXISTS_SQL,
  REFRESH_FUTURE_EVENT_COUNTS_AT_SQL,
  VENUE_DETAIL_VALIDATOR_SQL,
} from './venues.queries.js';
import type { VenueDetailRow } from '../cards/venue-card.read-model.js';
import type { LiveSearchRow } from '../../common/search/live-search.js';


/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The venue page, the published check and live search may be a moment stale (a read replica serves them when there
 * is one); the future-event recount writes on the primary.
 */
@Injectable()
export class VenuesRepository {
  constructor(private readonly db: DatabaseService) {}

  async findPublishedDetailRow(id: number): Promise<VenueDetailRow | undefined> {
    const rows = await this.db.replicaReads.query<VenueDetailRow[]>(PUBLISHED_VENUE_DETAIL_SQL, [id]);
    return rows[0];
  }

  /** Read where the detail is read (a replica, when there are some), so an ETag never names a newer catalogue than the body it tags. */
  async findDetailValidator(): Promise<string | undefined> {
    const rows = await this.db.replicaReads.queryNamed<{ generation: string }>('venue-validator', VENUE_DETAIL_VALIDATOR_SQL, []);
    return rows[0]?.generation;
  }

  async isPublished(id: number): Promise<boolean> {
    const rows = await this.db.replicaReads.query<{ found: boolean }[]>(PUBLISHED_VENUE_EXISTS_SQL, [id]);
    return rows[0]?.found === true;
  }

  findLiveSearchMatches(text: string, limit: number): Promise<LiveSearchRow[]> {
    // Trigrams need three characters; shorter text is a name-prefix range scan.
    if ([...text].length < 3) return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_VENUES_BY_PREFIX_SQL, [escapeLike(text.toLowerCase()), limit]);
    return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_VENUES_SQL, [text, escapeLike(text), limit]);
  }

  findLiveSearchById(id: number): Promise<LiveSearchRow[]> {
    return this.db.replicaReads.query<LiveSearchRow[]>(LIVE_SEARCH_VENUE_BY_ID_SQL, [id]);
  }

  /** Recounts future events at `now` of the given venues (every venue when `ids` is null); returns rows changed. */
  async refreshFutureEventCounts(ids: readonly number[] | null, now: Date, manager?: SqlExecutor): Promise<number> {
    const runner = manager ?? this.db;
    return affectedCount(await runner.query(REFRESH_FUTURE_EVENT_COUNTS_AT_SQL, [ids === null ? null : [...ids], now]));
  }
}
