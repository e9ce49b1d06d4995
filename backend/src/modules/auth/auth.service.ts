import { Injectable, Logger } from '@nestjs/common';
import { AUTH_MESSAGES, AUTH_PATHS, type RegisterInput } from '@events/contracts/auth';
import type { Language } from '@events/contracts/languages';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { passwordResetMail } from '../mail/account-notices.js';
import { mailLanguage } from '../../common/i18n/server-intl.js';
import { MailRecipientsService } from '../mail/mail-recipients.service.js';
import { MailService } from '../mail/mail.service.js';
import { hashPassword } from '../users/password-hasher.js';
import { type UserRecord, UsersService } from '../users/users.service.js';
import { AuthRepository } from './auth.repository.js';
import { EmailConfirmationsService } from './email-confirmations.service.js';
import { LoginFailuresService } from './login-failures.service.js';
import { hashToken, newOpaqueToken } from './session-tokens.js';
import { type Session, SessionsService } from './sessions.service.js';

/** A mailed password reset link works once, within this time. */
export const RESET_LINK_SECONDS = 3600;

const resetLinkInvalid = (): RequestValidationError => new RequestValidationError({ token: [AUTH_MESSAGES.resetLinkInvalid] });

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    private readonly mailRecipients: MailRecipientsService,
    private readonly loginFailures: LoginFailuresService,
    private readonly confirmations: EmailConfirmationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the account (400 field map on bad input) and mails the link that confirms its address; the account then
   * logs in like any other, and until the link is opened it may browse and save, but its address verifies nothing.
   * An address that already has an account answers the same (issue 25, turn 2 #7): the same checks, the same
   * password hashing work and one mail, which goes to that address's owner; nothing is created or changed.
   */
  async register(input: RegisterInput, origin: string, language?: Language): Promise<void> {
    let user: UserRecord;
    try {
      user = await this.users.createAccount({ email: input.email, username: input.username, password: input.password1, language }, { passwordField: 'password1' });
    } catch (error) {
      const owner = error instanceof RequestValidationError ? await this.ownerOfTakenEmail(error, input.email) : undefined;
      if (!owner) throw error;
      await hashPassword(input.password1);
      await this.confirmations.tellOwnerOfSignUp(owner, origin);
      return;
    }
    await this.confirmations.sendOwnLink(user, origin);
  }

  /**
   * The owner of the address when the e-mail being taken is registration's only objection; with other objections
   * too, those alone are the answer, as they would be for a free address.
   */
  private async ownerOfTakenEmail(error: RequestValidationError, email: string): Promise<UserRecord | undefined> {
    const { email: emailErrors, ...others } = error.fieldErrors;
    if (!emailErrors?.includes(AUTH_MESSAGES.emailTaken)) return undefined;
    if (Object.keys(others).length > 0) throw new RequestValidationError(others);
    return this.users.findByEmail(email);
  }

  /**
   * Username or e-mail and password; 400 `nonFieldErrors` when they do not match an active account, 429
   * (AccountThrottledError) while the account is blocked after too many failures in a row (LoginFailuresService).
   */
  async login(login: string, password: string): Promise<Session> {
    const key = this.loginFailures.keyFor(await this.users.accountIdForLogin(login), login);
    await this.loginFailures.beginAttempt(key);
    const user = await this.users.authenticate(login, password);
    if (!user) {
      await this.loginFailures.recordFailure(key);
      throw new RequestValidationError({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
    }
    await this.loginFailures.recordSuccess(key);
    return this.signIn(user.id);
  }

  /** A new sign-in for a user already identified (password, registration, social provider). */
  async signIn(userId: number): Promise<Session> {
    const session = await this.sessions.start(userId);
    await this.users.recordLogin(userId);
    return session;
  }

  refresh(refreshToken: string | undefined): Promise<Session> {
    return this.sessions.refresh(refreshToken);
  }

  /** Ends the sign-in the request belongs to (if any). */
  async logout(family: string | undefined): Promise<void> {
    if (family) await this.sessions.revokeFamily(family);
  }

  /**
   * Mails a single-use reset link valid for an hour to an active account with this e-mail. Says nothing
   * about whether the account exists: the caller always answers the same. The mail is in the account's saved
   * language, else the request's (issue 31).
   */
  async requestPasswordReset(email: string, origin: string, requestLanguage?: Language): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.isActive) {
      this.logger.log('Password reset asked for an unknown or inactive e-mail');
      return;
    }
    const token = newOpaqueToken();
    await this.repository.insertResetToken(user.id, hashToken(token), RESET_LINK_SECONDS);
    const link = `${origin}${AUTH_PATHS.passwordResetConfirmPage}?token=${encodeURIComponent(token)}`;
    try {
      const language = mailLanguage(await this.mailRecipients.savedLanguage(user.email), requestLanguage);
      await this.mail.send({ to: user.email, ...(await passwordResetMail(link, language)) });
    } catch {
      // Logged by the mail module; the answer must not differ from an unknown e-mail's.
    }
  }

  /**
   * Sets a new password with a reset link's token: an unknown, used or expired token answers 400 `token`;
   * a password breaking a rule 400 `new_password1` (the link stays usable). Success spends the link, signs the
   * account out everywhere, and confirms its address: the link was mailed there.
   */
  async confirmPasswordReset(token: string, newPassword: string): Promise<void> {
    const tokenHash = hashToken(token);
    const check = await this.repository.findResetToken(tokenHash);
    if (check.kind !== 'valid') throw resetLinkInvalid();
    const problems = await this.users.passwordProblems(newPassword, { email: check.email, username: check.username });
    if (problems.length > 0) throw new RequestValidationError({ new_password1: problems });
    const consumed = await this.repository.consumeResetToken(tokenHash, await hashPassword(newPassword), this.clock.now());
    if (!consumed) throw resetLinkInvalid();
  }
}
