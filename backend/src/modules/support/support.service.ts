import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_MESSAGES, type SupportContact } from '@events/contracts/support';
import type { AuthUser } from '../../common/auth/auth-state.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { SupportRateLimit } from './support-rate-limit.js';

/** Subject lines stay one short line whatever the sender typed as a name. */
const SUBJECT_NAME_MAX = 80;

/** The contact form: a signed-in account's message mailed to SUPPORT_EMAIL, replies going to the sender. */
@Injectable()
export class SupportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly rateLimit: SupportRateLimit,
  ) {}

  async contact(user: AuthUser, input: SupportContact, ip: string | undefined): Promise<{ detail: string }> {
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
    return { detail: SUPPORT_MESSAGES.sent(input.email) };
  }
}
