import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, authStateOf } from './auth-state.js';

/**
 * The signed-in user of the request, or null for an anonymous visitor (on @Public() routes; elsewhere the
 * global guard has already answered 403).
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | null => {
  return authStateOf(context.switchToHttp().getRequest<FastifyRequest>()).user;
});
