import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
import { countSchema, rateLimitVariables, secondsSchema } from '../../config/config-values.js';

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
  variables: {
    JWT_SECRET: {
      schema: secretSchema,
      whenUnset: '(unset: generated once into <DATA_DIR>/jwt-secret)',
      description: 'Key signing session tokens (32+ characters). Production with several instances or no persistent DATA_DIR must set it.',
    },
    ACCESS_TOKEN_SECONDS: { schema: secondsSchema, default: '900', description: 'Lifetime of an access token (the session cookie is refreshed after it).' },
    REFRESH_TOKEN_SECONDS: { schema: secondsSchema, default: '2592000', description: 'Lifetime of a refresh token (30 days): how long a session lasts without a visit.' },
    ...rateLimitVariables('AUTH', {
      limit: '20',
      description: 'Requests per window and client address on each of login, register and password reset (429 beyond).',
      windowSeconds: '60',
    }),
    AUTH_ACCOUNT_FAILURE_LIMIT: {
      schema: countSchema,
      default: '10',
      description: 'Failed logins in a row per account, from any address, before the account is blocked (429); a successful login resets the count.',
    },
    AUTH_ACCOUNT_BLOCK_SECONDS: {
      schema: secondsSchema,
      default: '60',
      description: 'First block of an account after AUTH_ACCOUNT_FAILURE_LIMIT failures; each further block within a day doubles. After it the right password works again.',
    },
    AUTH_ACCOUNT_BLOCK_MAX_SECONDS: { schema: secondsSchema, default: '3600', description: 'Longest block of an account (the cap of the doubling).' },
  },
  read: (values): { readonly auth: AuthConfig } => ({
    auth: {
      jwtSecret: values.JWT_SECRET,
      accessTokenSeconds: values.ACCESS_TOKEN_SECONDS,
      refreshTokenSeconds: values.REFRESH_TOKEN_SECONDS,
      rateLimit: values.AUTH_RATE_LIMIT,
      rateWindowSeconds: values.AUTH_RATE_WINDOW_SECONDS,
      accountFailureLimit: values.AUTH_ACCOUNT_FAILURE_LIMIT,
      accountBlockSeconds: values.AUTH_ACCOUNT_BLOCK_SECONDS,
      accountBlockMaxSeconds: Math.max(values.AUTH_ACCOUNT_BLOCK_MAX_SECONDS, values.AUTH_ACCOUNT_BLOCK_SECONDS),
    },
  }),
});
