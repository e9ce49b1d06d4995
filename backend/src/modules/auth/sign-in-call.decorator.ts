import { applyDecorators, UseGuards } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';

/**
 * Route decorator of the anonymous calls that sign someone in or act on an account (register, login, password reset
 * and its confirmation, e-mail confirmation): the sign-in rate limit per client address (RateLimitGuard), then only
 * from this site's own pages (SameOriginGuard), in that order.
 */
export const SignInCall = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(RateLimitGuard, SameOriginGuard));
