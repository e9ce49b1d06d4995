import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, countSchema, millisecondsSchema } from '../../config/config-values.js';

export type AlertsConfig = {
  /** Hour of the day (0-23, the region's time zone) from which the day's digests go out. */
  readonly sendHour: number;
  /** Digest mails being sent at once. */
  readonly mailConcurrency: number;
  /** Tries per digest mail in one run before it is recorded as failed (and tried again by the next run). */
  readonly mailAttempts: number;
  /** Wait before the second try; each further try waits twice as long. */
  readonly retryDelayMs: number;
  /** False: the job has no timetable ("Run now" and `npm run alerts:send` still run it). */
  readonly scheduled: boolean;
};

const hourSchema = z
  .string()
  .regex(/^\d{1,2}$/, 'must be an hour from 0 to 23')
  .transform(Number)
  .refine((n) => n <= 23, 'must be an hour from 0 to 23');

export const alertsConfig = defineConfigSlice({
  variables: {
    ALERTS_SEND_HOUR: { schema: hourSchema, default: '7', description: "Hour (0-23, America/New_York) from which each day's saved-search alert mails are sent." },
    ALERTS_MAIL_CONCURRENCY: { schema: countSchema, default: '4', description: 'Saved-search alert mails sent at once by a run of the alert job.' },
    ALERTS_MAIL_ATTEMPTS: { schema: countSchema, default: '3', description: 'Tries per alert mail in one run; a mail still failing is retried by the next run.' },
    ALERTS_MAIL_RETRY_DELAY_MS: {
      schema: millisecondsSchema,
      default: '1000',
      description: 'Wait before the second try of an alert mail; each further try waits twice as long.',
    },
    ALERTS_SCHEDULED: {
      schema: booleanSchema,
      default: 'true',
      description:
        'false: the saved-search alert job has no timetable (the instances that schedule jobs remove it; a "Run now" on the Jobs page and npm run alerts:send still run it).',
    },
  },
  read: (values): { readonly alerts: AlertsConfig } => ({
    alerts: {
      sendHour: values.ALERTS_SEND_HOUR,
      mailConcurrency: values.ALERTS_MAIL_CONCURRENCY,
      mailAttempts: values.ALERTS_MAIL_ATTEMPTS,
      retryDelayMs: values.ALERTS_MAIL_RETRY_DELAY_MS,
      scheduled: values.ALERTS_SCHEDULED,
    },
  }),
});
