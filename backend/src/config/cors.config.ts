import { z } from 'zod';
import { defineConfigSlice } from './config-slice.js';
import { toOrigin } from './config-values.js';

const ORIGINS_MESSAGE = 'must be a comma-separated list of origins such as https://events.example.org';
const originsSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .refine((parts) => parts.every((part) => toOrigin(part) !== undefined), ORIGINS_MESSAGE)
  .transform((parts) => [...new Set(parts.map((part) => toOrigin(part) as string))]);

export type CorsConfig = {
  /** Origins allowed to call the API and load remote files cross-origin; empty = same origin only. */
  readonly corsOrigins: readonly string[];
};

export const corsConfig = defineConfigSlice({
  variables: {
    CORS_ORIGINS: {
      schema: originsSchema,
      whenUnset: '(empty: same origin only)',
      description: 'Comma-separated origins allowed to call the API and load /remotes/ files, with credentials.',
    },
  },
  read: (values): CorsConfig => ({ corsOrigins: values.CORS_ORIGINS ?? [] }),
});
