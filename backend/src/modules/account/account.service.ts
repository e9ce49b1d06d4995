import { Inject, Injectable } from '@nestjs/common';
import { type Account, type AccountDelete, ACCOUNT_MESSAGES, ACCOUNT_PATHS, type AccountUpdate, type PasswordChange } from '@events/contracts/account';
import { AUTH_MESSAGES, type SocialProvider } from '@events/contracts/auth';
import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Session } from '../auth/sessions.service.js';
import type { SocialAccountRecord } from '../auth/social-accounts.repository.js';
import { emailChangedNotice } from '../mail/account-notices.js';
import { MailService } from '../mail/mail.service.js';
import { SocialAccountsService } from '../auth/social-accounts.service.js';
import { verifyPassword } from '../users/password-hasher.js';
import type { UserRecord } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import { AccountError } from './account.errors.js';
import { AccountSessionsService } from './account-sessions.service.js';

function toAccount(user: UserRecord, social: readonly SocialAccountRecord[]): Account {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    distanceUnits: user.distanceUnits,
    hasPassword: user.passwordHash !== null,
    socialAccounts: social.map((link) => ({ provider: link.provider, email: link.email, created: link.created.toISOString() })),
  };
}

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Account details (/account/): name, e-mail, distance units, password, connected social accounts and
 * deletion. Calls that change how one signs in (e-mail, password, deletion) ask for the current password when the
 * account has one.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly socialAccounts: SocialAccountsService,
    private readonly sessions: AccountSessionsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async details(userId: number): Promise<Account> {
    const [user, social] = await Promise.all([this.users.findById(userId), this.socialAccounts.findSocialAccounts(userId)]);
    return toAccount(user, social);
  }

  /**
   * Writes the given fields. A new e-mail must be free (400 `email`) and needs the current password when the
   * account has one (400 `password`, the deletion's field and message); the old address is then told of the change.
   * A username that was copied from the old e-mail follows the new one (made unique when another account uses it as
   * its username).
   */
  async update(userId: number, input: AccountUpdate, origin: string): Promise<Account> {
    const user = await this.users.findById(userId);
    const email = input.email ?? user.email;
    const emailChanges = !sameEmail(email, user.email);
    let username = user.username;
    if (emailChanges) {
      const problem = await this.currentPasswordProblem(user, input.password, ACCOUNT_MESSAGES.deletePasswordWrong);
      if (problem) throw new RequestValidationError({ password: [problem] });
      const owner = await this.users.findByEmail(email);
      if (owner && owner.id !== user.id) throw new RequestValidationError({ email: [AUTH_MESSAGES.emailTaken] });
      if (sameEmail(user.username, user.email)) username = await this.users.uniqueUsernameFor(email);
    } else if (sameEmail(user.username, user.email)) {
      username = email;
    }
    await this.users.updateDetails(userId, {
      firstName: input.first_name ?? user.firstName,
      lastName: input.last_name ?? user.lastName,
      email,
      username,
      distanceUnits: input.distance_units ?? user.distanceUnits,
    });
    if (emailChanges) await this.noticeEmailChange(user.email, email, origin);
    return this.details(userId);
  }

  /** Mails the notice to the old address; a failed mail (logged by the mail module) does not undo the change. */
  private async noticeEmailChange(oldEmail: string, newEmail: string, origin: string): Promise<void> {
    const notice = emailChangedNotice({
      oldEmail,
      newEmail,
      passwordResetLink: `${origin}${ACCOUNT_PATHS.passwordResetPage}`,
      supportAddress: this.config.mail.supportAddress,
    });
    try {
      await this.mail.send({ to: oldEmail, ...notice });
    } catch {
      // The mail module has logged it.
    }
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
    const problems = this.users.passwordProblems(input.new_password1, { email: user.email, username: user.username });
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
