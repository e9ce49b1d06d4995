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

/** Double submit: the echoed token equals the csrftoken cookie (constant-time comparison). */
export function csrfTokenMatches(request: FastifyRequest): boolean {
  const cookie = cookieValue(request, CSRF_COOKIE);
  const echoed = echoedToken(request);
  if (cookie === undefined || echoed === undefined) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(echoed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A client that authenticates with `Authorization: Bearer` keeps no cookies and is never asked for the token. */
function isBearerClient(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return header !== undefined && /^Bearer /i.test(header);
}

/**
 * Gives every browser a readable csrftoken cookie: set on any response to a request that came without one, so
 * the client always has a token to echo on its next write. Bearer clients get none (a token and a cookie per
 * answer they would throw away). Runs as an onRequest hook, for matched and unmatched routes alike.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookieValue(request, CSRF_COOKIE) === undefined && !isBearerClient(request)) {
    reply.header('set-cookie', csrfCookieLine(newCsrfToken(), request.protocol === 'https'));
  }
}
