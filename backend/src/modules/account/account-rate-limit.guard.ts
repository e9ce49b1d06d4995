import { type CanActivate, type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { RateLimitGuard } from '../auth/rate-limit.guard.js';

/**
 * The sign-in rate limit (auth's RateLimitGuard: rate-limiter-flexible's PostgreSQL store, per route and client
 * address) on account calls that check a password, so guessing a password here costs what it costs at login. It
 * delegates to the auth module's one guard instance rather than making a second limiter.
 */
@Injectable()
export class AccountRateLimitGuard implements CanActivate {
  constructor(private readonly rateLimit: RateLimitGuard) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    return this.rateLimit.canActivate(context);
  }
}

/** Route decorator: the sign-in rate limit (429 `{detail, code: "throttled"}` with Retry-After). */
export const AccountRateLimited = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(AccountRateLimitGuard));
