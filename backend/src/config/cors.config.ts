import { defineConfigSlice } from './config-slice.js';
import { originsSchema } from './config-values.js';

export type CorsConfig = {
  /** Origins allowed to call the API and load remote files cross-origin; empty = same origin only. */
  readonly corsOrigins: readonly string[];
};

export const corsConfig = defineConfigSlice({
  variables: {
    CORS_ORIGINS: {
      schema: originsSchema('must be a comma-separated list of origins such as https://events.example.org'),
      whenUnset: '(empty: same origin only)',
      description: 'Comma-separated origins allowed to call the API and load /remotes/ files, with credentials.',
    },
  },
  read: (values): CorsConfig => ({ corsOrigins: values.CORS_ORIGINS ?? [] }),
});
