import { Injectable } from '@nestjs/common';
import type { CalendarSourceKind, ImportCounts, RefusedImport } from '@events/contracts/calendar-imports';
import type { EventStatus } from '@events/contracts/event-status';
import { localDateOf } from '@events/domain/local-time';
import { DatabaseService } from '../../database/database.service.js';
import { returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import type { FeedEventKey, ImportRecord } from './import-fields.js';
import {
  CLAIM_SOURCE_SQL,
  DELETE_SOURCE_SQL,
  DUE_FEEDS_SQL,
  EVENT_TYPE_NAMES_SQL,
  IMPORT_VENUE_SQL,
  INSERT_NEW_SOURCE_EVENTS_SQL,
  INSERT_SOURCE_SQL,
  LIKELY_DUPLICATE_SQL,
  LOCAL_EDITS_SQL,
  NEXT_VENUE_EVENT_SQL,
  RECORD_FAILURE_SQL,
  RECORD_SYNC_SQL,
  REFRESH_EVENT_SEARCH_SQL,
  RELEASE_SOURCE_SQL,
  SET_PAUSED_SQL,
  SOURCE_EVENTS_SQL,
  SOURCE_FILE_SQL,
  SOURCE_SQL,
  UNPUBLISH_SOURCE_EVENTS_SQL,
  UPSERT_SOURCE_EVENT_SQL,
  VENUE_SOURCES_SQL,
} from './calendar-imports.queries.js';

/** A source as stored, with how many events it imported. */
export type SourceRow = {
  id: number;
  venue_id: number;
  kind: CalendarSourceKind;
  address: string;
  calendar_name: string | null;
  owner_id: number;
  paused: boolean;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: Date | null;
  last_counts: ImportCounts | null;
  last_error: string | null;
  refused: RefusedImport[];
  over_quota: boolean;
  failing_since: Date | null;
  failures: number;
  event_count: number;
};

/** An event a source imported, keyed as the feed names it, with what the last sync wrote. */
export type SourceEventRow = {
  event_id: number;
  uid: string | null;
  fingerprint: string;
  imported: ImportRecord;
  local_fields: string[];
  status: EventStatus;
  /** No one has written the event since the last sync: no field of it can have been edited here. */
  untouched: boolean;
  upcoming: boolean;
};

/** An event an import has just added, keyed as the feed names it, with what it wrote. */
export type NewSourceEvent = { readonly eventId: number; readonly key: FeedEventKey; readonly record: ImportRecord };

export type LocalEditsRow = { source_id: number; event_id: number; name: string; local_fields: string[] };

/** What a sync records when it went through. */
export type SyncRecord = {
  readonly counts: ImportCounts;
  readonly refused: readonly RefusedImport[];
  readonly overQuota: boolean;
  readonly calendarName: string | null;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly nextSyncAt: Date | null;
};

@Injectable()
export class CalendarImportsRepository {
  constructor(private readonly db: DatabaseService) {}

  venueSources(venueId: number): Promise<SourceRow[]> {
    return this.db.query<SourceRow[]>(VENUE_SOURCES_SQL, [venueId]);
  }

  async source(id: number): Promise<SourceRow | null> {
    const [row] = await this.db.query<SourceRow[]>(SOURCE_SQL, [id]);
    return row ?? null;
  }

  async sourceFile(id: number): Promise<string | null> {
    const [row] = await this.db.query<{ file_content: string | null }[]>(SOURCE_FILE_SQL, [id]);
    return row?.file_content ?? null;
  }

  /** The new source's id, or null when the feed is already connected to the venue. */
  async insertSource(venueId: number, kind: CalendarSourceKind, address: string, fileContent: string | null, ownerId: number): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }[]>(INSERT_SOURCE_SQL, [venueId, kind, address, fileContent, ownerId]);
    return row?.id ?? null;
  }

  /** Claims a source for one sync; `dueOnly`, only while it is due (the job's syncs). */
  async claim(id: number, now: Date, dueOnly: boolean): Promise<boolean> {
    return returnedRows<{ id: number }>(await this.db.query(CLAIM_SOURCE_SQL, [id, now, dueOnly])).length > 0;
  }

  async release(id: number): Promise<void> {
    await this.db.query(RELEASE_SOURCE_SQL, [id]);
  }

  async recordSync(id: number, now: Date, sync: SyncRecord): Promise<void> {
    await this.db.query(RECORD_SYNC_SQL, [
      id,
      now,
      JSON.stringify(sync.counts),
      JSON.stringify(sync.refused),
      sync.overQuota,
      sync.calendarName,
      sync.etag,
      sync.lastModified,
      sync.nextSyncAt,
    ]);
  }

  /** Records a failed sync; answers whether it paused the source (it had failed for `pauseAfter`). */
  async recordFailure(id: number, now: Date, error: string, nextTry: Date, pauseAfter: string): Promise<boolean> {
    const [row] = returnedRows<{ newly_paused: boolean }>(await this.db.query(RECORD_FAILURE_SQL, [id, now, error, nextTry, pauseAfter]));
    return row?.newly_paused ?? false;
  }

  async setPaused(id: number, paused: boolean): Promise<void> {
    await this.db.query(SET_PAUSED_SQL, [id, paused]);
  }

  /**
   * Removes a source; with `unpublish`, its events leave the listings first, in the same transaction: their search
   * rows go and their venues' counts are counted again (`refreshVenueCounts`, the occurrences module's).
   */
  async deleteSource(id: number, unpublish: boolean, refreshVenueCounts: (tx: SqlExecutor, venueIds: number[]) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (unpublish) {
        const rows = returnedRows<{ id: number; venue_id: number }>(await tx.query(UNPUBLISH_SOURCE_EVENTS_SQL, [id]));
        await tx.query(REFRESH_EVENT_SEARCH_SQL, [rows.map((row) => row.id)]);
        await refreshVenueCounts(tx, [...new Set(rows.map((row) => row.venue_id))]);
      }
      await tx.query(DELETE_SOURCE_SQL, [id]);
    });
  }

  async dueFeeds(now: Date, limit: number): Promise<number[]> {
    return (await this.db.query<{ id: number }[]>(DUE_FEEDS_SQL, [now, limit])).map((row) => row.id);
  }

  sourceEvents(id: number, now: Date): Promise<SourceEventRow[]> {
    return this.db.query<SourceEventRow[]>(SOURCE_EVENTS_SQL, [id, now]);
  }

  async saveSourceEvent(sourceId: number, eventId: number, key: FeedEventKey, record: ImportRecord, localFields: readonly string[]): Promise<void> {
    await this.db.query(UPSERT_SOURCE_EVENT_SQL, [sourceId, eventId, key.uid, key.fingerprint, JSON.stringify(record), [...localFields]]);
  }

  /** Records the events one bulk create added, in one statement. */
  async saveNewSourceEvents(sourceId: number, added: readonly NewSourceEvent[]): Promise<void> {
    if (added.length === 0) return;
    const columns = [added.map((a) => a.eventId), added.map((a) => a.key.uid), added.map((a) => a.key.fingerprint), added.map((a) => JSON.stringify(a.record))];
    await this.db.query(INSERT_NEW_SOURCE_EVENTS_SQL, [sourceId, ...columns]);
  }

  localEdits(sourceIds: readonly number[]): Promise<LocalEditsRow[]> {
    return this.db.query<LocalEditsRow[]>(LOCAL_EDITS_SQL, [[...sourceIds]]);
  }

  async importVenue(id: number): Promise<{ id: number; time_zone: string; website: string } | null> {
    const [row] = await this.db.query<{ id: number; time_zone: string; website: string }[]>(IMPORT_VENUE_SQL, [id]);
    return row ?? null;
  }

  eventTypeNames(): Promise<{ id: number; name: string }[]> {
    return this.db.query<{ id: number; name: string }[]>(EVENT_TYPE_NAMES_SQL);
  }

  async likelyDuplicate(venue: { id: number; time_zone: string }, start: Date, name: string, sourceId: number): Promise<{ id: number; name: string } | null> {
    const day = localDateOf(start, venue.time_zone);
    const [row] = await this.db.query<{ id: number; name: string }[]>(LIKELY_DUPLICATE_SQL, [venue.id, start, name, sourceId, day]);
    return row ?? null;
  }

  async nextVenueEvent(venueId: number, after: Date): Promise<{ name: string; startsAt: Date } | null> {
    const [row] = await this.db.query<{ name: string; starts_at: Date }[]>(NEXT_VENUE_EVENT_SQL, [venueId, after]);
    return row ? { name: row.name, startsAt: row.starts_at } : null;
  }
}
