import { createHash } from 'node:crypto';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { rateLimitAddressOf } from '../../common/http/client-address.js';
import { MetricsError } from './metrics.errors.js';

/**
 * An allowance of counted things (impressions, page views) per client address (TRUST_PROXY decides which address; IPv6
 * per /64): `points` per `duration` seconds, one point per thing. The counters live in PostgreSQL, as the sign-in
 * limiter's do, so every backend instance counts the same hits; once an address is over, this instance refuses it from
 * memory until its window ends, so a flood costs no database round trip. Addresses are stored hashed.
 */
export class ClientAllowance {
  private readonly limiter: RateLimiterPostgres;

  constructor(dataSource: DataSource, options: { readonly keyPrefix: string; readonly points: number; readonly duration: number }) {
    this.limiter = postgresRateLimiter(dataSource, { ...options, inMemoryBlockOnConsumed: options.points });
  }

  /** Takes `count` from the address's allowance; over it, throws MetricsError('throttled') with Retry-After. */
  async take(ip: string | undefined, count: number): Promise<void> {
    const key = createHash('sha256').update(rateLimitAddressOf(ip)).digest('hex');
    try {
      await this.limiter.consume(key, count);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new MetricsError('throttled', Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }
}
