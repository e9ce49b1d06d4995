import { createHash } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';
import { AuthError } from './auth.errors.js';

/**
 * The sign-in limiter: `rateLimit` points per `rateWindowSeconds` window; the request that goes over blocks its key
 * for one more window. Counted in PostgreSQL, so every backend instance counts the same hits.
 */
export function createAuthRateLimiter(dataSource: DataSource, auth: AppConfig['auth']): RateLimiterPostgres {
  return postgresRateLimiter(dataSource, {
    keyPrefix: 'auth',
    points: auth.rateLimit,
    duration: auth.rateWindowSeconds,
    blockDuration: auth.rateWindowSeconds,
  });
}

/**
 * Rate limit of the sign-in calls: AUTH_RATE_LIMIT requests per AUTH_RATE_WINDOW_SECONDS, per route and client
 * address (TRUST_PROXY decides which address), then 429 `{detail, code: "throttled"}` with Retry-After until the
 * block ends. Allowed requests carry X-RateLimit-Limit, -Remaining and -Reset. A store failure is not a refusal:
 * it propagates as the server error it is.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterPostgres;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, dataSource: DataSource) {
    this.limiter = createAuthRateLimiter(dataSource, config.auth);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const key = createHash('sha256').update(`${route}:${req.ip ?? 'unknown'}`).digest('hex');
    let hit: RateLimiterRes;
    try {
      hit = await this.limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      res.header('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new AuthError('throttled');
    }
    res.header('X-RateLimit-Limit', String(this.config.auth.rateLimit));
    res.header('X-RateLimit-Remaining', String(hit.remainingPoints));
    res.header('X-RateLimit-Reset', String(Math.max(0, Math.ceil(hit.msBeforeNext / 1000))));
    return true;
  }
}
