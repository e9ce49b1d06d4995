import { expect } from '@playwright/test';
import { waitForAppWorker } from '../app-worker-support.js';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../browsers.js';
import { test } from '../product-clock.js';
import { urlOf } from '../servers.js';

// Issue 32: saved-search alerts pushed to a device. The headless shell denies notifications whatever is granted, so
// this spec runs the full browser, with the app's service worker allowed (the other specs block it).
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

test('a saved-search alert pushed to the device shows as a notification, the later one of a search in place of the earlier', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: urlOf('main', '') });
  await page.goto(urlOf('main', '/events/'));
  await waitForAppWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === urlOf('main', '/') && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // What the digest job sends (backend alert-push.ts), delivered as the push service would.
  const push = (count: number) => ({
    title: `Saved search "Jazz": ${count} new events`,
    body: 'Jazz on the Green · Sat, Mar 20, 7:00 PM · Northampton',
    url: urlOf('main', '/events/?keyword=jazz'),
    tag: 'saved-search-41',
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => `${notification.title} | ${notification.body} | ${notification.tag}`),
    );
  for (const count of [2, 3]) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: urlOf('main', ''), registrationId: await registrationId, data: JSON.stringify(push(count)) });
    await expect.poll(shown).toEqual([`Saved search "Jazz": ${count} new events | Jazz on the Green · Sat, Mar 20, 7:00 PM · Northampton | saved-search-41`]);
  }
});
