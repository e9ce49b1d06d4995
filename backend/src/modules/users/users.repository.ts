import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import type { DistanceUnit, SubscriptionStatus } from '@events/contracts/reference';
import type { SocialProvider } from '@events/contracts/auth';
import {
  ADD_VENUE_MANAGER_SQL,
  COUNT_USERS_SQL,
  CURRENT_SUBSCRIPTION_SQL,
  DELETE_USER_SQL,
  FIND_SOCIAL_ACCOUNT_SQL,
  FIND_USER_BY_EMAIL_SQL,
  FIND_USER_BY_ID_SQL,
  FIND_USER_BY_LOGIN_SQL,
  INSERT_SUBSCRIPTION_SQL,
  INSERT_USER_SQL,
  LINK_SOCIAL_ACCOUNT_SQL,
  LOCK_DEMO_ACCOUNTS_SQL,
  MANAGED_VENUES_SQL,
  RECORD_LOGIN_SQL,
  SOCIAL_ACCOUNTS_OF_USER_SQL,
  SOCIAL_PROVIDERS_OF_USER_SQL,
  TAKEN_USERNAMES_SQL,
  UNLINK_SOCIAL_PROVIDER_SQL,
  UPDATE_ACCOUNT_SQL,
  UPDATE_PASSWORD_HASH_SQL,
  USERNAME_OR_EMAIL_TAKEN_SQL,
  VENUES_FOR_DEMO_PRODUCER_SQL,
} from './users.queries.js';

type UserRow = {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  distance_units: DistanceUnit;
  is_superuser: boolean;
  is_staff: boolean;
  is_editor: boolean;
  is_zeditor: boolean;
  is_active: boolean;
  is_producer: boolean;
};

export type UserRecord = {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** null: no usable password (an account made by social sign-in). */
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly distanceUnits: DistanceUnit;
  readonly isSuperuser: boolean;
  readonly isStaff: boolean;
  readonly isEditor: boolean;
  readonly isZeditor: boolean;
  readonly isActive: boolean;
  readonly isProducer: boolean;
};

export type RoleFlags = {
  readonly isSuperuser: boolean;
  readonly isStaff: boolean;
  readonly isEditor: boolean;
  readonly isZeditor: boolean;
};

export type NewUserRow = RoleFlags & {
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
};

export type SubscriptionRecord = {
  readonly status: SubscriptionStatus;
  readonly plan: string;
  readonly portalLink: string | null;
  readonly activeEventsAllowed: number | null;
};

export type SocialAccountRecord = { readonly provider: SocialProvider; readonly email: string; readonly created: Date };

/** The columns PATCH /account/ writes, all of them given. */
export type AccountDetailsRow = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly username: string;
  readonly distanceUnits: DistanceUnit;
};

export type ManagedVenueRecord = { readonly id: number; readonly name: string; readonly isBillingContact: boolean; readonly upcomingEvents: number };

/** The unique constraint a duplicate insert ran into. */
export class DuplicateUserError extends Error {
  override readonly name = 'DuplicateUserError';

  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    distanceUnits: row.distance_units,
    isSuperuser: row.is_superuser,
    isStaff: row.is_staff,
    isEditor: row.is_editor,
    isZeditor: row.is_zeditor,
    isActive: row.is_active,
    isProducer: row.is_producer,
  };
}

function constraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const driverError: unknown = 'driverError' in error ? error.driverError : error;
  if (typeof driverError !== 'object' || driverError === null || !('code' in driverError) || driverError.code !== '23505') return undefined;
  return 'constraint' in driverError && typeof driverError.constraint === 'string' ? driverError.constraint : '';
}

/** The duplicate e-mail or username an insert or update of users ran into, if that is what failed. */
function duplicateOf(error: unknown): DuplicateUserError | undefined {
  const constraint = constraintOf(error);
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
  async insertUser(user: NewUserRow, manager?: SqlExecutor): Promise<number> {
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
      const rows = await manager.query<{ total: number }[]>(COUNT_USERS_SQL);
      return work(manager, rows[0]?.total ?? 0);
    });
  }

  async findSocialAccountOwner(provider: SocialProvider, subject: string): Promise<number | undefined> {
    const rows = await this.db.query<{ user_id: number }[]>(FIND_SOCIAL_ACCOUNT_SQL, [provider, subject]);
    return rows[0]?.user_id;
  }

  /** Links the account; false when (provider, subject) already belongs to another user. */
  async linkSocialAccount(userId: number, provider: SocialProvider, subject: string, email: string, manager?: SqlExecutor): Promise<boolean> {
    const rows = await this.runner(manager).query<{ user_id: number }[]>(LINK_SOCIAL_ACCOUNT_SQL, [provider, subject, userId, email]);
    return rows[0]?.user_id === userId;
  }

  async findSocialProviders(userId: number): Promise<SocialProvider[]> {
    const rows = await this.db.query<{ provider: SocialProvider }[]>(SOCIAL_PROVIDERS_OF_USER_SQL, [userId]);
    return rows.map((row) => row.provider);
  }

  findSocialAccounts(userId: number): Promise<SocialAccountRecord[]> {
    return this.db.query<SocialAccountRecord[]>(SOCIAL_ACCOUNTS_OF_USER_SQL, [userId]);
  }

  /** Removes the user's links to a provider; answers how many there were. */
  async unlinkSocialProvider(userId: number, provider: SocialProvider): Promise<number> {
    const rows = await this.db.query<{ removed: number }[]>(UNLINK_SOCIAL_PROVIDER_SQL, [userId, provider]);
    return rows[0]?.removed ?? 0;
  }

  /** Writes the account details; DuplicateUserError when the e-mail or username belongs to another account. */
  async updateAccountDetails(userId: number, details: AccountDetailsRow): Promise<void> {
    try {
      await this.db.query(UPDATE_ACCOUNT_SQL, [userId, details.firstName, details.lastName, details.email, details.username, details.distanceUnits]);
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  /** True when the account existed and is now deleted with everything that belongs to it. */
  async deleteUser(userId: number): Promise<boolean> {
    const rows = await this.db.query<{ removed: boolean }[]>(DELETE_USER_SQL, [userId]);
    return rows[0]?.removed === true;
  }

  async findCurrentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<
      { status: SubscriptionStatus; plan: string; portal_link: string | null; active_events_allowed: number | null }[]
    >(CURRENT_SUBSCRIPTION_SQL, [userId]);
    const row = rows[0];
    return row && { status: row.status, plan: row.plan, portalLink: row.portal_link, activeEventsAllowed: row.active_events_allowed };
  }

  async findManagedVenues(userId: number): Promise<ManagedVenueRecord[]> {
    const rows = await this.db.query<{ id: number; name: string; is_billing_contact: boolean; upcoming_events: number }[]>(MANAGED_VENUES_SQL, [
      userId,
    ]);
    return rows.map((row) => ({ id: row.id, name: row.name, isBillingContact: row.is_billing_contact, upcomingEvents: row.upcoming_events }));
  }

  async addVenueManager(userId: number, venueId: number, isBillingContact: boolean, manager?: SqlExecutor): Promise<void> {
    await this.runner(manager).query(ADD_VENUE_MANAGER_SQL, [userId, venueId, isBillingContact]);
  }

  async insertSubscription(userId: number, subscription: SubscriptionRecord, manager?: SqlExecutor): Promise<void> {
    await this.runner(manager).query(INSERT_SUBSCRIPTION_SQL, [
      userId,
      subscription.status,
      subscription.plan,
      subscription.portalLink,
      subscription.activeEventsAllowed,
    ]);
  }

  findVenuesForDemoProducer(count: number, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    return this.runner(manager).query<{ id: number; name: string }[]>(VENUES_FOR_DEMO_PRODUCER_SQL, [count]);
  }
}
