import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER } from '@events/contracts/auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

function cookieOf(req: Request, name: string): string | undefined {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== 'object' || cookies === null) return undefined;
  const value = (cookies as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The token the client echoed: the X-CSRFToken header, or the form field of a plain HTML form post. */
function echoedToken(req: Request): string | undefined {
  const header = req.get(CSRF_HEADER);
  if (header) return header;
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null) {
    const field = (body as Record<string, unknown>)[CSRF_FORM_FIELD];
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

/** Double submit: the echoed token equals the csrftoken cookie (constant-time comparison). */
export function csrfTokenMatches(req: Request): boolean {
  const cookie = cookieOf(req, CSRF_COOKIE);
  const echoed = echoedToken(req);
  if (cookie === undefined || echoed === undefined) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(echoed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A client that authenticates with `Authorization: Bearer` keeps no cookies and is never asked for the token. */
function isBearerClient(req: Request): boolean {
  const header = req.headers.authorization;
  return header !== undefined && /^Bearer /i.test(header);
}

/**
 * Gives every browser a readable csrftoken cookie: set on any response to a request that came without one, so
 * the client always has a token to echo on its next write. Bearer clients get none (a token and a cookie per
 * answer they would throw away).
 */
export function csrfCookieMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (cookieOf(req, CSRF_COOKIE) === undefined && !isBearerClient(req)) {
    res.cookie(CSRF_COOKIE, newCsrfToken(), { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/', maxAge: ONE_YEAR_MS });
  }
  next();
}
