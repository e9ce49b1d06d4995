import { Injectable } from '@nestjs/common';
import type { ClaimAuditEvent, ClaimRequest, OwnClaim } from '@events/contracts/claims';
import type { ClaimStatus, SubscriptionStatus } from '@events/contracts/reference';
import { DatabaseService } from '../../database/database.service.js';
import { uniqueViolationOf } from '../../database/database-errors.js';
import { countOf, type SqlExecutor } from '../../database/sql-executor.js';
import {
  CLAIM_BY_ID_SQL,
  CLAIMANT_CONFIRMED_SQL,
  COUNT_CLAIMS_SQL,
  CLAIMED_BY_OTHER_SQL,
  DELETE_CLAIM_SQL,
  GRANT_VENUE_SQL,
  HAS_CLAIMS_SQL,
  INSERT_CLAIM_SQL,
  INSERT_HISTORY_SQL,
  LIST_CLAIMS_SQL,
  LOCK_CLAIM_SQL,
  LOCK_VENUE_SQL,
  MANAGES_VENUE_SQL,
  OPEN_CLAIM_SQL,
  OWN_CLAIMS_SQL,
  REVOKE_VENUE_SQL,
  UPDATE_CLAIM_SQL,
} from './claims.queries.js';
import { venueAbsoluteUrl } from '@events/domain/detail-paths';

export type ClaimVenueRecord = { id: number; name: string; slug: string; website: string; email: string; published: boolean };

export type LockedClaim = {
  readonly id: number;
  readonly venueId: number | null;
  readonly venueName: string | null;
  readonly userId: number;
  readonly userEmail: string;
  readonly status: ClaimStatus;
  readonly notes: string;
  readonly created: Date;
};

type ClaimRow = {
  id: number;
  status: ClaimStatus;
  notes: string;
  created: Date;
  updated: Date;
  venue_id: number | null;
  venue_name: string | null;
  venue_slug: string | null;
  venue_published: boolean | null;
  user_id: number;
  username: string;
  email: string;
  email_confirmed: boolean;
  subscription_status: SubscriptionStatus | null;
  subscription_plan: string | null;
  subscription_plan_name: string | null;
  history: { user: string | null; status: ClaimStatus; message: string; created: string }[];
};

function claimOf(row: ClaimRow): ClaimRequest {
  return {
    id: row.id,
    poi:
      row.venue_id === null
        ? null
        : { id: row.venue_id, name: row.venue_name ?? '', absoluteUrl: venueAbsoluteUrl(row.venue_id, row.venue_slug ?? ''), published: row.venue_published ?? false },
    status: row.status,
    notes: row.notes,
    billingContact: { id: row.user_id, username: row.username, email: row.email, emailConfirmed: row.email_confirmed },
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    auditEvents: row.history.map(
      (entry): ClaimAuditEvent => ({ user: entry.user, status: entry.status, message: entry.message, created: new Date(entry.created).toISOString() }),
    ),
    subscription:
      row.subscription_status === null
        ? null
        : { status: row.subscription_status, plan: row.subscription_plan ?? '', planName: row.subscription_plan_name ?? '' },
  };
}

type OwnClaimRow = Pick<ClaimRow, 'id' | 'status' | 'notes' | 'created' | 'updated' | 'venue_id' | 'venue_name' | 'venue_slug'>;

/** The claimant's view: the editor's notes are theirs to read only as the reason of a rejection (the rejection mail). */
function ownClaimOf(row: OwnClaimRow): OwnClaim {
  return {
    id: row.id,
    poi: row.venue_id === null ? null : { id: row.venue_id, name: row.venue_name ?? '', absoluteUrl: venueAbsoluteUrl(row.venue_id, row.venue_slug ?? '') },
    status: row.status,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    explanation: row.status === 'rejected' && row.notes !== '' ? row.notes : null,
  };
}

@Injectable()
export class ClaimsRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async lockVenue(tx: SqlExecutor, venueId: number): Promise<ClaimVenueRecord | undefined> {
    return (await tx.query<ClaimVenueRecord[]>(LOCK_VENUE_SQL, [venueId]))[0];
  }

  async isClaimedByOther(tx: SqlExecutor, venueId: number, userId: number): Promise<boolean> {
    return (await tx.query<unknown[]>(CLAIMED_BY_OTHER_SQL, [venueId, userId])).length > 0;
  }

  async managesVenue(tx: SqlExecutor, venueId: number, userId: number): Promise<boolean> {
    return (await tx.query<unknown[]>(MANAGES_VENUE_SQL, [venueId, userId])).length > 0;
  }

  async hasOpenClaim(tx: SqlExecutor, venueId: number, userId: number): Promise<boolean> {
    return (await tx.query<unknown[]>(OPEN_CLAIM_SQL, [venueId, userId])).length > 0;
  }

  async insertClaim(tx: SqlExecutor, venueId: number, userId: number, now: Date): Promise<{ id: number; created: Date }> {
    const rows = await tx.query<{ id: number; created: Date }[]>(INSERT_CLAIM_SQL, [venueId, userId, now]);
    return rows[0] as { id: number; created: Date };
  }

  async addHistory(tx: SqlExecutor, claimId: number, userId: number | null, status: ClaimStatus, message: string): Promise<void> {
    await tx.query(INSERT_HISTORY_SQL, [claimId, userId, status, message]);
  }

  async setStatus(tx: SqlExecutor, claimId: number, status: ClaimStatus, notes: string, now: Date): Promise<void> {
    await tx.query(UPDATE_CLAIM_SQL, [claimId, status, notes, now]);
  }

  async lockClaim(tx: SqlExecutor, claimId: number): Promise<LockedClaim | undefined> {
    const rows = await tx.query<
      { id: number; venue_id: number | null; venue_name: string | null; user_id: number; user_email: string; status: ClaimStatus; notes: string; created: Date }[]
    >(LOCK_CLAIM_SQL, [claimId]);
    const row = rows[0];
    return (
      row && {
        id: row.id,
        venueId: row.venue_id,
        venueName: row.venue_name,
        userId: row.user_id,
        userEmail: row.user_email,
        status: row.status,
        notes: row.notes,
        created: row.created,
      }
    );
  }

  async deleteClaim(tx: SqlExecutor, claimId: number): Promise<void> {
    await tx.query(DELETE_CLAIM_SQL, [claimId]);
  }

  async grantVenue(tx: SqlExecutor, userId: number, venueId: number): Promise<void> {
    await tx.query(GRANT_VENUE_SQL, [userId, venueId]);
  }

  async revokeVenue(tx: SqlExecutor, userId: number, venueId: number): Promise<void> {
    await tx.query(REVOKE_VENUE_SQL, [userId, venueId]);
  }

  async claimantConfirmed(tx: SqlExecutor, userId: number): Promise<boolean> {
    return (await tx.query<{ confirmed: boolean }[]>(CLAIMANT_CONFIRMED_SQL, [userId]))[0]?.confirmed === true;
  }

  /** A page of the moderation list; `unconfirmedOnly` keeps the claims of claimants with an unproven address. */
  async list(
    filter: { statuses: readonly ClaimStatus[] | null; unconfirmedOnly: boolean },
    orderBy: 'created' | 'updated',
    limit: number,
    offset: number,
  ): Promise<{ claims: ClaimRequest[]; total: number }> {
    const rows = await this.db.query<(ClaimRow & { total: number })[]>(LIST_CLAIMS_SQL, [filter.statuses, orderBy, limit, offset, filter.unconfirmedOnly]);
    const first = rows[0];
    if (first) return { claims: rows.map(claimOf), total: first.total };
    if (offset === 0) return { claims: [], total: 0 };
    return { claims: [], total: await countOf(this.db, COUNT_CLAIMS_SQL, [filter.statuses, filter.unconfirmedOnly]) };
  }

  /** Every claim of the user, newest first. */
  async ownClaims(userId: number): Promise<OwnClaim[]> {
    return (await this.db.query<OwnClaimRow[]>(OWN_CLAIMS_SQL, [userId])).map(ownClaimOf);
  }

  async hasClaims(userId: number): Promise<boolean> {
    return (await this.db.query<{ has_claims: boolean }[]>(HAS_CLAIMS_SQL, [userId]))[0]?.has_claims === true;
  }

  async findById(claimId: number, tx?: SqlExecutor): Promise<ClaimRequest | undefined> {
    const rows = await (tx ?? this.db).query<ClaimRow[]>(CLAIM_BY_ID_SQL, [claimId]);
    return rows[0] && claimOf(rows[0]);
  }
}

/** True when an insert ran into the one-open-claim-per-venue-and-user index (two tabs claiming at once). */
export function isOpenClaimConflict(error: unknown): boolean {
  return uniqueViolationOf(error) === 'venue_claims_one_open_idx';
}
