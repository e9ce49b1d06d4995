import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig, MailConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailError } from './mail.errors.js';

export type MailMessage = {
  readonly to: string;
  /** Where replies go (the contact form's sender), when not the From address. */
  readonly replyTo?: { readonly name: string; readonly address: string };
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of the alert mails). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A fixed Message-ID (the alert digests' idempotency key, so a server can drop a duplicate). */
  readonly messageId?: string;
};

export type SentMail = {
  readonly messageId: string;
  /** The .eml file written, when the outbox folder is the transport. */
  readonly file?: string;
};

/**
 * Outgoing mail through nodemailer. Without SMTP_URL each message is rendered by nodemailer's stream
 * transport and written as an .eml file to the outbox folder (read it with any mail client, or in tests);
 * with SMTP_URL it goes to that server, which may take at most SMTP_TIMEOUT_MS to connect, greet or answer.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly mail: MailConfig;
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.mail = config.mail;
    const timeout = config.mail.smtpTimeoutMs;
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport({ url: config.mail.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where messages go: the SMTP server's host or the outbox folder. */
  describeTransport(): string {
    if (!this.mail.smtpUrl) return `outbox ${this.mail.outboxDir}`;
    const url = new URL(this.mail.smtpUrl);
    return `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  }

  async send(message: MailMessage): Promise<SentMail> {
    try {
      const info = (await this.transport.sendMail({ from: this.mail.from, ...message })) as { messageId: string; message?: unknown };
      if (this.mail.smtpUrl) {
        this.logger.log({ to: message.to, subject: message.subject }, 'Mail sent');
        return { messageId: info.messageId };
      }
      const file = await this.writeToOutbox(info.message);
      this.logger.log({ to: message.to, subject: message.subject, file }, 'Mail written to the outbox');
      return { messageId: info.messageId, file };
    } catch (error) {
      this.logger.error({ err: error, to: message.to, subject: message.subject }, 'Mail not sent');
      throw new MailError('mail_not_sent', { cause: error });
    }
  }

  private async writeToOutbox(rendered: unknown): Promise<string> {
    if (!Buffer.isBuffer(rendered)) throw new Error('nodemailer stream transport gave no buffer');
    await mkdir(this.mail.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.mail.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, rendered, { mode: 0o600 });
    return file;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
