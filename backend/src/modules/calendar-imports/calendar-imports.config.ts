import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, countSchema } from '../../config/config-values.js';
import { networksOf } from '../../common/security/public-address.js';

export type CalendarImportsConfig = {
  /** Networks (CIDR) a feed fetch may reach besides the public internet; empty in production. */
  readonly allowedNetworks: readonly string[];
  /** How often a feed is synced, at most. */
  readonly intervalMinutes: number;
  /** False: the sync job has no timetable ("Sync now" and the Jobs page's "Run now" still sync). */
  readonly scheduled: boolean;
};

const networksSchema = z
  .string()
  .transform((text) => text.split(',').map((cidr) => cidr.trim()).filter((cidr) => cidr !== ''))
  .superRefine((cidrs, ctx) => {
    try {
      networksOf(cidrs);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

export const calendarImportsConfig = defineConfigSlice({
  variables: {
    CALENDAR_IMPORT_ALLOWED_NETWORKS: {
      schema: networksSchema,
      default: '',
      // Blank is the default, no network: a list like any other (unset would read as no value at all).
      blankIsValue: true,
      description:
        'Networks in CIDR notation, comma-separated, that calendar feed fetches may reach besides public addresses (e.g. 127.0.0.0/8 for a feed served on this machine). Empty: only public addresses.',
    },
    CALENDAR_IMPORT_INTERVAL_MINUTES: { schema: countSchema, default: '60', description: 'Minutes between two syncs of a connected calendar feed.' },
    CALENDAR_IMPORT_SCHEDULED: {
      schema: booleanSchema,
      default: 'true',
      description: 'false: the calendar feed sync job has no timetable ("Sync now" on a venue and "Run now" on the Jobs page still sync).',
    },
  },
  read: (values): { readonly calendarImports: CalendarImportsConfig } => ({
    calendarImports: {
      allowedNetworks: values.CALENDAR_IMPORT_ALLOWED_NETWORKS,
      intervalMinutes: values.CALENDAR_IMPORT_INTERVAL_MINUTES,
      scheduled: values.CALENDAR_IMPORT_SCHEDULED,
    },
  }),
});
