import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a cookie is set with. `maxAge` in milliseconds (written as Max-Age seconds plus Expires). */
export type CookieOptions = {
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  readonly path?: string;
  readonly maxAge?: number;
};

type RequestWithCookies = FastifyRequest & { cookies?: Record<string, string> | null };

/**
 * The request's cookies, parsed on first use and kept on the request: `cookie`'s parseCookie, as cookie-parser did
 * (nothing here sets signed or `j:` JSON cookies, so those are not decoded).
 */
export function requestCookies(request: FastifyRequest): Record<string, string> {
  const req = request as RequestWithCookies;
  if (req.cookies) return req.cookies;
  const header = request.headers.cookie;
  req.cookies = header ? (parseCookie(header) as Record<string, string>) : {};
  return req.cookies;
}

/** A cookie's value, or undefined when it is missing or empty. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const value = requestCookies(request)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Appends a Set-Cookie header in the one format every cookie of the site uses: Max-Age in seconds plus the
 * matching Expires, Path `/` unless given, the value URI-encoded. Appended to the reply at once, so cookies
 * set in a hook and in the handler all go out.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  const { maxAge, ...rest } = options;
  const timing = maxAge === undefined ? {} : { maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) };
  reply.header('set-cookie', stringifySetCookie({ name, value, ...rest, ...timing, path: options.path ?? '/' }));
}

/** Clears a cookie: an empty value that expired at the epoch, with the cookie's own path and flags (browsers match on both). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions = {}): void {
  const { httpOnly, secure, sameSite } = options;
  reply.header('set-cookie', stringifySetCookie({ name, value: '', httpOnly, secure, sameSite, expires: new Date(1), path: options.path ?? '/' }));
}
