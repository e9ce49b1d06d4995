import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from './public.decorator.js';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

/**
 * Global guard: secure by default. A route answers only when marked @Public(); everything else
 * needs a signed-in user (sign-in arrives with the auth module; until then such routes answer 401).
 */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic === true) return true;
    throw new UnauthorizedException(NOT_AUTHENTICATED);
  }
}
