import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { CACHE_NAMES, OFFLINE_COPY_HEADER } from '../app-worker-protocol';
import { sessionCache } from './session-caches';

/** How long a read waits for the network before the worker answers from its cache, when it has a copy. */
export const READ_NETWORK_TIMEOUT_MS = 3_000;

const patterns = APP_WORKER_BUILD.readPatterns.map((source) => new RegExp(source));

/** Whether the answers of this path are kept for offline use. */
export function isOfflineReadPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

export function isOfflineRead({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'GET' && isOfflineReadPath(url.pathname);
}

/** An answer anyone may keep (the server's public cache class) goes to the shared cache; any other to the session's. */
async function cacheFor(response: Response): Promise<string | null> {
  if (/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return CACHE_NAMES.publicReads;
  return sessionCache();
}

/** The most answers one reads cache keeps: every listing page and filter is its own answer, so the oldest go first. */
const READ_ENTRIES = 300;

/**
 * Drops the answers put longest ago beyond READ_ENTRIES: a cache lists its entries in the order they were put, a
 * put replacing its earlier copy. (Workbox's expiration would keep each address in IndexedDB, past a sign-out.)
 */
async function dropOldest(cache: Cache): Promise<void> {
  const requests = await cache.keys();
  await Promise.all(requests.slice(0, Math.max(0, requests.length - READ_ENTRIES)).map((request) => cache.delete(request)));
}

/** Keeps a successful read in its cache. */
export async function keepRead(request: Request, response: Response): Promise<void> {
  const name = await cacheFor(response);
  if (name === null) return;
  // A session's cache is made only when a page reports its session (session-caches.ts); one dropped by a sign-in or
  // sign-out since this read began is not made again.
  if (name !== CACHE_NAMES.publicReads && !(await caches.has(name))) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
  await dropOldest(cache);
}

/**
 * Fetches and keeps a read no page may have asked for yet: the remote registry, which the server puts in its pages
 * but an offline start (the precached shell page, navigations.ts) must read from the API.
 */
export async function keepFreshRead(path: string, origin: string): Promise<void> {
  const request = new Request(new URL(path, origin).href);
  const response = await fetch(request);
  if (response.ok) await keepRead(request, response);
}

async function cachedCopy(request: Request): Promise<Response | undefined> {
  const session = await sessionCache();
  const names = session === null ? [CACHE_NAMES.publicReads] : [session, CACHE_NAMES.publicReads];
  for (const name of names) {
    const cache = await caches.open(name);
    const copy = await cache.match(request, { ignoreVary: true });
    if (copy) return copy;
  }
  return undefined;
}

/** The kept answer, marked with when it was received, so the page can say it is showing an offline copy. */
function asOfflineCopy(copy: Response): Response {
  const headers = new Headers(copy.headers);
  headers.set(OFFLINE_COPY_HEADER, copy.headers.get('date') ?? new Date(0).toUTCString());
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
}

const timeout = (ms: number): Promise<'timeout'> => new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Network first: the server's answer when it comes, kept for later; when the network fails, or is slower than
 * READ_NETWORK_TIMEOUT_MS and a copy is kept, the kept copy. Only successful answers are kept, so an error page
 * never replaces a good copy.
 */
export async function handleOfflineRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fromNetwork = fetch(request).then((response) => {
    if (response.ok) {
      const kept = keepRead(request, response.clone()).catch(() => undefined);
      if (event instanceof ExtendableEvent) event.waitUntil(kept);
    }
    return response;
  });
  const first = await Promise.race([fromNetwork.catch(() => 'failed' as const), timeout(READ_NETWORK_TIMEOUT_MS)]);
  if (first instanceof Response) return first;
  const copy = await cachedCopy(request);
  if (copy) return asOfflineCopy(copy);
  return fromNetwork;
}
