import { z } from 'zod';
import { defineConfigSlice, envVar } from '../../config/config-slice.js';
import { countSchema, secondsSchema } from '../../config/config-values.js';

export type AuthConfig = {
  /** HMAC key of the session JWTs; unset = generated once and kept in <dataDir>/jwt-secret. */
  readonly jwtSecret: string | undefined;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /** Requests per window and client address on each of login, register and password reset. */
  readonly rateLimit: number;
  readonly rateWindowSeconds: number;
};

const secretSchema = z.string().min(32, 'must be at least 32 characters');

export const authConfig = defineConfigSlice({
  variables: [
    {
      name: 'JWT_SECRET',
      default: '(unset: generated once into <DATA_DIR>/jwt-secret)',
      description: 'Key signing session tokens (32+ characters). Production with several instances or no persistent DATA_DIR must set it.',
    },
    { name: 'ACCESS_TOKEN_SECONDS', default: '900', description: 'Lifetime of an access token (the session cookie is refreshed after it).' },
    { name: 'REFRESH_TOKEN_SECONDS', default: '2592000', description: 'Lifetime of a refresh token (30 days): how long a session lasts without a visit.' },
    { name: 'AUTH_RATE_LIMIT', default: '20', description: 'Requests per window and client address on each of login, register and password reset (429 beyond).' },
    { name: 'AUTH_RATE_WINDOW_SECONDS', default: '60', description: 'Window of AUTH_RATE_LIMIT.' },
  ],
  shape: {
    JWT_SECRET: envVar(secretSchema),
    ACCESS_TOKEN_SECONDS: envVar(secondsSchema),
    REFRESH_TOKEN_SECONDS: envVar(secondsSchema),
    AUTH_RATE_LIMIT: envVar(countSchema),
    AUTH_RATE_WINDOW_SECONDS: envVar(secondsSchema),
  },
  read: (values): { readonly auth: AuthConfig } => ({
    auth: {
      jwtSecret: values.JWT_SECRET,
      accessTokenSeconds: values.ACCESS_TOKEN_SECONDS ?? 900,
      refreshTokenSeconds: values.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600,
      rateLimit: values.AUTH_RATE_LIMIT ?? 20,
      rateWindowSeconds: values.AUTH_RATE_WINDOW_SECONDS ?? 60,
    },
  }),
});
