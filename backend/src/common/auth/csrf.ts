import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER } from '@events/contracts/auth';
import { cookieValue } from '../http/cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const CSRF_HEADER_NAME = CSRF_HEADER.toLowerCase();
const TOKEN_BYTES = 32;

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Random bytes for tokens, drawn from a pool the CSPRNG refills 8 KB at a time: a token is issued on every answer to
 * a cookie-less browser (first visits, crawlers), and one CSPRNG call per token cost more than the rest of it.
 */
const pool = Buffer.alloc(256 * TOKEN_BYTES);
let poolOffset = pool.length;

export function newCsrfToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

let expiresSecond = -1;
let expiresText = '';

/**
 * The csrftoken Set-Cookie line, byte for byte what setCookie writes for it (a test checks):
 * readable, SameSite=Lax, a year long. Written from a template, its Expires date kept for the current second,
 * since it goes out with every answer to a cookie-less browser. A base64url token needs no encoding.
 */
export function csrfCookieLine(token: string, secure: boolean, now: number = Date.now()): string {
  const second = Math.floor(now / 1000);
  if (second !== expiresSecond) {
    expiresSecond = second;
    expiresText = new Date(now + ONE_YEAR_MS).toUTCString();
  }
  return `${CSRF_COOKIE}=${token}; Max-Age=${ONE_YEAR_MS / 1000}; Path=/; Expires=${expiresText}; ${secure ? 'Secure; ' : ''}SameSite=Lax`;
}

/** The token the client echoed: the X-CSRFToken header, or the form field of a plain HTML form post. */
function echoedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER_NAME];
  if (typeof header === 'string' && header !== '') return header;
  const body: unknown = request.body;
  if (typeof body === 'object' && body !== null) {
    const field = (body as Record<string, unknown>)[CSRF_FORM_FIELD];
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double submit, for calls made before anyone is signed in (login from a cookie jar, a social sign-in form): the
 * echoed token equals the csrftoken cookie (constant-time comparison).
 */
export function csrfTokenMatches(request: FastifyRequest): boolean {
  return sameToken(cookieValue(request, CSRF_COOKIE), echoedToken(request));
}

/** A signed-in write: the echoed token is the sign-in's own token (AuthState.csrfToken), whatever the cookie says. */
export function echoesSessionToken(request: FastifyRequest, sessionToken: string): boolean {
  return sameToken(sessionToken, echoedToken(request));
}

/**
 * Puts the sign-in's token in the csrftoken cookie when the browser holds another one (a random one from before
 * it signed in, one planted by someone else, one from an earlier sign-in), so the pages echo the right token on
 * their next write.
 */
export function keepSessionCsrfCookie(request: FastifyRequest, reply: FastifyReply, sessionToken: string): void {
  if (cookieValue(request, CSRF_COOKIE) !== sessionToken) setCsrfCookie(request, reply, sessionToken);
}

/**
 * Sets the csrftoken cookie to `token`, in place of one this answer already sets (the anonymous token the
 * request hook gave a cookie-less browser that is signing in now): one answer never sets two.
 */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const lines = reply.getHeader('set-cookie');
  const others = (Array.isArray(lines) ? lines : lines === undefined ? [] : [String(lines)]).filter((line) => !line.startsWith(`${CSRF_COOKIE}=`));
  reply.removeHeader('set-cookie');
  for (const line of others) reply.header('set-cookie', line);
  reply.header('set-cookie', csrfCookieLine(token, request.protocol === 'https'));
}

/** A client that authenticates with `Authorization: Bearer` keeps no cookies and is never asked for the token. */
function isBearerClient(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return header !== undefined && /^Bearer /i.test(header);
}

/**
 * Gives every browser a readable csrftoken cookie: set on any response to a request that came without one, so
 * the client always has a token to echo on its next write. Bearer clients get none (a token and a cookie per
 * answer they would throw away). Runs as an onRequest hook, for matched and unmatched routes alike. A public answer
 * drops it again (common/http/cache-class.ts: a shared cache would hand one token to everyone): the browser gets
 * it from its first answer that is not public (an error, a remote's mf-manifest.json, the registry; a hashed file or an
 * image is public too, cache-class.ts dropCsrfCookie), and a sign-in sets the session's own token;
 * the anonymous sign-in calls are checked by their Origin (SameOriginGuard), not by this cookie.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookieValue(request, CSRF_COOKIE) === undefined && !isBearerClient(request)) {
    reply.header('set-cookie', csrfCookieLine(newCsrfToken(), request.protocol === 'https'));
  }
}
