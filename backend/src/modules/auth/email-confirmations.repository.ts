import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import {
  CHANGE_TO_CONFIRMED_EMAIL_SQL,
  CONFIRM_OWN_EMAIL_SQL,
  DROP_OPEN_CONFIRMATIONS_SQL,
  INSERT_CONFIRMATION_SQL,
  LOCK_CONFIRMATION_SQL,
  PENDING_EMAIL_SQL,
  SPEND_CONFIRMATIONS_SQL,
} from './email-confirmations.queries.js';

/** A confirmation link presented, with the account it belongs to (locked in the caller's transaction). */
export type LockedConfirmation = {
  readonly userId: number;
  /** The address the link proves. */
  readonly email: string;
  readonly currentEmail: string;
  readonly username: string;
  readonly usable: boolean;
};

type LockedRow = { user_id: number; email: string; used: boolean; expired: boolean; current_email: string; username: string; is_active: boolean };

/** A duplicate e-mail on users (another account took the address since the link was mailed). */
function isDuplicateEmail(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const driverError: unknown = 'driverError' in error ? error.driverError : error;
  return typeof driverError === 'object' && driverError !== null && 'constraint' in driverError && driverError.constraint === 'users_email_key';
}

@Injectable()
export class EmailConfirmationsRepository {
  constructor(private readonly db: DatabaseService) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Stores a new link (its hash) for the address, replacing the user's outstanding ones. */
  async replaceLink(userId: number, email: string, tokenHash: string, now: Date, lifetimeSeconds: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(DROP_OPEN_CONFIRMATIONS_SQL, [userId]);
      await tx.query(INSERT_CONFIRMATION_SQL, [userId, email, tokenHash, now, lifetimeSeconds]);
    });
  }

  async dropOpenLinks(userId: number, tx?: SqlExecutor): Promise<void> {
    await (tx ?? this.db).query(DROP_OPEN_CONFIRMATIONS_SQL, [userId]);
  }

  async pendingEmail(userId: number, now: Date): Promise<string | null> {
    return (await this.db.query<{ email: string }[]>(PENDING_EMAIL_SQL, [userId, now]))[0]?.email ?? null;
  }

  async lock(tx: SqlExecutor, tokenHash: string, now: Date): Promise<LockedConfirmation | undefined> {
    const row = (await tx.query<LockedRow[]>(LOCK_CONFIRMATION_SQL, [tokenHash, now]))[0];
    return (
      row && {
        userId: row.user_id,
        email: row.email,
        currentEmail: row.current_email,
        username: row.username,
        usable: !row.used && !row.expired && row.is_active,
      }
    );
  }

  async confirmOwnEmail(tx: SqlExecutor, userId: number, now: Date): Promise<void> {
    await tx.query(CONFIRM_OWN_EMAIL_SQL, [userId, now]);
  }

  /** Moves the account to its confirmed new address; false when another account has it now. */
  async changeToConfirmedEmail(tx: SqlExecutor, userId: number, email: string, username: string, now: Date): Promise<boolean> {
    try {
      await tx.query('SAVEPOINT change_email');
      await tx.query(CHANGE_TO_CONFIRMED_EMAIL_SQL, [userId, email, username, now]);
      await tx.query('RELEASE SAVEPOINT change_email');
      return true;
    } catch (error) {
      if (!isDuplicateEmail(error)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT change_email');
      return false;
    }
  }

  async spendLinks(tx: SqlExecutor, userId: number, now: Date): Promise<void> {
    await tx.query(SPEND_CONFIRMATIONS_SQL, [userId, now]);
  }
}
