import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { rateLimitAddressOf } from '../../common/http/client-address.js';
import { SupportError } from './support.errors.js';

/**
 * The contact form's allowance, per account and per client address (TRUST_PROXY decides which address; IPv6 per
 * /64), counted in PostgreSQL so every backend instance counts the same messages. Each message mails a person, so the
 * limits are low; a refusal says how long to wait.
 */
@Injectable()
export class SupportRateLimit {
  private readonly perAccount: RateLimiterPostgres;
  private readonly perAddress: RateLimiterPostgres;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { contactRateLimit, contactAddressRateLimit, contactRateWindowSeconds } = config.support;
    this.perAccount = postgresRateLimiter(dataSource, { keyPrefix: 'support_account', points: contactRateLimit, duration: contactRateWindowSeconds });
    this.perAddress = postgresRateLimiter(dataSource, { keyPrefix: 'support_address', points: contactAddressRateLimit, duration: contactRateWindowSeconds });
  }

  /** Takes one message from the account's and the address's allowance; over either, throws SupportError('throttled'). */
  async take(userId: number, ip: string | undefined): Promise<void> {
    await consume(this.perAccount, String(userId));
    await consume(this.perAddress, createHash('sha256').update(rateLimitAddressOf(ip)).digest('hex'));
  }
}

async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    throw new SupportError('throttled', Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
  }
}
