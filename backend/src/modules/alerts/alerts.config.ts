import { z } from 'zod';
import { defineConfigSlice, envVar } from '../../config/config-slice.js';
import { booleanSchema, countSchema } from '../../config/config-values.js';

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

const millisecondsSchema = z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number);

export const alertsConfig = defineConfigSlice({
  variables: [
    { name: 'ALERTS_SEND_HOUR', default: '7', description: "Hour (0-23, America/New_York) from which each day's saved-search alert mails are sent." },
    { name: 'ALERTS_MAIL_CONCURRENCY', default: '4', description: 'Saved-search alert mails sent at once by a run of the alert job.' },
    { name: 'ALERTS_MAIL_ATTEMPTS', default: '3', description: 'Tries per alert mail in one run; a mail still failing is retried by the next run.' },
    { name: 'ALERTS_MAIL_RETRY_DELAY_MS', default: '1000', description: 'Wait before the second try of an alert mail; each further try waits twice as long.' },
    {
      name: 'ALERTS_SCHEDULED',
      default: 'true',
      description: 'false: the saved-search alert job has no timetable (the instances that schedule jobs remove it; a "Run now" on the Jobs page and npm run alerts:send still run it).',
    },
  ],
  shape: {
    ALERTS_SEND_HOUR: envVar(hourSchema),
    ALERTS_MAIL_CONCURRENCY: envVar(countSchema),
    ALERTS_MAIL_ATTEMPTS: envVar(countSchema),
    ALERTS_MAIL_RETRY_DELAY_MS: envVar(millisecondsSchema),
    ALERTS_SCHEDULED: envVar(booleanSchema),
  },
  read: (values): { readonly alerts: AlertsConfig } => ({
    alerts: {
      sendHour: values.ALERTS_SEND_HOUR ?? 7,
      mailConcurrency: values.ALERTS_MAIL_CONCURRENCY ?? 4,
      mailAttempts: values.ALERTS_MAIL_ATTEMPTS ?? 3,
      retryDelayMs: values.ALERTS_MAIL_RETRY_DELAY_MS ?? 1000,
      scheduled: values.ALERTS_SCHEDULED ?? true,
    },
  }),
});
