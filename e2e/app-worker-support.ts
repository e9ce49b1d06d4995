// Helpers of the service worker's end-to-end tests (issue 32).
import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it registers after the page's first render). */
export async function waitForAppWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The names of the worker's caches in this browser. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Waits until one of the worker's caches named `cachePrefix`… keeps an answer of a path containing `pathPart`. */
export async function waitUntilKept(page: Page, cachePrefix: string, pathPart: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ([prefix, part]) => {
          for (const name of (await caches.keys()).filter((cache) => cache.startsWith(prefix))) {
            const requests = await (await caches.open(name)).keys();
            if (requests.some((request) => new URL(request.url).pathname.includes(part))) return true;
          }
          return false;
        },
        [cachePrefix, pathPart] as const,
      ),
    )
    .toBe(true);
}

/**
 * Waits until the worker's cache `cacheName` keeps every hashed file the page loaded from under `pathPrefix` (a
 * remote's files): what it hands over after a first visit is kept file by file.
 */
export async function waitUntilLoadedFilesKept(page: Page, cacheName: string, pathPrefix: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, prefix]) => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith(prefix) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname));
          const kept = new Set((await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
          return loaded.filter((url) => !kept.has(url.pathname)).map((url) => url.pathname);
        },
        [cacheName, pathPrefix] as const,
      ),
    )
    .toEqual([]);
}
