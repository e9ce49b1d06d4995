import { type CanActivate, type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { type AuthState, authStateOf } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { AuthError } from '../auth/auth.errors.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last day an anonymous visitor may list at `now`: tomorrow in the region (its calendar days, not UTC's). */
export function lastAnonymousDay(now: Date): string {
  return addDaysToLocalDate(localDateOf(now, REGION_TIME_ZONE), 1);
}

/**
 * Anonymous visitors may list only today and tomorrow: a range ending later (date_end, or date_start when
 * date_end is absent) answers 403 `{detail, code: "sign_up_required"}`, which the UI turns into the sign-up
 * prompt. A stale token answers 401 `token_not_valid` instead (refresh, then retry as the user). Signed-in
 * users are not limited. Malformed dates are left to the listing's own validation. `now`: the Clock's instant.
 */
export function assertDateRangeAllowed(state: AuthState, range: { readonly dateStart?: unknown; readonly dateEnd?: unknown }, now: Date): void {
  if (state.user) return;
  const end = [range.dateEnd, range.dateStart].find((value): value is string => typeof value === 'string' && value !== '');
  if (end === undefined || !ISO_DATE.test(end)) return;
  if (end <= lastAnonymousDay(now)) return;
  throw new AuthError(state.stale ? 'token_not_valid' : 'sign_up_required');
}

/** Applies assertDateRangeAllowed to the `date_start` / `date_end` query parameters of a listing route. */
@Injectable()
export class AnonymousDateRangeGuard implements CanActivate {
  constructor(private readonly clock: Clock) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const query = (req.query ?? {}) as Record<string, unknown>;
    assertDateRangeAllowed(authStateOf(req), { dateStart: query['date_start'], dateEnd: query['date_end'] }, this.clock.now());
    return true;
  }
}

/**
 * Route decorator: anonymous callers may list only today and tomorrow (see assertDateRangeAllowed). Runs
 * after the global access guard, which has recorded who is calling.
 */
export const AnonymousDateRangeLimit = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(AnonymousDateRangeGuard));
