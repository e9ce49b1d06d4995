import { Injectable } from '@nestjs/common';
import type { QueueKind, QueueOrdering } from '@events/contracts/editor';
import { DatabaseService } from '../../database/database.service.js';
import { countOf, returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import {
  CLEAR_RECERTIFY_SQL,
  DELETE_VENUE_SQL,
  EDITOR_PROFILE_SQL,
  EDITORS_FOR_TOWN_SQL,
  LOCK_QUEUED_VENUE_SQL,
  LOCK_VENUE_SQL,
  MOVE_EVENTS_SQL,
  MOVE_MANAGERS_SQL,
  MOVE_SAVED_VENUES_SQL,
  NOTIFY_CLAIM_SQL,
  NOTIFY_VENUE_SQL,
  PUBLISH_VENUE_SQL,
  QUEUE_COUNT_SQL,
  QUEUE_NEWEST_FIRST_SQL,
  QUEUE_OLDEST_FIRST_SQL,
  UPSERT_EDITOR_PROFILE_SQL,
} from './editor.queries.js';

/** A venue as the queue and its duplicates read it (snake_case columns). */
export type VenueFields = {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  website: string;
  phone: string;
  email: string;
  published: boolean;
};

export type QueueRow = VenueFields & {
  kind: QueueKind;
  lat: number;
  lon: number;
  created: Date;
  total: number;
  user_id: number | null;
  username: string | null;
  user_email: string | null;
  duplicates: (VenueFields & { distance: number; lat: number; lon: number })[];
};

export type QueuedVenue = {
  id: number;
  name: string;
  published: boolean;
  slug: string;
  city: string;
  kind: QueueKind;
  submitter_email: string | null;
  submitter_first_name: string | null;
};

export type ProfileRow = { display_name: string; towns: string[]; notify_new: boolean };
export type NotifyTarget = { id: number; email: string; name: string };
export type NotifyVenue = { id: number; name: string; street: string; city: string; state: string; submitter: string | null };

@Injectable()
export class EditorRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findQueuePage(filter: { kind: QueueKind | null; town: string | null }, ordering: QueueOrdering, limit: number, offset: number): Promise<QueueRow[]> {
    const sql = ordering === 'created' ? QUEUE_OLDEST_FIRST_SQL : QUEUE_NEWEST_FIRST_SQL;
    return this.db.query<QueueRow[]>(sql, [filter.kind, filter.town, limit, offset]);
  }

  countQueue(filter: { kind: QueueKind | null; town: string | null }): Promise<number> {
    return countOf(this.db, QUEUE_COUNT_SQL, [filter.kind, filter.town]);
  }

  async lockQueued(tx: SqlExecutor, id: number): Promise<QueuedVenue | undefined> {
    return returnedRows<QueuedVenue>(await tx.query(LOCK_QUEUED_VENUE_SQL, [id]))[0];
  }

  async lockVenue(tx: SqlExecutor, id: number): Promise<{ id: number; name: string; slug: string; published: boolean } | undefined> {
    return returnedRows<{ id: number; name: string; slug: string; published: boolean }>(await tx.query(LOCK_VENUE_SQL, [id]))[0];
  }

  async publish(tx: SqlExecutor, id: number): Promise<void> {
    await tx.query(PUBLISH_VENUE_SQL, [id]);
  }

  async clearRecertify(tx: SqlExecutor, id: number): Promise<void> {
    await tx.query(CLEAR_RECERTIFY_SQL, [id]);
  }

  /**
   * Moves the duplicate's events, bookmarks and managers to the kept venue and removes the duplicate. The caller
   * holds the listings' lock and has the venues module rebuild what they read of the kept venue
   * (VenueListingsService).
   */
  async mergeInto(tx: SqlExecutor, duplicateId: number, keptId: number): Promise<void> {
    await tx.query(MOVE_EVENTS_SQL, [duplicateId, keptId]);
    await tx.query(MOVE_SAVED_VENUES_SQL, [duplicateId, keptId]);
    await tx.query(MOVE_MANAGERS_SQL, [duplicateId, keptId]);
    await tx.query(DELETE_VENUE_SQL, [duplicateId]);
  }

  async findProfile(userId: number): Promise<ProfileRow | undefined> {
    return returnedRows<ProfileRow>(await this.db.query(EDITOR_PROFILE_SQL, [userId]))[0];
  }

  async saveProfile(userId: number, profile: ProfileRow): Promise<void> {
    await this.db.query(UPSERT_EDITOR_PROFILE_SQL, [userId, profile.display_name, profile.towns, profile.notify_new]);
  }

  findEditorsForTown(town: string): Promise<NotifyTarget[]> {
    return this.db.query<NotifyTarget[]>(EDITORS_FOR_TOWN_SQL, [town]);
  }

  async findNotifyVenue(venueId: number): Promise<NotifyVenue | undefined> {
    return returnedRows<NotifyVenue>(await this.db.query(NOTIFY_VENUE_SQL, [venueId]))[0];
  }

  async findNotifyClaim(claimId: number): Promise<NotifyVenue | undefined> {
    return returnedRows<NotifyVenue>(await this.db.query(NOTIFY_CLAIM_SQL, [claimId]))[0];
  }
}
