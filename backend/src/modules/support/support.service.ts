import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUPPORT_MESSAGES, type SupportContact } from '@events/contracts/support';
import type { AuthUser } from '../../common/auth/auth-state.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Language } from '@events/contracts/languages';
import { mailLanguage } from '../../common/i18n/server-intl.js';
import { MailRecipientsService } from '../mail/mail-recipients.service.js';
import { MailService } from '../mail/mail.service.js';
import { supportAcknowledgementMail } from './support-mails.js';
import { SupportRateLimit } from './support-rate-limit.js';

/** Subject lines stay one short line whatever the sender typed as a name. */
const SUBJECT_NAME_MAX = 80;

/**
 * The contact form: a signed-in account's message mailed to SUPPORT_EMAIL, replies going to the sender; the account
 * gets an acknowledgement in its language (its saved one, else the request's).
 */
@Injectable()
export class SupportService {
  private readonly logger = new Logger('Support');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly mailRecipients: MailRecipientsService,
    private readonly rateLimit: SupportRateLimit,
  ) {}

  async contact(user: AuthUser, input: SupportContact, ip: string | undefined, requestLanguage?: Language): Promise<{ detail: string }> {
    await this.rateLimit.take(user.id, ip);
    const name = input.name.replace(/\s+/g, ' ');
    const subjectName = name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
    await this.mail.send({
      to: this.config.mail.supportAddress,
      replyTo: { name, address: input.email },
      subject: `Contact form: ${subjectName}`,
      text: [
        `From: ${name} <${input.email}>`,
        `Account: ${user.username} (id ${user.id}, ${user.email})${user.isProducer ? ', producer' : ''}`,
        '',
        input.message === '' ? '(No message.)' : input.message,
        '',
      ].join('\n'),
    });
    await this.acknowledge(user, input.email, requestLanguage);
    return { detail: SUPPORT_MESSAGES.sent(input.email) };
  }

  /** The sender's acknowledgement; the message reached support, so a failure here is only logged. */
  private async acknowledge(user: AuthUser, replyTo: string, requestLanguage: Language | undefined): Promise<void> {
    try {
      const language = mailLanguage(await this.mailRecipients.savedLanguage(user.email), requestLanguage);
      const mail = await supportAcknowledgementMail({ replyTo, supportAddress: this.config.mail.supportAddress }, language);
      await this.mail.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      this.logger.warn({ err: error }, 'Support acknowledgement not sent');
    }
  }
}
