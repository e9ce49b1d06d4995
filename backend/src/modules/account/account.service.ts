import { Injectable } from '@nestjs/common';
import { type Account, type AccountDelete, ACCOUNT_MESSAGES, type AccountUpdate, type PasswordChange } from '@events/contracts/account';
import type { SocialProvider } from '@events/contracts/auth';
import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { Session } from '../auth/sessions.service.js';
import { EmailConfirmationsService } from '../auth/email-confirmations.service.js';
import { type SocialAccountRecord, SocialAccountsService } from '../auth/social-accounts.service.js';
import { verifyPassword } from '../users/password-hasher.js';
import { type UserRecord, userIdentity, UsersService } from '../users/users.service.js';
import { AccountError } from './account.errors.js';
import { AccountSessionsService } from './account-sessions.service.js';

function toAccount(user: UserRecord, social: readonly SocialAccountRecord[], pendingEmail: string | null): Account {
  return {
    ...userIdentity(user),
    distanceUnits: user.distanceUnits,
    language: user.language ?? null,
    hasPassword: user.passwordHash !== null,
    emailConfirmed: user.emailConfirmed,
    pendingEmail,
    socialAccounts: social.map((link) => ({ provider: link.provider, email: link.email, created: link.created.toISOString() })),
  };
}

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Account details (/account/): name, e-mail, distance units, language, password, connected social accounts and
 * deletion. Calls that change how one signs in (e-mail, password, deletion) ask for the current password when the
 * account has one.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly socialAccounts: SocialAccountsService,
    private readonly sessions: AccountSessionsService,
    private readonly confirmations: EmailConfirmationsService,
  ) {}

  async details(userId: number): Promise<Account> {
    const [user, social, pending] = await Promise.all([
      this.users.findById(userId),
      this.socialAccounts.findSocialAccounts(userId),
      this.confirmations.pendingEmail(userId),
    ]);
    return toAccount(user, social, pending);
  }

  /**
   * Writes the given fields. A new e-mail needs the current password when the account has one (400 `password`, the
   * deletion's field and message) and takes effect only when the link mailed to it is opened (EmailConfirmationsService,
   * which also tells the old address then); whether another account has it is not told.
   */
  async update(userId: number, input: AccountUpdate, origin: string): Promise<Account> {
    const user = await this.users.findById(userId);
    const email = input.email ?? user.email;
    const emailChanges = !sameEmail(email, user.email);
    if (emailChanges) {
      const problem = await this.currentPasswordProblem(user, input.password, ACCOUNT_MESSAGES.deletePasswordWrong);
      if (problem) throw new RequestValidationError({ password: [problem] });
    }
    await this.users.updateDetails(userId, {
      firstName: input.first_name ?? user.firstName,
      lastName: input.last_name ?? user.lastName,
      // A change of case only is no new mailbox: it is written at once.
      email: emailChanges ? user.email : email,
      username: !emailChanges && sameEmail(user.username, user.email) ? email : user.username,
      distanceUnits: input.distance_units ?? user.distanceUnits,
      // null is a choice too: follow the browser's language again.
      language: input.language === undefined ? (user.language ?? null) : input.language,
    });
    if (emailChanges) await this.confirmations.requestChange(user, email, origin);
    return this.details(userId);
  }

  /** Mails the confirmation link again (to the pending new address, or the unconfirmed own one); the address, if any. */
  resendConfirmation(userId: number, origin: string): Promise<string | null> {
    return this.confirmations.resend(userId, origin);
  }

  /**
   * Sets a new password (the registration rules apply; the old password is required and checked when the
   * account has one), ends every other sign-in and answers the caller's new session.
   */
  async changePassword(userId: number, input: PasswordChange): Promise<Session> {
    const user = await this.users.findById(userId);
    const errors: FieldErrors = {};
    const oldPasswordProblem = await this.currentPasswordProblem(user, input.old_password, ACCOUNT_MESSAGES.passwordWrong);
    if (oldPasswordProblem) errors['old_password'] = [oldPasswordProblem];
    const problems = await this.users.passwordProblems(input.new_password1, { email: user.email, username: user.username });
    if (problems.length > 0) errors['new_password1'] = problems;
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);
    await this.users.setPassword(user.id, input.new_password1);
    return this.sessions.restartFor(user.id);
  }

  /** Unlinks a provider; 404 when it is not linked, 400 when it is the account's only way to sign in. */
  async disconnectSocial(userId: number, provider: SocialProvider): Promise<void> {
    const [user, social] = await Promise.all([this.users.findById(userId), this.socialAccounts.findSocialAccounts(userId)]);
    if (!social.some((link) => link.provider === provider)) throw new AccountError('social_account_not_found');
    const othersRemain = social.some((link) => link.provider !== provider);
    if (user.passwordHash === null && !othersRemain) throw new RequestValidationError({ nonFieldErrors: [ACCOUNT_MESSAGES.lastSignInMethod] });
    await this.socialAccounts.unlinkSocialProvider(userId, provider);
  }

  /** Deletes the account and everything that belongs to it (password confirmation when it has one). */
  async deleteAccount(userId: number, input: AccountDelete): Promise<void> {
    const user = await this.users.findById(userId);
    const problem = await this.currentPasswordProblem(user, input.password, ACCOUNT_MESSAGES.deletePasswordWrong);
    if (problem) throw new RequestValidationError({ password: [problem] });
    await this.users.deleteUser(userId);
  }

  /** Why the given current password is not accepted (missing or wrong), or undefined; none needed without one. */
  private async currentPasswordProblem(user: UserRecord, given: string | undefined, wrong: string): Promise<string | undefined> {
    if (user.passwordHash === null) return undefined;
    if (given === undefined || given === '') return VALIDATION.required;
    return (await verifyPassword(user.passwordHash, given)) ? undefined : wrong;
  }
}
