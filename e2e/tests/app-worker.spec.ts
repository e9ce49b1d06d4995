import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFLINE_NOTICE } from '@events/contracts/app-worker';
import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import { expect } from '@playwright/test';
import { accountButton, followMenuItem } from '../accounts-support.js';
import { cacheNames, waitForAppWorker, waitUntilKept } from '../app-worker-support.js';
import { test } from '../product-clock.js';
import { listHeading, regionDay, REGION_TIME_ZONE, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

// Issue 32: the app's service worker. The other specs block it (playwright.config.ts); these allow it.
test.use({ serviceWorkers: 'allow', timezoneId: REGION_TIME_ZONE });
test.describe.configure({ timeout: 90_000 });

const PERSONAL = 'reads-personal-';
const builtWorker = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist/sw.js');

test('the worker controls the page, and the start URL opens offline as the app', async ({ page, context }) => {
  await page.goto(urlOf('main', '/'));
  await waitForAppWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(urlOf('main', '/sw.js'));
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

  await context.setOffline(true);
  const answer = await page.goto(urlOf('main', '/'));
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Berkshires & Beyond' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' })).toBeVisible();
  await context.setOffline(false);
});

test('a page opened under the worker is asked for while the worker starts, and comes rendered by the server', async ({ page }) => {
  await page.goto(urlOf('main', '/events/'));
  await waitForAppWorker(page);
  // Navigation preload: the browser asks the server for the page beside starting the worker, which answers with it.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState())).toEqual({ enabled: true, headerValue: 'true' });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#root [data-testid="event-card"]').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(urlOf('main', '/sw.js'));
  // The server's page (its query cache at the end of the body), not the precached shell page the worker keeps offline.
  expect(await page.locator(`script#${PAGE_STATE_ELEMENT_ID}`).count()).toBe(1);
});

test('saved events, an event page and the address book read offline after one online visit; signing out clears them', async ({ page, context }) => {
  test.slow();
  // The first page of the visit: the worker installs while it shows.
  await signInNewUser(page, context, 'offline-saved', `/events/?date_start=${regionDay(0)}&date_end=${regionDay(29)}`);
  const card = page.getByTestId('event-card').first();
  const eventName = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: /^Save\b/ }).click();
  await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
  await waitForAppWorker(page);

  await page.goto(urlOf('main', '/saved/events/'));
  await expect(listHeading(page)).toHaveText('1 Upcoming Event');
  await page.getByTestId('saved-event-card').getByRole('link', { name: eventName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const eventPage = page.url();
  await page.goto(urlOf('main', '/saved/addresses/'));
  await expect(page.getByRole('heading', { level: 1, name: '0 Saved Addresses' })).toBeVisible();
  await waitUntilKept(page, PERSONAL, '/saved_events/');
  await waitUntilKept(page, PERSONAL, '/frontend/remotes/');

  // Offline in the middle of the visit: the app's own links still open what the worker keeps.
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My Events' }).click();
  await expect(listHeading(page)).toHaveText('1 Upcoming Event');

  await page.goto(urlOf('main', '/saved/events/'));
  await expect(listHeading(page)).toHaveText('1 Upcoming Event');
  await expect(page.getByTestId('saved-event-card').getByRole('heading')).toHaveText([eventName]);
  await page.goto(eventPage);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await page.goto(urlOf('main', '/saved/addresses/'));
  await expect(page.getByRole('heading', { level: 1, name: '0 Saved Addresses' })).toBeVisible();

  // Signing out (online) drops the user's copies before the next page loads.
  await context.setOffline(false);
  await page.goto(urlOf('main', '/saved/events/'));
  await expect(listHeading(page)).toHaveText('1 Upcoming Event');
  const reloaded = page.waitForEvent('load');
  await followMenuItem(page, 'Log Out');
  await reloaded;
  // Signed out, the saved list asks the visitor to sign in.
  await expect(page.getByTestId('sign-in-required')).toBeVisible();
  expect((await cacheNames(page)).filter((name) => name.startsWith(PERSONAL))).toEqual([]);
  await context.setOffline(true);
  await page.goto(urlOf('main', '/saved/events/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Berkshires & Beyond' })).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
  await expect(page.getByTestId('saved-event-card')).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, the listing shows its last results with their time; a bookmark made then waits and is sent when the network returns', async ({
  page,
  context,
}) => {
  test.slow();
  await signInNewUser(page, context, 'offline-bookmark', `/events/?date_start=${regionDay(0)}&date_end=${regionDay(29)}`);
  await waitForAppWorker(page);
  // The page as the worker answers it (Playwright's clock replaces the resource timings the first visit hands over).
  await page.reload();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await waitUntilKept(page, PERSONAL, '/events/api/v1/events/');
  const card = page.getByTestId('event-card').first();
  const eventName = (await card.getByRole('heading').textContent())?.trim() ?? '';

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline: showing results from \d\d:\d\d$/ })).toBeVisible();
  const offlineNotice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(offlineNotice).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(eventName);
  await card.getByRole('button', { name: /^Save\b/ }).click();
  const waiting = card.getByRole('button', { name: /^Saved .*\(waiting for the network\)$/ });
  await expect(waiting).toHaveAttribute('aria-pressed', 'true');
  // The worker holds it across pages.
  await page.reload();
  await expect(waiting).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(false);
  await expect(offlineNotice).toBeHidden();
  await expect(card.getByRole('button', { name: /^Saved/ })).not.toContainText('waiting for the network');
  await page.goto(urlOf('main', '/saved/events/'));
  await expect(page.getByTestId('saved-event-card').getByRole('heading')).toHaveText([eventName]);
});

test('a new deployment waits for "New version available: reload", keeping what is typed until then', async ({ page }) => {
  await page.goto(urlOf('main', '/events/'));
  await waitForAppWorker(page);
  const search = page.getByRole('searchbox').first();
  await search.fill('jazz by the river');

  // The next deployment: its worker is another file at the same address (the servers read the built files from disk;
  // the other specs block workers, so none of them reads it).
  const deployed = readFileSync(builtWorker, 'utf8');
  writeFileSync(builtWorker, `${deployed}\n// the next deployment\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  } finally {
    writeFileSync(builtWorker, deployed);
  }
  const prompt = page.getByRole('status').filter({ hasText: 'New version available:' });
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(search).toHaveValue('jazz by the river');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Reload' })).toBeHidden();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
});

test('a remote served from another origin still loads under the worker', async ({ page }) => {
  await page.goto(urlOf('crossOrigin', '/events/'));
  await waitForAppWorker(page);
  await page.reload();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});
