import { Injectable } from '@nestjs/common';
import type { StaffAction } from '@events/contracts/staff-actions';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { INSERT_STAFF_ACTION_SQL, RECENT_STAFF_ACTIONS_SQL } from './staff-actions.queries.js';

/** One recorded action; ids of what it touched are null when it did not touch one. */
export type StaffActionRecord = {
  readonly action: StaffAction;
  readonly actorId: number | null;
  readonly venueId?: number | null;
  readonly claimId?: number | null;
  readonly eventId?: number | null;
  readonly detail?: Readonly<Record<string, unknown>>;
};

export type StaffActionRow = {
  id: string;
  action: StaffAction;
  actor_id: number | null;
  venue_id: number | null;
  claim_id: number | null;
  event_id: number | null;
  detail: Record<string, unknown>;
  created: Date;
};

@Injectable()
export class StaffActionsRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes one record, stamped by the product's clock; pass the caller's transaction so the record commits (or not)
   * with the change it describes.
   */
  async insert(record: StaffActionRecord, tx?: SqlExecutor): Promise<void> {
    await (tx ?? this.db).query(INSERT_STAFF_ACTION_SQL, [
      record.action,
      record.actorId,
      record.venueId ?? null,
      record.claimId ?? null,
      record.eventId ?? null,
      JSON.stringify(record.detail ?? {}),
      this.clock.now(),
    ]);
  }

  findRecentByActor(actorId: number, limit: number): Promise<StaffActionRow[]> {
    return this.db.query<StaffActionRow[]>(RECENT_STAFF_ACTIONS_SQL, [actorId, limit]);
  }
}
