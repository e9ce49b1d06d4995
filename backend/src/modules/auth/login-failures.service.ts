import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { AuthError } from './auth.errors.js';

/** How long failed logins and past blocks of an account are remembered without a successful login. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 3600;

/** 429 of a blocked account, with the seconds until its block ends (the Retry-After header). */
export class AccountThrottledError extends AuthError {
  constructor(retryAfterSeconds: number) {
    super('throttled', retryAfterSeconds);
  }
}

/** Block of the n-th lockout (1-based) within the memory: the first block, doubled each time, capped. */
export function backoffSeconds(lockout: number, auth: Pick<AppConfig['auth'], 'accountBlockSeconds' | 'accountBlockMaxSeconds'>): number {
  const doubled = auth.accountBlockSeconds * 2 ** Math.min(Math.max(lockout - 1, 0), 30);
  return Math.min(doubled, auth.accountBlockMaxSeconds);
}

/**
 * The per-account limit on password guessing (issue 12 item 6), beside the per-address one: rate-limiter-flexible's
 * consecutive-failures pattern on the PostgreSQL store, keyed by the account (or, for a login that names none, the
 * normalised login, so unknown accounts answer alike), whatever address the guesses come from.
 * - Each attempt takes a point before the password is checked, so parallel guesses cannot overshoot the limit;
 *   a successful login gives the account a clean slate.
 * - AUTH_ACCOUNT_FAILURE_LIMIT failures in a row block the account (429 with Retry-After) for
 *   AUTH_ACCOUNT_BLOCK_SECONDS, doubling with each further block within a day, up to AUTH_ACCOUNT_BLOCK_MAX_SECONDS.
 *   While blocked even the right password is refused (else the guessing would go on).
 * - A block ends by itself: afterwards the right password works from any address, so an attacker can delay a
 *   known user by at most the current backoff, never lock them out for good.
 */
@Injectable()
export class LoginFailuresService {
  private readonly attempts: RateLimiterPostgres;
  private readonly lockouts: RateLimiterPostgres;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, dataSource: DataSource) {
    this.attempts = postgresRateLimiter(dataSource, {
      keyPrefix: 'login_fail',
      points: config.auth.accountFailureLimit,
      duration: LOGIN_FAILURE_MEMORY_SECONDS,
    });
    this.lockouts = postgresRateLimiter(dataSource, { keyPrefix: 'login_lock', points: 1_000_000, duration: LOGIN_FAILURE_MEMORY_SECONDS });
  }

  /** The counter key of an account (by id) or of a login naming no account (lower-cased), hashed. */
  keyFor(accountId: number | undefined, login: string): string {
    const subject = accountId === undefined ? `login:${login.trim().toLowerCase()}` : `account:${accountId}`;
    return createHash('sha256').update(subject).digest('hex');
  }

  /** Takes an attempt's point before the password is checked; throws AccountThrottledError while blocked. */
  async beginAttempt(key: string): Promise<void> {
    try {
      await this.attempts.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new AccountThrottledError(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /** A wrong password: the attempt's point stays; the last one allowed blocks the account with the next backoff. */
  async recordFailure(key: string): Promise<void> {
    const state = await this.attempts.get(key);
    if (state === null || state.consumedPoints < this.config.auth.accountFailureLimit) return;
    const lockout = await this.lockouts.penalty(key);
    await this.attempts.block(key, backoffSeconds(lockout.consumedPoints, this.config.auth));
  }

  /** A successful login forgets the account's failures and past blocks. */
  async recordSuccess(key: string): Promise<void> {
    await Promise.all([this.attempts.delete(key), this.lockouts.delete(key)]);
  }
}
