import { createHash } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthError } from './auth.errors.js';
import { AuthRepository } from './auth.repository.js';

/** Roughly one request in this many sweeps the counters whose windows have ended. */
const SWEEP_EVERY = 200;

/**
 * Rate limit of the sign-in calls: AUTH_RATE_LIMIT requests per AUTH_RATE_WINDOW_SECONDS, per route and
 * client address (`trust proxy` decides which address), then 429 `{detail, code: "throttled"}` with
 * Retry-After until the window ends. The counters live in PostgreSQL, so every backend instance enforces the
 * same limit and none keeps state in memory. (@nestjs/throttler 6 is CommonJS requiring the ESM-only Nest 12,
 * which the test runner cannot load; this guard follows its fixed-window semantics and headers.)
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: AuthRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const { rateLimit, rateWindowSeconds } = this.config.auth;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const key = createHash('sha256').update(`${route}:${req.ip ?? 'unknown'}`).digest('hex');
    if (Math.random() < 1 / SWEEP_EVERY) await this.repository.deleteStaleThrottleCounters();
    const hit = await this.repository.hitThrottle(`auth:${key}`, rateWindowSeconds * 1000, rateLimit, rateWindowSeconds * 1000);
    if (hit.isBlocked) {
      res.header('Retry-After', String(Math.max(1, hit.timeToBlockExpire)));
      throw new AuthError('throttled');
    }
    res.header('X-RateLimit-Limit', String(rateLimit));
    res.header('X-RateLimit-Remaining', String(Math.max(0, rateLimit - hit.hits)));
    res.header('X-RateLimit-Reset', String(hit.timeToExpire));
    return true;
  }
}

/** Route decorator: the sign-in rate limit (see RateLimitGuard). */
export const RateLimited = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(RateLimitGuard));
