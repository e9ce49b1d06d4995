import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { rateLimitAddressOf } from '../../common/http/client-address.js';

/**
 * The widget hits allowance of each client address (TRUST_PROXY decides which address; IPv6 per /64), the same kind
 * of cap as the impressions endpoint's: WIDGET_HITS_RATE_LIMIT hits per WIDGET_HITS_RATE_WINDOW_SECONDS, counted in
 * PostgreSQL so every instance counts the same hits; once an address is over, this instance refuses it from memory
 * until its window ends, so a flood costs no database round trip. Addresses are stored hashed.
 */
@Injectable()
export class WidgetHitsRateLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { hitsRateLimit, hitsRateWindowSeconds } = config.widgets;
    this.limiter = postgresRateLimiter(dataSource, {
      keyPrefix: 'widget-hits',
      points: hitsRateLimit,
      duration: hitsRateWindowSeconds,
      inMemoryBlockOnConsumed: hitsRateLimit,
    });
  }

  /** Takes `count` hits from the address's allowance: null when granted, else the seconds until the window ends. */
  async take(ip: string | undefined, count: number): Promise<number | null> {
    const key = createHash('sha256').update(rateLimitAddressOf(ip)).digest('hex');
    try {
      await this.limiter.consume(key, count);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }
}
