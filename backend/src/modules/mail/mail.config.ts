import path from 'node:path';
import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { countSchema, pathSchema, serverUrlSchema } from '../../config/config-values.js';
import { dataDirFrom } from '../../config/database.config.js';

export type MailConfig = {
  /** Folder the .eml files go to when no SMTP server is configured. */
  readonly outboxDir: string;
  /** smtp:// or smtps:// URL; unset = write to the outbox folder. */
  readonly smtpUrl: string | undefined;
  /**
   * How long connecting to the SMTP server, its greeting, or its answer to any command may take before the mail
   * fails with a timeout (nodemailer's connection, greeting and socket timeouts).
   */
  readonly smtpTimeoutMs: number;
  readonly from: string;
  /** Where visitors write to support (the address form's "report an incorrect geocode" link). */
  readonly supportAddress: string;
};

export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';
/** A server silent this long is taken as down: a digest run waits no longer per try (nodemailer waits up to 10 min). */
export const DEFAULT_SMTP_TIMEOUT_MS = 60_000;
export const DEFAULT_MAIL_FROM = '"Berkshires & Beyond" <no-reply@localhost>';

const smtpUrlSchema = serverUrlSchema(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587');

export const mailConfig = defineConfigSlice({
  variables: {
    MAIL_OUTBOX_DIR: { schema: pathSchema, whenUnset: '<DATA_DIR>/outbox', description: 'Folder receiving outgoing mail as .eml files when SMTP_URL is unset.' },
    SMTP_URL: {
      schema: smtpUrlSchema,
      whenUnset: '(unset: outbox folder)',
      description: 'smtp:// or smtps:// URL (user:password@host:port) of a mail server; set, mail is sent for real.',
    },
    SMTP_TIMEOUT_MS: {
      schema: countSchema,
      default: String(DEFAULT_SMTP_TIMEOUT_MS),
      description: 'Milliseconds the SMTP server may take to accept a connection, greet, or answer a command before the mail fails as timed out.',
    },
    MAIL_FROM: { schema: z.string(), default: DEFAULT_MAIL_FROM, description: 'Sender of outgoing mail.' },
    SUPPORT_EMAIL: {
      schema: z.string().email('must be an e-mail address'),
      // The schema refuses a host without a dot, so the default is not a value one could set.
      whenUnset: DEFAULT_SUPPORT_EMAIL,
      description: 'Support e-mail address offered to visitors (e.g. to report an incorrect geocode).',
    },
  },
  read: (values, env): { readonly mail: MailConfig } => ({
    mail: {
      outboxDir: path.resolve(values.MAIL_OUTBOX_DIR ?? path.join(dataDirFrom(env), 'outbox')),
      smtpUrl: values.SMTP_URL,
      smtpTimeoutMs: values.SMTP_TIMEOUT_MS,
      from: values.MAIL_FROM,
      supportAddress: values.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    },
  }),
});
