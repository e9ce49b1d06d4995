import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { type AuthUser, type AuthUserRow, authUserOf } from '../../common/auth/auth-state.js';
import { CONFIRM_OWN_EMAIL_SQL } from './email-confirmations.queries.js';
import {
  DELETE_EXPIRED_REFRESH_TOKENS_SQL,
  DELETE_OLD_RESET_TOKENS_SQL,
  FAMILY_OF_REFRESH_TOKEN_SQL,
  FIND_SESSION_USER_SQL,
  INSERT_REFRESH_TOKEN_SQL,
  INSERT_RESET_TOKEN_SQL,
  IS_USER_ACTIVE_SQL,
  LOCK_REFRESH_TOKEN_SQL,
  FIND_RESET_TOKEN_SQL,
  SET_PASSWORD_HASH_SQL,
  MARK_REFRESH_TOKEN_USED_SQL,
  REVOKE_FAMILY_SQL,
  REVOKE_USER_TOKENS_SQL,
  SPEND_RESET_TOKENS_SQL,
} from './auth.queries.js';

/** Outcome of presenting a refresh token. */
export type RotationResult =
  | { readonly kind: 'rotated'; readonly userId: number; readonly family: string }
  | { readonly kind: 'invalid' }
  /** The token had already been used: its whole family is now revoked. */
  | { readonly kind: 'reused'; readonly family: string };

export type ResetTokenCheck =
  | { readonly kind: 'valid'; readonly userId: number; readonly email: string; readonly username: string }
  | { readonly kind: 'invalid' };

type ResetTokenRow = { user_id: number; email: string; username: string; used: boolean; expired: boolean; is_active: boolean };

function resetTokenCheck(row: ResetTokenRow | undefined): ResetTokenCheck {
  return row && !row.used && !row.expired && row.is_active
    ? { kind: 'valid', userId: row.user_id, email: row.email, username: row.username }
    : { kind: 'invalid' };
}

@Injectable()
export class AuthRepository {
  constructor(private readonly db: DatabaseService) {}

  /** A named statement: it runs on every request that carries a token (planned once per connection). */
  async findSessionUser(userId: number, family: string): Promise<AuthUser | undefined> {
    const rows = await this.db.queryNamed<AuthUserRow>('session_user', FIND_SESSION_USER_SQL, [userId, family]);
    const row = rows[0];
    return row && authUserOf(row);
  }

  /** Stores a new refresh token (its hash) of a family, dropping the user's long-expired ones. */
  async insertRefreshToken(userId: number, family: string, tokenHash: string, lifetimeSeconds: number): Promise<void> {
    await this.db.query(DELETE_EXPIRED_REFRESH_TOKENS_SQL, [userId]);
    await this.db.query(INSERT_REFRESH_TOKEN_SQL, [userId, family, tokenHash, lifetimeSeconds]);
  }

  /**
   * Exchanges a refresh token for a new one of the same family, in one transaction: the old one is marked
   * used and points at its replacement. A used or revoked token revokes its family; an expired or unknown
   * one, or one of an inactive user, is invalid.
   */
  rotateRefreshToken(tokenHash: string, newTokenHash: string, lifetimeSeconds: number): Promise<RotationResult> {
    return this.db.transaction(async (manager) => {
      const rows = await manager.query<{ id: string; user_id: number; family: string; expired: boolean; used: boolean; revoked: boolean }[]>(
        LOCK_REFRESH_TOKEN_SQL,
        [tokenHash],
      );
      const token = rows[0];
      if (!token || token.revoked) return { kind: 'invalid' };
      if (token.used) {
        await manager.query(REVOKE_FAMILY_SQL, [token.family]);
        return { kind: 'reused', family: token.family };
      }
      if (token.expired) return { kind: 'invalid' };
      const active = await manager.query<{ is_active: boolean }[]>(IS_USER_ACTIVE_SQL, [token.user_id]);
      if (active[0]?.is_active !== true) return { kind: 'invalid' };
      const inserted = await manager.query<{ id: string }[]>(INSERT_REFRESH_TOKEN_SQL, [token.user_id, token.family, newTokenHash, lifetimeSeconds]);
      await manager.query(MARK_REFRESH_TOKEN_USED_SQL, [token.id, inserted[0]?.id]);
      return { kind: 'rotated', userId: token.user_id, family: token.family };
    });
  }

  async familyOfRefreshToken(tokenHash: string): Promise<string | undefined> {
    const rows = await this.db.query<{ family: string }[]>(FAMILY_OF_REFRESH_TOKEN_SQL, [tokenHash]);
    return rows[0]?.family;
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db.query(REVOKE_FAMILY_SQL, [family]);
  }

  async revokeUserTokens(userId: number): Promise<void> {
    await this.db.query(REVOKE_USER_TOKENS_SQL, [userId]);
  }

  async insertResetToken(userId: number, tokenHash: string, lifetimeSeconds: number): Promise<void> {
    await this.db.query(DELETE_OLD_RESET_TOKENS_SQL, [userId]);
    await this.db.query(INSERT_RESET_TOKEN_SQL, [userId, tokenHash, lifetimeSeconds]);
  }

  /** The reset token's user when the token is unused, unexpired and its user active. */
  async findResetToken(tokenHash: string): Promise<ResetTokenCheck> {
    const rows = await this.db.query<ResetTokenRow[]>(FIND_RESET_TOKEN_SQL, [tokenHash]);
    return resetTokenCheck(rows[0]);
  }

  /**
   * Spends a reset token and sets the new password hash, in one transaction holding the token: every other
   * link of the user is spent, every sign-in (refresh token) revoked, and the address confirmed at `now` (the link
   * reached it). False when the token is no longer
   * valid (used in the meantime, expired).
   */
  consumeResetToken(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const rows = await manager.query<ResetTokenRow[]>(`${FIND_RESET_TOKEN_SQL} FOR UPDATE OF t`, [tokenHash]);
      const check = resetTokenCheck(rows[0]);
      if (check.kind !== 'valid') return false;
      await manager.query(SET_PASSWORD_HASH_SQL, [check.userId, passwordHash]);
      await manager.query(CONFIRM_OWN_EMAIL_SQL, [check.userId, now]);
      await manager.query(SPEND_RESET_TOKENS_SQL, [check.userId]);
      await manager.query(REVOKE_USER_TOKENS_SQL, [check.userId]);
      return true;
    });
  }
}
