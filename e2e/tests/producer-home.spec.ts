import { PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';
import { PRODUCER_HOME_MESSAGES } from '@events/contracts/producer-home';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, accountMenuLabels, followMenuItem, logInWithRole, registerViaApi, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { claimableVenue } from '../claims-support.js';
import { putOnPlan } from '../producer-support.js';
import { urlOf } from '../servers.js';

// Each test walks several producer screens with sign-ins and accessibility scans.
test.describe.configure({ timeout: 90_000 });

const PORTAL_LINK = 'https://billing.example.org/portal/home-e2e';

test.describe("the producer's home and the menu's producer group (issue 27)", () => {
  test('a producer reaches each tool from the Producer group, and the home says what to do next, up to the plan limit', async ({ page }) => {
    const email = await logInWithRole(page, 'home', 'producer', 'Pat');
    await expect(accountButton(page)).toHaveText('Pat');

    expect(await accountMenuLabels(page)).toEqual([
      'Account Details',
      'Address Book',
      'My Venues',
      'My Events',
      'Add Event',
      'My Calendars',
      'My Venue Data',
      'Subscription',
      'Contact Support',
      'Log Out',
    ]);
    await expect(page.getByRole('menu').getByRole('group', { name: 'Producer' }).getByRole('menuitem')).toHaveCount(7);
    await page.keyboard.press('Escape');

    // Every entry of the group is a real page of its own.
    const pages: readonly [string, string | RegExp][] = [
      ['My Events', /Upcoming Events?$|^My Events$/],
      ['Add Event', 'Add Event'],
      ['My Calendars', 'My Calendars'],
      ['My Venue Data', 'My Venue Data'],
      ['Subscription', 'Subscription'],
      ['Contact Support', 'Contact Support'],
      ['My Venues', PRODUCER_HOME_MESSAGES.title],
    ];
    for (const [item, heading] of pages) {
      await followMenuItem(page, item);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: /not available|Page not found|could not be loaded/ })).toHaveCount(0);
    }

    // The home: the venue with its plan, quota and next step. The venue may hold seeded events up to the demo plan's
    // limit, so the producer is first put on a plan with room.
    const quotas = await page.request.get(urlOf('main', '/events/api/v1/producer/quotas/'));
    const [venue] = (await quotas.json()) as { quota: { used: number } }[];
    const used = venue?.quota.used ?? 0;
    await putOnPlan(email, { code: `home-${uniqueSuffix()}`, activeEvents: used + 2, portalLink: PORTAL_LINK });
    await page.reload();
    const card = page.getByTestId('managed-venue');
    await expect(card).toHaveCount(1);
    const venueName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expect(card.getByRole('meter', { name: `${venueName}: active events` })).toBeVisible();
    await expect(card).toContainText(`${used} of ${used + 2} active event(s)`);
    await expect(card).toContainText(`${used} event`);
    await expect(card).toContainText(/\d+ page views?/);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link', { name: /^(Add your first event|Add an event): / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
    await page.goBack();
    await card.getByRole('link', { name: `Edit venue: ${venueName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();

    // At the plan's limit the home, the quota bars and the event form all lead the billing contact to the subscription page.
    await putOnPlan(email, { code: `home-${uniqueSuffix()}`, activeEvents: used, portalLink: PORTAL_LINK });
    await page.goto(urlOf('main', '/manage/'));
    await expect(card).toContainText(`${used} of ${used} active event(s)`);
    await expect(card).toContainText(PRODUCER_HOME_MESSAGES.nextStep.upgrade);
    await expect(card.getByRole('link', { name: /^Add/ })).toHaveCount(0);

    await page.goto(urlOf('main', '/manage/events/'));
    const bars = page.getByTestId('quota-bars');
    await expect(bars).toContainText(PUBLISHING_BLOCK_MESSAGES.upgrade);
    await expect(bars.getByRole('link', { name: `Upgrade the subscription plan of ${venueName}` })).toHaveAttribute('href', '/subscription/manage/');

    await page.goto(urlOf('main', '/manage/'));
    await card.getByRole('link', { name: `Upgrade the subscription plan of ${venueName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    // Manual billing: whom to write to, and the billing page staff set for the venue.
    await expect(page.getByRole('link', { name: `Manage billing for ${venueName}` })).toHaveAttribute('href', PORTAL_LINK);
    await expectNoSeriousA11yViolations(page);
  });

  test('a claimant finds the claim in review at My Venues before managing anything', async ({ page }) => {
    const email = uniqueEmail('home-claimant');
    await registerViaApi(page.request, email);
    const venue = await claimableVenue();
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const claimed = await page.request.post(urlOf('main', '/events/api/v1/poi/claim/'), { data: { id: venue.id }, headers: { 'X-CSRFToken': csrf } });
    expect(claimed.status(), await claimed.text()).toBe(201);

    await page.goto(urlOf('main', '/'));
    expect(await accountMenuLabels(page)).toEqual(['Account Details', 'Address Book', 'My Venues', 'My Claims', 'Contact Support', 'Log Out']);
    await page.getByRole('menuitem', { name: 'My Venues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCER_HOME_MESSAGES.title })).toBeVisible();
    const claims = page.getByRole('region', { name: 'Claims in review' });
    await expect(claims).toContainText(`${venue.name}: ${PRODUCER_HOME_MESSAGES.claimInReview}.`);
    await claims.getByRole('link', { name: 'See My Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Claims' })).toBeVisible();
    await page.goBack();
    await expect(claims).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
