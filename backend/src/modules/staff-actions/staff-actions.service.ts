import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { type StaffActionRecord, type StaffActionRow, StaffActionsRepository } from './staff-actions.repository.js';

/**
 * The staff-actions record as other modules use it: each records its own staff actions (a claim move, a moderation
 * decision, a staff write, a superuser's change) in the transaction of the change, and the editor profile reads an
 * editor's latest. The table stays this module's (the reports read it).
 */
@Injectable()
export class StaffActionsService {
  constructor(private readonly repository: StaffActionsRepository) {}

  /** Records one action, stamped by the product's clock, in the caller's transaction when given one. */
  record(action: StaffActionRecord, tx?: SqlExecutor): Promise<void> {
    return this.repository.insert(action, tx);
  }

  recentByActor(actorId: number, limit: number): Promise<StaffActionRow[]> {
    return this.repository.findRecentByActor(actorId, limit);
  }
}
