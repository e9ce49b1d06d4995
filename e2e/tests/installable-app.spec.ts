import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { urlOf } from '../servers.js';

// Issue 32: the site installs from the browser as an app.

test('every page links the web app manifest; Chromium reads it without a complaint and would install the site; its icons load', async ({ page }) => {
  await page.goto(urlOf('main', '/venues/'));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b57a4');

  const cdp = await page.context().newCDPSession(page);
  // What Chromium read from the page's manifest, and what it found wrong with it.
  const reading = await cdp.send('Page.getAppManifest');
  expect(reading.url).toBe(urlOf('main', '/manifest.webmanifest'));
  expect(reading.errors).toEqual([]);
  // Chromium's install criteria: it would offer to install the site.
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  const manifest = JSON.parse(reading.data ?? '{}') as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect([manifest.name, manifest.short_name, manifest.start_url, manifest.display]).toEqual(['Berkshires & Beyond: events and venues', 'Berkshires', '/', 'standalone']);
  expect(manifest.shortcuts.map((shortcut) => `${shortcut.name} ${shortcut.url}`)).toEqual(['Events /events/', 'Venues /venues/', 'Saved events /saved/events/']);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(urlOf('main', icon.src));
    expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
  }
  // Every page is the shell's, with the same links (the backend adds each page's own meta tags).
  for (const pathname of ['/', '/events/', '/saved/events/', '/manage/', '/editor/']) {
    const html = await (await page.request.get(urlOf('main', pathname), { headers: { Accept: 'text/html' } })).text();
    expect([pathname, html]).toEqual([pathname, expect.stringContaining('<link rel="manifest" href="/manifest.webmanifest">')]);
  }
  // The page's own icon is the image the others are made from.
  const favicon = await page.request.get(urlOf('main', (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''));
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
});
