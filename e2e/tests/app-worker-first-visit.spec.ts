import { OFFLINE_NOTICE } from '@events/contracts/app-worker';
// Playwright's own test, not the product clock's: the clock it installs replaces the page's `performance`, whose
// resource timings are what a first visit hands the worker. Nothing here reads or depends on the time.
import { expect, test } from '@playwright/test';
import { waitForAppWorker, waitUntilKept, waitUntilLoadedFilesKept } from '../app-worker-support.js';
import { CACHE_NAMES } from '../../shell/src/service-worker/app-worker-protocol.js';
import { urlOf } from '../servers.js';

test.use({ serviceWorkers: 'allow' });

test('one online visit is enough: the worker keeps what the first page loaded before it ran, and the page opens offline', async ({ page, context }) => {
  await page.goto(urlOf('main', '/venues/'));
  const firstVenue = page.getByTestId('venue-card').first().getByRole('heading');
  await expect(firstVenue).toBeVisible();
  const venueName = (await firstVenue.textContent())?.trim() ?? '';
  await waitForAppWorker(page);
  // The listing's answer and the discovery remote's files came before the worker: the page hands them over. The
  // registry of remotes, which the server put in the page, the worker reads itself, for this anonymous visitor.
  await waitUntilKept(page, CACHE_NAMES.publicReads, '/events/api/v1/poi/');
  await waitUntilKept(page, CACHE_NAMES.anonymousReads, '/frontend/remotes/');
  await waitUntilLoadedFilesKept(page, CACHE_NAMES.remotes, '/remotes/mfe-discovery/');

  // Opened again offline. (Chromium reloads a page loaded before the worker took control without the worker.)
  await context.setOffline(true);
  await page.goto(urlOf('main', '/venues/'));
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByTestId('venue-card').first().getByRole('heading')).toHaveText(venueName);
  await context.setOffline(false);
});

test('a page the server renders while the worker runs is kept too: its reads, which the page never asked for', async ({ page, context }) => {
  await page.goto(urlOf('main', '/events/'));
  await waitForAppWorker(page);
  // A new page load, now under the worker: the server renders the venues list, with its answer in the page.
  const venuesOfWilliamstown = '/venues/?default_loc_id=williamstown-ma&latitude=42.712&longitude=-73.2037';
  await page.goto(urlOf('main', venuesOfWilliamstown));
  const firstVenue = page.getByTestId('venue-card').first().getByRole('heading');
  await expect(firstVenue).toBeVisible();
  const venueName = (await firstVenue.textContent())?.trim() ?? '';
  await waitUntilKept(page, CACHE_NAMES.publicReads, '/events/api/v1/poi/');

  await context.setOffline(true);
  await page.goto(urlOf('main', venuesOfWilliamstown));
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByTestId('venue-card').first().getByRole('heading')).toHaveText(venueName);
  await context.setOffline(false);
});

test('a reads cache keeps the 300 answers put last: a new answer pushes out the oldest', async ({ page }) => {
  await page.goto(urlOf('main', '/venues/'));
  await waitForAppWorker(page);
  await waitUntilKept(page, CACHE_NAMES.publicReads, '/events/api/v1/poi/');
  // Earlier answers, up to the limit, put before the next read.
  const limit = 300;
  const entries = await page.evaluate(
    async ([name, count]) => {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) await cache.delete(request);
      for (let index = 0; index < count; index += 1) {
        await cache.put(`/events/api/v1/events/${900_000 + index}/`, new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
      }
      // The worker may still be keeping what the first visit handed it (a late put lands among these): only the
      // earlier answers put here stay, so the cache is exactly at its limit before the next read.
      for (const request of await cache.keys()) {
        if (!/\/events\/api\/v1\/events\/9\d{5}\/$/.test(new URL(request.url).pathname)) await cache.delete(request);
      }
      return (await cache.keys()).length;
    },
    [CACHE_NAMES.publicReads, limit] as const,
  );
  expect(entries).toBe(limit);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const keptPaths = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), CACHE_NAMES.publicReads);
  await expect.poll(keptPaths).toContain('/events/api/v1/events/');
  const kept = await keptPaths();
  expect(kept).toHaveLength(limit);
  expect(kept).not.toContain('/events/api/v1/events/900000/');
});
