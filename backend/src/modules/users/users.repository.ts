import { Injectable } from '@nestjs/common';
import { type AuthUser, type AuthUserRow, authUserOf } from '../../common/auth/auth-state.js';
import { DatabaseService } from '../../database/database.service.js';
import { uniqueViolationOf } from '../../database/database-errors.js';
import { countOf, type SqlExecutor } from '../../database/sql-executor.js';
import type { DistanceUnit } from '@events/contracts/reference';
import type { RoleFlags } from '@events/contracts/roles';
import {
  COUNT_ACCOUNTS_SQL,
  COUNT_USERS_SQL,
  DELETE_USER_SQL,
  FIND_ACCOUNT_LISTING_SQL,
  FIND_USER_BY_EMAIL_SQL,
  FIND_USER_BY_ID_SQL,
  FIND_USER_BY_LOGIN_SQL,
  INSERT_USER_SQL,
  LOCK_DEMO_ACCOUNTS_SQL,
  RECORD_LOGIN_SQL,
  SEARCH_ACCOUNTS_SQL,
  SET_ACTIVE_SQL,
  SET_LANGUAGE_SQL,
  SET_ROLE_FLAGS_SQL,
  TAKEN_USERNAMES_SQL,
  UPDATE_ACCOUNT_SQL,
  UPDATE_PASSWORD_HASH_SQL,
  USERNAME_OR_EMAIL_TAKEN_SQL,
} from './users.queries.js';

type UserRow = AuthUserRow & {
  password_hash: string | null;
  distance_units: DistanceUnit;
  is_active: boolean;
  email_confirmed: boolean;
};

/** A user's account: who they are and their roles (as a request sees them), and the rest of their row. */
export type UserRecord = AuthUser & {
  /** null: no usable password (an account made by social sign-in). */
  readonly passwordHash: string | null;
  readonly distanceUnits: DistanceUnit;
  readonly isActive: boolean;
  /** The mailbox of `email` is proven (see the email_confirmation migration). */
  readonly emailConfirmed: boolean;
};

/** The role columns of a users row: the contracts' role flags but the producer's, which a subscription grants. */
export type StaffRoleFlags = Omit<RoleFlags, 'isProducer'>;

export type NewUserRow = StaffRoleFlags & {
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  /** Made with a proven address (an operator's account, a provider's verified e-mail). */
  readonly emailConfirmed: boolean;
  /** The language the account is made in (sign-up: the request's); null or left out: none. */
  readonly language?: string | null;
};

/** An account as a superuser's search lists it: the record, when it was made and last signed in. */
export type AccountListingRecord = UserRecord & { readonly created: Date; readonly lastLogin: Date | null };

/** The columns PATCH /account/ writes, all of them given. */
export type AccountDetailsRow = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly username: string;
  readonly distanceUnits: DistanceUnit;
  /** A language code, or null to follow the browser's. */
  readonly language: string | null;
};

/** The unique constraint a duplicate insert ran into. */
export class DuplicateUserError extends Error {
  override readonly name = 'DuplicateUserError';

  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

function toRecord(row: UserRow): UserRecord {
  return {
    ...authUserOf(row),
    passwordHash: row.password_hash,
    distanceUnits: row.distance_units,
    isActive: row.is_active,
    emailConfirmed: row.email_confirmed,
  };
}

type ListingRow = UserRow & { created: Date; last_login: Date | null };

function toListing(row: ListingRow): AccountListingRecord {
  return { ...toRecord(row), created: row.created, lastLogin: row.last_login };
}

/** The duplicate e-mail or username an insert or update of users ran into, if that is what failed. */
function duplicateOf(error: unknown): DuplicateUserError | undefined {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'users_email_key') return new DuplicateUserError('email');
  if (constraint === 'users_username_key') return new DuplicateUserError('username');
  return undefined;
}

@Injectable()
export class UsersRepository {
  constructor(private readonly db: DatabaseService) {}

  private runner(manager?: SqlExecutor): SqlExecutor {
    return manager ?? this.db;
  }

  async findById(id: number): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow[]>(FIND_USER_BY_ID_SQL, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async findByEmail(email: string, manager?: SqlExecutor): Promise<UserRecord | undefined> {
    const rows = await this.runner(manager).query<UserRow[]>(FIND_USER_BY_EMAIL_SQL, [email]);
    return rows[0] && toRecord(rows[0]);
  }

  /** By username or e-mail, case-insensitively. */
  async findByLogin(login: string): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow[]>(FIND_USER_BY_LOGIN_SQL, [login]);
    return rows[0] && toRecord(rows[0]);
  }

  async findTaken(email: string, username: string): Promise<{ emailTaken: boolean; usernameTaken: boolean }> {
    const rows = await this.db.query<{ email_taken: boolean; username_taken: boolean }[]>(USERNAME_OR_EMAIL_TAKEN_SQL, [email, username]);
    return { emailTaken: rows[0]?.email_taken === true, usernameTaken: rows[0]?.username_taken === true };
  }

  async findTakenUsernames(candidates: readonly string[], manager?: SqlExecutor): Promise<Set<string>> {
    const rows = await this.runner(manager).query<{ username: string }[]>(TAKEN_USERNAMES_SQL, [[...candidates]]);
    return new Set(rows.map((row) => row.username.toLowerCase()));
  }

  /** Inserts a user; a duplicate e-mail or username throws DuplicateUserError. */
  async insertUser(user: NewUserRow, now: Date, manager?: SqlExecutor): Promise<number> {
    try {
      const rows = await this.runner(manager).query<{ id: number }[]>(INSERT_USER_SQL, [
        user.username,
        user.email,
        user.passwordHash,
        user.firstName,
        user.lastName,
        user.isSuperuser,
        user.isStaff,
        user.isEditor,
        user.isZeditor,
        now,
        user.emailConfirmed,
        user.language ?? null,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('INSERT users returned no id');
      return id;
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.query(UPDATE_PASSWORD_HASH_SQL, [userId, passwordHash]);
  }

  async recordLogin(userId: number): Promise<void> {
    await this.db.query(RECORD_LOGIN_SQL, [userId]);
  }

  /** Runs `work` in a transaction holding the demo-accounts advisory lock, with the number of users. */
  withDemoAccountsLock<T>(work: (manager: SqlExecutor, userCount: number) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await manager.query(LOCK_DEMO_ACCOUNTS_SQL);
      return work(manager, await countOf(manager, COUNT_USERS_SQL));
    });
  }

  /** Writes the account details; DuplicateUserError when the e-mail or username belongs to another account. */
  async updateAccountDetails(userId: number, details: AccountDetailsRow): Promise<void> {
    try {
      await this.db.query(UPDATE_ACCOUNT_SQL, [userId, details.firstName, details.lastName, details.email, details.username, details.distanceUnits, details.language]);
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  /** True when the account existed and is now deleted with everything that belongs to it. */
  async deleteUser(userId: number): Promise<boolean> {
    const rows = await this.db.query<{ removed: boolean }[]>(DELETE_USER_SQL, [userId]);
    return rows[0]?.removed === true;
  }
  async findAccountListing(userId: number): Promise<AccountListingRecord | undefined> {
    const [row] = await this.db.query<ListingRow[]>(FIND_ACCOUNT_LISTING_SQL, [userId]);
    return row ? toListing(row) : undefined;
  }

  async searchAccounts(search: string, limit: number, offset: number): Promise<{ accounts: AccountListingRecord[]; total: number }> {
    const pattern = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const [rows, total] = await Promise.all([
      this.db.query<ListingRow[]>(SEARCH_ACCOUNTS_SQL, [pattern, limit, offset]),
      countOf(this.db, COUNT_ACCOUNTS_SQL, [pattern]),
    ]);
    return { accounts: rows.map(toListing), total };
  }

  async setRoleFlags(userId: number, flags: StaffRoleFlags, manager?: SqlExecutor): Promise<void> {
    await this.runner(manager).query(SET_ROLE_FLAGS_SQL, [userId, flags.isSuperuser, flags.isStaff, flags.isEditor, flags.isZeditor]);
  }

  async setLanguage(userId: number, language: string): Promise<void> {
    await this.db.query(SET_LANGUAGE_SQL, [userId, language]);
  }

  async setActive(userId: number, active: boolean, manager?: SqlExecutor): Promise<void> {
    await this.runner(manager).query(SET_ACTIVE_SQL, [userId, active]);
  }
}
