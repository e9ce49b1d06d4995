import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { CACHE_NAMES, OFFLINE_COPY_HEADER } from '../app-worker-protocol';
import { personalCache } from './session-caches';

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

/** An answer anyone may keep (the server's public cache class) goes to the shared cache; a personal one to its user's. */
async function cacheFor(response: Response): Promise<string | null> {
  if (/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return CACHE_NAMES.publicReads;
  return personalCache();
}

/** Keeps a successful read in its cache. */
export async function keepRead(request: Request, response: Response): Promise<void> {
  const name = await cacheFor(response);
  // A personal cache is made only when a page reports its user (session-caches.ts): with nobody reported, nothing personal is kept.
  if (name === null || !(await caches.has(name))) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
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
  const personal = await personalCache();
  const names = personal === null ? [CACHE_NAMES.publicReads] : [personal, CACHE_NAMES.publicReads];
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
