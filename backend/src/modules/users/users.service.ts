import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { AUTH_MESSAGES, type ProducerQuota, type SocialProvider } from '@events/contracts/auth';
import type { FieldErrors } from '@events/contracts/lists';
import type { AccountRole } from '@events/contracts/roles';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblems } from './password-policy.js';
import { DuplicateUserError, type RoleFlags, type UserRecord, UsersRepository } from './users.repository.js';
import { UsersError } from './users.errors.js';

// The kinds of account `user:create` and the demo seed make (a producer also needs makeProducer()).
export { ACCOUNT_ROLES, type AccountRole } from '@events/contracts/roles';

const ROLE_FLAGS: Record<AccountRole, RoleFlags> = {
  user: { isSuperuser: false, isStaff: false, isEditor: false, isZeditor: false },
  producer: { isSuperuser: false, isStaff: false, isEditor: false, isZeditor: false },
  editor: { isSuperuser: false, isStaff: false, isEditor: true, isZeditor: true },
  superuser: { isSuperuser: true, isStaff: true, isEditor: false, isZeditor: false },
};

/** The plan a producer made by `user:create` or the demo seed gets: active, 10 active events per venue. */
export const DEMO_SUBSCRIPTION = { status: 'active', plan: 'demo', portalLink: null, activeEventsAllowed: 10 } as const;

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
};

export type SocialIdentity = {
  readonly provider: SocialProvider;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
};

export type SocialSignIn =
  | { readonly outcome: 'signed_in' | 'linked' | 'created'; readonly user: UserRecord }
  | { readonly outcome: 'email_required' | 'inactive' };

export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isSuperuser: user.isSuperuser,
    isStaff: user.isStaff,
    isEditor: user.isEditor,
    isZeditor: user.isZeditor,
    isProducer: user.isProducer,
  };
}

/** A random password that passes the rules (shown once by user:create and the demo seed). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

@Injectable()
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  async findById(id: number): Promise<UserRecord> {
    const user = await this.repository.findById(id);
    if (!user) throw new UsersError('user_not_found');
    return user;
  }

  findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.repository.findByEmail(email);
  }

  /** The password rules' messages for this account (empty = acceptable). */
  passwordProblems(password: string, user: { readonly email: string; readonly username?: string }): string[] {
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
      const problems = passwordProblems(account.password, { email, username: separateUsername ? explicitUsername : undefined });
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
          ...flags,
        },
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

  /**
   * Makes an account of a role (user:create, demo accounts): a generated password when none is given; a
   * producer also gets venues to manage and an active subscription (see makeProducer).
   */
  async createWithRole(
    input: { readonly email: string; readonly role: AccountRole; readonly password?: string; readonly firstName?: string; readonly lastName?: string; readonly producerVenues?: number },
    manager?: SqlExecutor,
  ): Promise<{ user: UserRecord; password: string; generated: boolean; venues: { id: number; name: string }[] }> {
    const generated = input.password === undefined;
    const password = input.password ?? generatePassword();
    let user = await this.createAccount({ email: input.email, password, firstName: input.firstName, lastName: input.lastName, role: input.role }, { manager });
    let venues: { id: number; name: string }[] = [];
    if (input.role === 'producer') {
      venues = await this.makeProducer(user.id, input.producerVenues ?? 1, manager);
      user = { ...user, isProducer: venues.length > 0 };
    }
    return { user, password, generated, venues };
  }

  /**
   * Gives the user venues to manage (the first published venues nobody manages yet) and an active
   * subscription, so the producer role is real. Returns the venues; none when the catalogue is empty.
   */
  async makeProducer(userId: number, venueCount: number, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    const venues = await this.repository.findVenuesForDemoProducer(venueCount, manager);
    for (const [index, venue] of venues.entries()) await this.repository.addVenueManager(userId, venue.id, index === 0, manager);
    if (venues.length > 0) await this.repository.insertSubscription(userId, DEMO_SUBSCRIPTION, manager);
    return venues;
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

  /**
   * Signs in with a social identity: a linked account signs in; otherwise an account with the same
   * verified e-mail is linked; otherwise a new account is made from the verified e-mail. Without a verified
   * e-mail an unknown identity cannot sign in.
   */
  async signInWithSocial(identity: SocialIdentity): Promise<SocialSignIn> {
    const ownerId = await this.repository.findSocialAccountOwner(identity.provider, identity.subject);
    if (ownerId !== undefined) {
      const user = await this.findById(ownerId);
      if (!user.isActive) return { outcome: 'inactive' };
      await this.repository.linkSocialAccount(user.id, identity.provider, identity.subject, identity.email ?? '');
      return { outcome: 'signed_in', user };
    }
    if (!identity.email || !identity.emailVerified) return { outcome: 'email_required' };
    const existing = await this.repository.findByEmail(identity.email);
    if (existing) {
      if (!existing.isActive) return { outcome: 'inactive' };
      await this.repository.linkSocialAccount(existing.id, identity.provider, identity.subject, identity.email);
      return { outcome: 'linked', user: existing };
    }
    let created: UserRecord;
    try {
      created = await this.createAccount({ email: identity.email, password: null, firstName: identity.firstName, lastName: identity.lastName });
    } catch (error) {
      // Made by a parallel request for the same e-mail: link to it instead.
      const raced = error instanceof RequestValidationError ? await this.repository.findByEmail(identity.email) : undefined;
      if (!raced) throw error;
      created = raced;
    }
    await this.repository.linkSocialAccount(created.id, identity.provider, identity.subject, identity.email);
    return { outcome: 'created', user: created };
  }

  /** Links a social identity to a signed-in account; false when it already belongs to another account. */
  linkSocialAccount(userId: number, identity: SocialIdentity): Promise<boolean> {
    return this.repository.linkSocialAccount(userId, identity.provider, identity.subject, identity.email ?? '');
  }

  findSocialProviders(userId: number): Promise<SocialProvider[]> {
    return this.repository.findSocialProviders(userId);
  }

  async hasActiveSubscription(userId: number): Promise<boolean> {
    const subscription = await this.repository.findCurrentSubscription(userId);
    return subscription !== undefined && (subscription.status === 'active' || subscription.status === 'trialing');
  }

  /**
   * Per managed venue: active events used of the plan's allowance. Staff, zeditors and superusers are not
   * limited (quota null), nor is a plan without a limit; without an active subscription nothing may be added.
   */
  async producerQuotas(user: UserRecord): Promise<ProducerQuota[]> {
    const venues = await this.repository.findManagedVenues(user.id);
    if (venues.length === 0) return [];
    const subscription = await this.repository.findCurrentSubscription(user.id);
    const active = subscription !== undefined && (subscription.status === 'active' || subscription.status === 'trialing');
    const unlimited = user.isStaff || user.isZeditor || user.isSuperuser || (active && subscription.activeEventsAllowed === null);
    const allowed = active ? (subscription.activeEventsAllowed ?? 0) : 0;
    return venues.map((venue) => ({
      poi: { id: venue.id, name: venue.name },
      quota: unlimited ? null : { used: venue.upcomingEvents, allowed, canAdd: venue.upcomingEvents < allowed },
      isBillingContact: venue.isBillingContact,
      portalLink: venue.isBillingContact ? (subscription?.portalLink ?? null) : null,
    }));
  }
}
