import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessError } from './access.errors.js';
import { holdsAnyRole, type Role } from '@events/contracts/roles';
import { ANONYMOUS, type RequestAuthenticator, REQUEST_AUTHENTICATOR, setAuthState } from './auth-state.js';
import { echoesSessionToken, isUnsafeMethod, keepSessionCsrfCookie } from './csrf.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';

/**
 * Global guard: secure by default.
 *
 * 1. Authenticates every request (session cookie or `Authorization: Bearer`) and records the result on the
 *    request, so @Public() handlers see the user too (`@CurrentUser()`).
 * 2. A cookie-authenticated write (POST/PUT/PATCH/DELETE) must echo its sign-in's CSRF token in `X-CSRFToken`
 *    (403 otherwise), and every cookie-authenticated answer keeps that token in the csrftoken cookie the pages
 *    read it from; bearer-authenticated and anonymous requests carry no ambient credentials and are exempt.
 * 3. @Public() routes answer anyone. Every other route needs a signed-in user (403 when anonymous, 401 with
 *    code `token_not_valid` when the presented token is stale) holding one of its @Roles() (403 otherwise;
 *    `user` = any account, a superuser holds every role).
 */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(REQUEST_AUTHENTICATOR) private readonly authenticator?: RequestAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [];
    if (context.getType() !== 'http') return isPublic;

    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const state = this.authenticator ? await this.authenticator.authenticate(req, http.getResponse<FastifyReply>()) : ANONYMOUS;
    setAuthState(req, state);

    if (state.user && state.via === 'cookie' && state.csrfToken !== null) {
      if (isUnsafeMethod(req.method) && !echoesSessionToken(req, state.csrfToken)) throw new AccessError('csrf_failed');
      keepSessionCsrfCookie(req, http.getResponse<FastifyReply>(), state.csrfToken);
    }
    if (isPublic) return true;
    if (!state.user) throw new AccessError(state.stale ? 'token_not_valid' : 'not_authenticated');
    if (roles.length === 0 || !holdsAnyRole(state.user, roles)) throw new AccessError('permission_denied');
    return true;
  }
}
