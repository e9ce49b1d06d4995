import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_PATHS } from '@events/contracts/account';
import { AUTH_MESSAGES, AUTH_PATHS } from '@events/contracts/auth';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AccountMail, addressInUseNotice, confirmEmailMail, emailChangedNotice, signUpWithTakenAddressNotice } from '../mail/account-notices.js';
import { MailRecipientsService } from '../mail/mail-recipients.service.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { EmailConfirmationsRepository } from './email-confirmations.repository.js';
import { hashToken, newOpaqueToken } from './session-tokens.js';

/** A mailed confirmation link works once, within this many days (allauth's default). */
export const CONFIRMATION_LINK_DAYS = 3;
const LINK_SECONDS = CONFIRMATION_LINK_DAYS * 24 * 3600;

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const invalidLink = (message: string = AUTH_MESSAGES.confirmationLinkInvalid) => new RequestValidationError({ token: [message] });

/** The account a link is for: its id and current address. */
type Owner = { readonly id: number; readonly email: string };

/**
 * Proven mailboxes (issue 25 N1). Registration mails a link to the new account's address; an e-mail change mails
 * one to the new address, which takes effect only when it is opened (the old address is then told). An account
 * whose address is unconfirmed may browse and save, but its address counts for nothing (a claim's automatic step,
 * linking a social sign-in). Asking for an address another account has answers the same as a free one: the owner
 * is mailed instead of the asker.
 */
@Injectable()
export class EmailConfirmationsService {
  private readonly logger = new Logger('EmailConfirmations');

  constructor(
    private readonly repository: EmailConfirmationsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly mailRecipients: MailRecipientsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a link proving the account's own address (after registration, or asked again). */
  async sendOwnLink(user: Owner, origin: string): Promise<void> {
    await this.sendLink(user, user.email, origin);
  }

  /**
   * Asks to change the account's address: a link to the new address, or, when another account has it, a link that
   * is never mailed (so the asker sees the same pending change) and a notice to that address's owner.
   */
  async requestChange(user: Owner, newEmail: string, origin: string): Promise<void> {
    const owner = await this.users.findByEmail(newEmail);
    if (!owner || owner.id === user.id) {
      await this.sendLink(user, newEmail, origin);
      return;
    }
    await this.repository.replaceLink(user.id, newEmail, hashToken(newOpaqueToken()), this.clock.now(), LINK_SECONDS);
    const notice = {
      email: owner.email,
      passwordResetLink: `${origin}${ACCOUNT_PATHS.passwordResetPage}`,
      supportAddress: this.config.mail.supportAddress,
    };
    await this.sendQuietly(owner.email, (language) => addressInUseNotice(notice, language));
  }

  /** Someone registered with an address that has an account: its owner is told, and nothing else changes. */
  async tellOwnerOfSignUp(owner: Owner, origin: string): Promise<void> {
    const notice = {
      email: owner.email,
      loginLink: `${origin}${AUTH_PATHS.loginPage}`,
      passwordResetLink: `${origin}${ACCOUNT_PATHS.passwordResetPage}`,
      supportAddress: this.config.mail.supportAddress,
    };
    await this.sendQuietly(owner.email, (language) => signUpWithTakenAddressNotice(notice, language));
  }

  /** Mails the link again: to the pending new address when there is one, else to the unconfirmed own address. */
  async resend(userId: number, origin: string): Promise<string | null> {
    const user = await this.users.findById(userId);
    const pending = await this.pendingEmail(userId);
    if (pending) {
      await this.requestChange(user, pending, origin);
      return pending;
    }
    if (user.emailConfirmed) return null;
    await this.sendOwnLink(user, origin);
    return user.email;
  }

  /** The new address an outstanding link would change the account to, if any. */
  pendingEmail(userId: number): Promise<string | null> {
    return this.repository.pendingEmail(userId, this.clock.now());
  }

  /** Forgets a pending change (a social sign-in took the account over). */
  dropPending(userId: number): Promise<void> {
    return this.repository.dropOpenLinks(userId);
  }

  /**
   * Opens a link: the address it proves becomes the account's, confirmed; every other outstanding link of the account
   * is spent. 400 `token` when it is unknown, used or expired, or when another account has the address now.
   */
  async confirm(token: string, origin: string): Promise<{ email: string }> {
    const now = this.clock.now();
    const outcome = await this.repository.transaction(async (tx) => {
      const link = await this.repository.lock(tx, hashToken(token), now);
      if (!link?.usable) throw invalidLink();
      let previous: string | undefined;
      if (sameEmail(link.email, link.currentEmail)) {
        await this.repository.confirmOwnEmail(tx, link.userId, now);
      } else {
        // A username that was the old address follows the new one, as it would have at registration.
        const username = sameEmail(link.username, link.currentEmail) ? await this.users.uniqueUsernameFor(link.email, tx) : link.username;
        if (!(await this.repository.changeToConfirmedEmail(tx, link.userId, link.email, username, now))) throw invalidLink(AUTH_MESSAGES.confirmationEmailTaken);
        previous = link.currentEmail;
      }
      await this.repository.spendLinks(tx, link.userId, now);
      return { email: link.email, previous };
    });
    if (outcome.previous) {
      const notice = {
        oldEmail: outcome.previous,
        newEmail: outcome.email,
        passwordResetLink: `${origin}${ACCOUNT_PATHS.passwordResetPage}`,
        supportAddress: this.config.mail.supportAddress,
      };
      // The account has the new address now: its language is read by that one.
      await this.sendQuietly(outcome.previous, (language) => emailChangedNotice(notice, language), outcome.email);
    }
    return { email: outcome.email };
  }

  private async sendLink(user: Owner, email: string, origin: string): Promise<void> {
    const token = newOpaqueToken();
    await this.repository.replaceLink(user.id, email, hashToken(token), this.clock.now(), LINK_SECONDS);
    const link = `${origin}${AUTH_PATHS.confirmEmailPage}?token=${encodeURIComponent(token)}`;
    const confirmation = { email, link, change: !sameEmail(email, user.email), lifetimeDays: CONFIRMATION_LINK_DAYS };
    await this.sendQuietly(email, (language) => confirmEmailMail(confirmation, language), user.email);
  }

  /**
   * A mail that cannot go out is logged by the mail module; the account change stands and can be asked again. The
   * mail is in the saved language (issue 31) of the account with the address `account` (the recipient's by default).
   */
  private async sendQuietly(to: string, mail: (language: string | null) => AccountMail | Promise<AccountMail>, account: string = to): Promise<void> {
    try {
      await this.mail.send({ to, ...(await mail(await this.mailRecipients.savedLanguage(account))) });
    } catch {
      this.logger.warn('Confirmation mail not sent');
    }
  }
}
