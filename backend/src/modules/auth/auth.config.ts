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
  /** Failed logins in a row per account, from any address, before it is blocked (login-failures.service.ts). */
  readonly accountFailureLimit: number;
  /** First block of an account; each further block within a day doubles, up to accountBlockMaxSeconds. */
  readonly accountBlockSeconds: number;
  readonly accountBlockMaxSeconds: number;
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
    {
      name: 'AUTH_ACCOUNT_FAILURE_LIMIT',
      default: '10',
      description: 'Failed logins in a row per account, from any address, before the account is blocked (429); a successful login resets the count.',
    },
    {
      name: 'AUTH_ACCOUNT_BLOCK_SECONDS',
      default: '60',
      description: 'First block of an account after AUTH_ACCOUNT_FAILURE_LIMIT failures; each further block within a day doubles. After it the right password works again.',
    },
    { name: 'AUTH_ACCOUNT_BLOCK_MAX_SECONDS', default: '3600', description: 'Longest block of an account (the cap of the doubling).' },
  ],
  shape: {
    JWT_SECRET: envVar(secretSchema),
    ACCESS_TOKEN_SECONDS: envVar(secondsSchema),
    REFRESH_TOKEN_SECONDS: envVar(secondsSchema),
    AUTH_RATE_LIMIT: envVar(countSchema),
    AUTH_RATE_WINDOW_SECONDS: envVar(secondsSchema),
    AUTH_ACCOUNT_FAILURE_LIMIT: envVar(countSchema),
    AUTH_ACCOUNT_BLOCK_SECONDS: envVar(secondsSchema),
    AUTH_ACCOUNT_BLOCK_MAX_SECONDS: envVar(secondsSchema),
  },
  read: (values): { readonly auth: AuthConfig } => ({
    auth: {
      jwtSecret: values.JWT_SECRET,
      accessTokenSeconds: values.ACCESS_TOKEN_SECONDS ?? 900,
      refreshTokenSeconds: values.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600,
      rateLimit: values.AUTH_RATE_LIMIT ?? 20,
      rateWindowSeconds: values.AUTH_RATE_WINDOW_SECONDS ?? 60,
      accountFailureLimit: values.AUTH_ACCOUNT_FAILURE_LIMIT ?? 10,
      accountBlockSeconds: values.AUTH_ACCOUNT_BLOCK_SECONDS ?? 60,
      accountBlockMaxSeconds: Math.max(values.AUTH_ACCOUNT_BLOCK_MAX_SECONDS ?? 3600, values.AUTH_ACCOUNT_BLOCK_SECONDS ?? 60),
    },
  }),
});
