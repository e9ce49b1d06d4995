import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@events/contracts/auth';
import type { CacheClass } from '@events/contracts/endpoint';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/session-cookie-names.js';
import { cookieValue } from './cookies.js';
import { addVary } from './vary.js';

/**
 * The two cache classes of the GET answers (DESIGN.md "Backend", README "Caching"), nothing in between:
 * - public: an anonymous request to an endpoint whose contract is `public` (cacheClassOf), answered 200. Browsers
 *   keep it PUBLIC_CACHE_CONTROL's max-age, shared caches its s-maxage and then serve it stale while they ask again;
 *   it carries a strong ETag (conditional-get.ts) and never a Set-Cookie.
 * - private: everything else a contract endpoint answers: a request carrying a session cookie or an Authorization
 *   header (even on a public endpoint), an endpoint whose contract says `private`, an error. `private` or
 *   `no-store`, so no shared cache ever keeps it for another client.
 *
 * Vary. A public answer varies on `Authorization` (a bearer request never matches the anonymous copy) but not on
 * `Cookie`: every anonymous browser holds cookies of its own (the csrftoken one, analytics), so a shared cache keyed on
 * them would keep one copy per browser and serve none. A public answer depends on no cookie (the cache-classes test
 * sends foreign cookies and gets the same ETag); the only cookies that change an answer are the session's, and a
 * shared cache in front of the app bypasses its store for requests carrying them (deploy/nginx; README "Caching").
 * Private answers vary on both, so a browser that kept one (a private max-age) asks again once it signs in or out.
 */

/**
 * The public lifetimes, in seconds: a browser 15 (a visitor going back and forth between a listing and its details
 * reads its copies), a shared cache 60 and 30 more stale while it revalidates in the background, so an anonymous
 * reader sees a write at most 90 s late (s-maxage + stale-while-revalidate); while the app fails, a day of stale
 * copies.
 */
export const PUBLIC_LIFETIMES = { maxAge: 15, sMaxAge: 60, staleWhileRevalidate: 30, staleIfError: 86_400 } as const;

export const PUBLIC_CACHE_CONTROL =
  `public, max-age=${PUBLIC_LIFETIMES.maxAge}, s-maxage=${PUBLIC_LIFETIMES.sMaxAge}, ` +
  `stale-while-revalidate=${PUBLIC_LIFETIMES.staleWhileRevalidate}, stale-if-error=${PUBLIC_LIFETIMES.staleIfError}`;

/**
 * The public lifetimes of an HTML page (the shell's page with its boot data): the boot data says whether the visitor
 * is signed in, so a browser asks again on every load (max-age=0, and no stale-while-revalidate, which browsers
 * apply too) and a page kept from before a sign-in never shows the visitor signed out; shared caches keep it 60 s.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_LIFETIMES.sMaxAge}, stale-if-error=${PUBLIC_LIFETIMES.staleIfError}`;

/** What a private answer says unless its handler says `private` or `no-store` with a lifetime of its own. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    /** The route's cache class: its contract's (route.decorator.ts). */
    cacheClass?: CacheClass;
  }
}

type RequestWithCacheClass = FastifyRequest & { declaredCacheClass?: CacheClass };

/**
 * Says which class a request's answer belongs to when no contract's route answers it: the shell's pages, which the
 * frontend module serves outside the controllers (their boot data is the same for every anonymous visitor).
 */
export function declareCacheClass(request: FastifyRequest, cacheClass: CacheClass): void {
  (request as RequestWithCacheClass).declaredCacheClass = cacheClass;
}

/** The class the route's contract declares (route.decorator.ts puts it in the Fastify route config), or the page's own. */
export function declaredCacheClassOf(request: FastifyRequest): CacheClass | undefined {
  return (request as RequestWithCacheClass).declaredCacheClass ?? request.routeOptions.config.cacheClass;
}

/** A request of a signed-in client: the session cookie (or the refresh one) or any Authorization header. */
export function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || cookieValue(request, ACCESS_COOKIE) !== undefined || cookieValue(request, REFRESH_COOKIE) !== undefined;
}

/** Whether an anonymous answer to this request may be public: a public contract and no credentials (before any answer). */
export function mayAnswerPublicly(request: FastifyRequest): boolean {
  return declaredCacheClassOf(request) === 'public' && !carriesCredentials(request);
}

function setCookieLines(reply: FastifyReply): string[] {
  const lines = reply.getHeader('set-cookie');
  return Array.isArray(lines) ? lines.map(String) : lines === undefined ? [] : [String(lines)];
}

/**
 * The class of an answer about to be sent, or null for what no contract or page declares (static files, unknown
 * paths): public only when it may be (mayAnswerPublicly), succeeded (200, or 304 for a current copy), its handler
 * kept no stricter Cache-Control of its own, and it sets no cookie but the csrftoken one every cookie-less browser
 * gets (dropped from a public answer: a shared cache would hand one token to everyone).
 */
export function answerCacheClass(request: FastifyRequest, reply: FastifyReply): CacheClass | null {
  const declared = declaredCacheClassOf(request);
  if (declared === undefined) return null;
  if (!mayAnswerPublicly(request) || (reply.statusCode !== 200 && reply.statusCode !== 304)) return 'private';
  const own = reply.getHeader('cache-control');
  if (own !== undefined && !String(own).startsWith('public')) return 'private';
  return setCookieLines(reply).every((line) => line.startsWith(`${CSRF_COOKIE}=`)) ? 'public' : 'private';
}

/**
 * Drops the csrftoken line the request hook gave a cookie-less browser (common/auth/csrf.ts) from a public answer that
 * no contract declares: the hashed files and the media, kept a year by anyone. A shared cache stores no answer that
 * sets a cookie (nginx's rule, deploy/nginx), so with it every first visitor's files went to the app; and a cache that
 * did store one would hand its token to everyone. The browser gets its token from the answers it revalidates (the
 * remotes' mf-manifest.json on every page, `no-cache`) and from any private one.
 */
function dropCsrfCookie(reply: FastifyReply): void {
  const kept = setCookieLines(reply).filter((line) => !line.startsWith(`${CSRF_COOKIE}=`));
  reply.removeHeader('set-cookie');
  if (kept.length > 0) reply.header('set-cookie', kept);
}

/**
 * Puts the answer in its class (answerCacheClass): the public lifetimes unless its handler gave public ones of its own
 * (a feed, the sitemap), no Set-Cookie, `Vary: Authorization`; or a private Cache-Control (the handler's own when it is
 * `private` or `no-store`) and `Vary: Authorization, Cookie`. Answers the class, null when none applies (a public
 * file then loses the csrftoken cookie all the same, dropCsrfCookie).
 */
export function applyCacheClass(request: FastifyRequest, reply: FastifyReply): CacheClass | null {
  const cacheClass = answerCacheClass(request, reply);
  if (cacheClass === null) {
    if (String(reply.getHeader('cache-control') ?? '').startsWith('public')) dropCsrfCookie(reply);
    return null;
  }
  if (cacheClass === 'public') {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.removeHeader('set-cookie');
    addVary(reply, 'Authorization');
    return cacheClass;
  }
  const own = reply.getHeader('cache-control');
  if (own === undefined || !/\b(private|no-store)\b/.test(String(own))) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  addVary(reply, 'Authorization', 'Cookie');
  return cacheClass;
}
