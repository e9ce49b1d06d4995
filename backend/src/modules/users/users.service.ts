import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import type { FieldErrors } from '@events/contracts/lists';
import type { Language } from '@events/contracts/languages';
import type { AccountRole } from '@events/contracts/roles';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import type { DatabaseService } from '../../database/database.service.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblems } from './password-policy.js';
import { type AccountDetailsRow, type AccountListingRecord, DuplicateUserError, type StaffRoleFlags, type UserRecord, UsersRepository } from './users.repository.js';
import { UsersError } from './users.errors.js';

// The kinds of account `user:create` and the demo seed make (a producer also needs ProducersService.makeProducer()).
export { ACCOUNT_ROLES, type AccountRole } from '@events/contracts/roles';
// The account types other modules read, so they need not reach into this module's repository.
export type { AccountListingRecord, StaffRoleFlags, UserRecord } from './users.repository.js';

const ROLE_FLAGS: Record<AccountRole, StaffRoleFlags> = {
  user: { isSuperuser: false, isStaff: false, isEditor: false, isZeditor: false },
  producer: { isSuperuser: false, isStaff: false, isEditor: false, isZeditor: false },
  editor: { isSuperuser: false, isStaff: false, isEditor: true, isZeditor: true },
  superuser: { isSuperuser: true, isStaff: true, isEditor: false, isZeditor: false },
};

const USERNAME_MAX = 150;

export type NewAccount = {
  readonly email: string;
  /** Defaults to the e-mail (made unique when another account already uses it as its username). */
  readonly username?: string;
  /** null: no usable password (social sign-in). */
  readonly password: string | null;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly role?: AccountRole;
  /** The address is proven already: an operator made the account, or a provider verified it. Default false. */
  readonly emailConfirmed?: boolean;
  /** The language the account is made in (issue 31: sign-up saves the request's); none when left out. */
  readonly language?: Language | null;
};

/** Who the user is, as every projection of a user begins: id, username, e-mail and name. */
export function userIdentity(user: UserRecord): Pick<UserRecord, 'id' | 'username' | 'email' | 'firstName' | 'lastName'> {
  return { id: user.id, username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export function toAuthUser(user: UserRecord): AuthUser {
  return {
    ...userIdentity(user),
    isSuperuser: user.isSuperuser,
    isStaff: user.isStaff,
    isEditor: user.isEditor,
    isZeditor: user.isZeditor,
    isProducer: user.isProducer,
    language: user.language ?? null,
  };
}

/** A random password that passes the rules (shown once by user:create and the demo seed). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

@Injectable()
export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async findById(id: number): Promise<UserRecord> {
    const user = await this.repository.findById(id);
    if (!user) throw new UsersError('user_not_found');
    return user;
  }

  findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.repository.findByEmail(email);
  }

  /** The password rules' messages for this account (empty = acceptable). */
  passwordProblems(password: string, user: { readonly email: string; readonly username?: string }): Promise<string[]> {
    return passwordProblems(password, user);
  }

  /**
   * Creates an account. Bad input answers 400 with a field map: `email` (taken), `username` (taken, when
   * given apart from the e-mail) and the password rules under `passwordField`.
   */
  async createAccount(account: NewAccount, options: { passwordField?: string; manager?: SqlExecutor } = {}): Promise<UserRecord> {
    const passwordField = options.passwordField ?? 'password';
    const email = account.email.trim();
    const explicitUsername = account.username?.trim();
    const separateUsername = explicitUsername !== undefined && explicitUsername !== '' && explicitUsername.toLowerCase() !== email.toLowerCase();
    const errors: FieldErrors = {};
    const taken = await this.repository.findTaken(email, separateUsername ? explicitUsername : email);
    if (taken.emailTaken) errors['email'] = [AUTH_MESSAGES.emailTaken];
    if (separateUsername && taken.usernameTaken) errors['username'] = [AUTH_MESSAGES.usernameTaken];
    if (account.password !== null) {
      const problems = await passwordProblems(account.password, { email, username: separateUsername ? explicitUsername : undefined });
      if (problems.length > 0) errors[passwordField] = problems;
    }
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);

    const username = separateUsername ? explicitUsername : await this.uniqueUsernameFor(email, options.manager);
    const flags = ROLE_FLAGS[account.role ?? 'user'];
    try {
      const id = await this.repository.insertUser(
        {
          username,
          email,
          passwordHash: account.password === null ? null : await hashPassword(account.password),
          firstName: account.firstName?.trim() ?? '',
          lastName: account.lastName?.trim() ?? '',
          emailConfirmed: account.emailConfirmed ?? false,
          language: account.language ?? null,
          ...flags,
        },
        this.clock.now(),
        options.manager,
      );
      const user = await (options.manager ? this.repository.findByEmail(email, options.manager) : this.repository.findById(id));
      if (!user) throw new Error(`user ${id} vanished after insert`);
      return user;
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      throw new RequestValidationError(
        error.field === 'email' ? { email: [AUTH_MESSAGES.emailTaken] } : { username: [AUTH_MESSAGES.usernameTaken] },
      );
    }
  }

  /** The e-mail itself when free as a username, else the e-mail with -2, -3... appended. */
  async uniqueUsernameFor(email: string, manager?: SqlExecutor): Promise<string> {
    const base = email.slice(0, USERNAME_MAX);
    for (let round = 0; round < 5; round++) {
      const candidates = Array.from({ length: 20 }, (_, i) => {
        const n = round * 20 + i;
        if (n === 0) return base;
        const suffix = `-${n + 1}`;
        return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
      });
      const taken = await this.repository.findTakenUsernames(candidates, manager);
      const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
      if (free !== undefined) return free;
    }
    return `${base.slice(0, USERNAME_MAX - 17)}-${randomBytes(8).toString('hex')}`;
  }

  /** The id of the account a login (username or e-mail) names, active or not, if any. */
  async accountIdForLogin(login: string): Promise<number | undefined> {
    return (await this.repository.findByLogin(login.trim()))?.id;
  }

  /** The active account with this username or e-mail and password, or undefined (always one hash check). */
  async authenticate(login: string, password: string): Promise<UserRecord | undefined> {
    const user = await this.repository.findByLogin(login.trim());
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    return matches && user?.isActive ? user : undefined;
  }

  async setPassword(userId: number, password: string): Promise<void> {
    await this.repository.updatePasswordHash(userId, await hashPassword(password));
  }

  recordLogin(userId: number): Promise<void> {
    return this.repository.recordLogin(userId);
  }

  /** Writes the account details (all given); 400 `email` or `username` when another account holds it. */
  async updateDetails(userId: number, details: AccountDetailsRow): Promise<void> {
    try {
      await this.repository.updateAccountDetails(userId, details);
    } catch (error) {
      // Taken by a parallel request since the caller's check.
      if (!(error instanceof DuplicateUserError)) throw error;
      throw new RequestValidationError(error.field === 'email' ? { email: [AUTH_MESSAGES.emailTaken] } : { username: [AUTH_MESSAGES.usernameTaken] });
    }
  }

  /** Saves the language a signed-in user chose with the language control (issue 31). */
  async setLanguage(userId: number, language: Language): Promise<void> {
    await this.repository.setLanguage(userId, language);
  }

  /** Deletes the account with everything that belongs to it (ON DELETE CASCADE); 404 when it is already gone. */
  async deleteUser(userId: number): Promise<void> {
    if (!(await this.repository.deleteUser(userId))) throw new UsersError('user_not_found');
  }

  /** One account as a superuser's search lists it; 404 when there is none. */
  async findAccountListing(userId: number): Promise<AccountListingRecord> {
    const account = await this.repository.findAccountListing(userId);
    if (!account) throw new UsersError('user_not_found');
    return account;
  }

  /** The page of accounts matching a search in e-mail, username or names (a superuser's Users screen). */
  searchAccounts(search: string, limit: number, offset: number): Promise<{ accounts: AccountListingRecord[]; total: number }> {
    return this.repository.searchAccounts(search, limit, offset);
  }

  /** Gives an account the role flags of an account role, as user:create makes them. */
  setRole(userId: number, role: AccountRole, manager?: SqlExecutor): Promise<void> {
    return this.repository.setRoleFlags(userId, ROLE_FLAGS[role], manager);
  }

  /** Lets an account sign in, or stops it: an inactive account's sessions fail at their next request. */
  setActive(userId: number, active: boolean, manager?: SqlExecutor): Promise<void> {
    return this.repository.setActive(userId, active, manager);
  }

  /** Runs `work` in a transaction holding the demo-accounts advisory lock, with the number of users. */
  withDemoAccountsLock<T>(work: (manager: SqlExecutor, userCount: number) => Promise<T>): Promise<T> {
    return this.repository.withDemoAccountsLock(work);
  }
}

/** The service outside Nest (the command-line tools), on their own database connection. */
export function usersServiceOn(db: DatabaseService, clock: Clock): UsersService {
  return new UsersService(new UsersRepository(db), clock);
}
