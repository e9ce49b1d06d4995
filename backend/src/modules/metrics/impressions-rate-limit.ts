import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { rateLimitAddressOf } from './client-address.js';
import { MetricsError } from './metrics.errors.js';

/**
 * The impressions allowance of each client address (TRUST_PROXY decides which address; IPv6 per /64): a batch takes
 * one point per item it counts, IMPRESSIONS_RATE_LIMIT points per IMPRESSIONS_RATE_WINDOW_SECONDS. The counters
 * live in PostgreSQL, as the sign-in limiter's do, so every backend instance counts the same hits; once an address
 * is over, this instance refuses it from memory until its window ends, so a flood costs no database round trip.
 * Addresses are stored hashed.
 */
@Injectable()
export class ImpressionsRateLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { impressionsRateLimit, impressionsRateWindowSeconds } = config.metrics;
    this.limiter = postgresRateLimiter(dataSource, {
      keyPrefix: 'impressions',
      points: impressionsRateLimit,
      duration: impressionsRateWindowSeconds,
      inMemoryBlockOnConsumed: impressionsRateLimit,
    });
  }

  /** Takes `count` impressions from the address's allowance; over it, throws MetricsError('throttled') with Retry-After. */
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
