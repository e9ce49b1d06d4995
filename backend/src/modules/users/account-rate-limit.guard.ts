import { type CanActivate, type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { RateLimitGuard } from '../auth/rate-limit.guard.js';

/**
 * The sign-in rate limit (auth's RateLimitGuard: rate-limiter-flexible's PostgreSQL store, per route and client
 * address) on account calls that check a password, so guessing a password here costs what it costs at login. The
 * auth module imports this one, so its guard is looked up in the application's module graph rather than imported
 * as a module (see AccountSessionsService).
 */
@Injectable()
export class AccountRateLimitGuard implements CanActivate {
  constructor(private readonly moduleRef: ModuleRef) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    return this.moduleRef.get<RateLimitGuard>(RateLimitGuard, { strict: false }).canActivate(context);
  }
}

/** Route decorator: the sign-in rate limit (429 `{detail, code: "throttled"}` with Retry-After). */
export const AccountRateLimited = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(AccountRateLimitGuard));
