import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '@events/contracts/auth';
import { newCsrfToken, setCsrfCookie } from '../../common/auth/csrf.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../common/auth/session-cookie-names.js';
import { clearCookie, type CookieOptions, cookieValue, setCookie } from '../../common/http/cookies.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Session } from './sessions.service.js';

/** Without the trailing slash, so the cookie goes to the refresh call with or without it. */
export const REFRESH_COOKIE_PATH = AUTH_PATHS.refresh.replace(/\/$/, '');

function base(req: FastifyRequest): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' };
}

/**
 * Sets the session cookies, the sign-in's CSRF token among them. The access cookie lives as long as the refresh token, so an expired access token
 * is still presented and answered 401 `token_not_valid` (the client refreshes) rather than looking anonymous.
 */
export function setSessionCookies(req: FastifyRequest, res: FastifyReply, session: Session, config: AppConfig): void {
  const maxAge = config.auth.refreshTokenSeconds * 1000;
  setCookie(res, ACCESS_COOKIE, session.accessToken, { ...base(req), path: '/', maxAge });
  setCookie(res, REFRESH_COOKIE, session.refreshToken, { ...base(req), path: REFRESH_COOKIE_PATH, maxAge });
  setCsrfCookie(req, res, session.csrfToken);
}

/** Clears the session cookies and gives the browser a new anonymous CSRF token in place of the sign-in's. */
export function clearSessionCookies(req: FastifyRequest, res: FastifyReply): void {
  clearCookie(res, ACCESS_COOKIE, { ...base(req), path: '/' });
  clearCookie(res, REFRESH_COOKIE, { ...base(req), path: REFRESH_COOKIE_PATH });
  setCsrfCookie(req, res, newCsrfToken());
}

/** The access token of a request and where it came from: `Authorization: Bearer` first, then the cookie. */
export function accessTokenOf(req: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const header = req.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = cookieValue(req, ACCESS_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}
