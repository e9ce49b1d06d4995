import { Injectable } from '@nestjs/common';
import { paginationFor } from '@events/contracts/lists';
import type { StaffAction } from '@events/contracts/staff-actions';
import {
  USER_ADMIN_MESSAGES,
  type UserAdminList,
  type UserAdminListQuery,
  type UserAdminRole,
  type UserAdminRow,
  type UserAdminUpdate,
} from '@events/contracts/user-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { DatabaseService } from '../../database/database.service.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { AuthService } from '../auth/auth.service.js';
import { type AccountListingRecord, type UserRecord, UsersService } from '../users/users.service.js';

/** An account's standing on the Users screen: a superuser, a catalogue editor, or a plain user. */
export function adminRoleOf(user: Pick<UserRecord, 'isSuperuser' | 'isEditor' | 'isZeditor'>): UserAdminRole {
  if (user.isSuperuser) return 'superuser';
  return user.isEditor || user.isZeditor ? 'editor' : 'user';
}

function toRow(user: AccountListingRecord): UserAdminRow {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: adminRoleOf(user),
    isProducer: user.isProducer,
    isActive: user.isActive,
    dateJoined: user.created.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

/**
 * A superuser's Users screen (issue 27): the account search, role and active changes, reset links. Each change is
 * a staff action written in the same transaction, the account in its detail. A superuser never changes their own
 * role or active state here, so the site cannot lose its last way in by a slip.
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly staffActions: StaffActionsService,
    private readonly db: DatabaseService,
  ) {}

  async list(query: UserAdminListQuery): Promise<UserAdminList> {
    const { accounts, total } = await this.users.searchAccounts(query.q, query.page_size, (query.page - 1) * query.page_size);
    return { results: accounts.map(toRow), pagination: paginationFor(query, total) };
  }

  async update(actor: AuthUser, userId: number, change: UserAdminUpdate): Promise<UserAdminRow> {
    if (userId === actor.id) throw new RequestValidationError({ nonFieldErrors: [USER_ADMIN_MESSAGES.notYourself] });
    const before = await this.users.findAccountListing(userId);
    await this.db.transaction(async (tx) => {
      const record = (action: StaffAction, detail: Record<string, unknown>) =>
        this.staffActions.record({ action, actorId: actor.id, detail: { userId, email: before.email, ...detail } }, tx);
      const fromRole = adminRoleOf(before);
      if (change.role !== undefined && change.role !== fromRole) {
        await this.users.setRole(userId, change.role, tx);
        await record('user_role', { from: fromRole, to: change.role });
      }
      if (change.is_active !== undefined && change.is_active !== before.isActive) {
        await this.users.setActive(userId, change.is_active, tx);
        await record(change.is_active ? 'user_activate' : 'user_deactivate', {});
      }
    });
    return toRow(await this.users.findAccountListing(userId));
  }

  /** Mails the account a reset link, as "Forgot password" does; a deactivated account gets none. */
  async sendResetLink(actor: AuthUser, userId: number, origin: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user.isActive) throw new RequestValidationError({ nonFieldErrors: [USER_ADMIN_MESSAGES.inactiveNoReset] });
    await this.auth.requestPasswordReset(user.email, origin);
    await this.staffActions.record({ action: 'user_reset_link', actorId: actor.id, detail: { userId, email: user.email } });
  }
}
