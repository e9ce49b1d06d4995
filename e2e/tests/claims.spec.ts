import { BILLING_MESSAGES } from '@events/contracts/billing';
import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUserWithRole, linkFromOutbox, logInWithEmail, registerViaApi, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { claimableVenue, mailTo } from '../claims-support.js';
import { urlOf } from '../servers.js';

// Each test walks a whole flow across two accounts (sign-ins, the desk, mails, accessibility scans).
test.describe.configure({ timeout: 120_000 });

const DESK = '/manage/venues/claims/';

async function signInAt(page: Page, email: string, next: string): Promise<void> {
  await page.goto(urlOf('main', `/auth/login/?next=${encodeURIComponent(next)}`));
  await logInWithEmail(page, email);
  await expect(page).toHaveURL(urlOf('main', next));
}

/** Registers (which signs the page's context in) and opens the claim screen with the venue preselected (?vid=). */
async function registerAndOpenClaim(page: Page, email: string, venue: { id: number }): Promise<void> {
  await registerViaApi(page.request, email);
  await page.goto(urlOf('main', `/claim/poi/producer/?vid=${venue.id}`));
}

/** A signed-in user claims the venue on the claim screen. */
async function claimAs(page: Page, email: string, venue: { id: number; name: string }): Promise<void> {
  await registerAndOpenClaim(page, email, venue);
  await expect(page.getByRole('heading', { name: 'Claim Your Venue' })).toBeVisible();
  await expect(page.getByTestId('claim-venue-card')).toContainText(venue.name);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByTestId('claim-thanks')).toContainText(CLAIM_MESSAGES.claimThanks);
}

/** A moderator's page on the desk with every status shown, so the claim is there whatever its status. */
async function openDesk(browser: Browser, email: string, role: 'editor' | 'superuser'): Promise<Page> {
  await createUserWithRole(email, role, role === 'editor' ? 'Eve' : 'Sam');
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, email, `${DESK}?status=all`);
  await expect(page.getByRole('heading', { name: 'Manage Producer Requests' })).toBeVisible();
  return page;
}

const cardOf = (page: Page, venueName: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: venueName, exact: true }) });

test.describe('venue claims from request to subscription (issue 14)', () => {
  test('a user claims a demo venue, an editor verifies it and sets the plan, and the user gets the producer tools', async ({ page, browser }) => {
    test.slow();
    const venue = await claimableVenue();
    const claimant = uniqueEmail('claimant');
    await registerAndOpenClaim(page, claimant, venue);
    // The search asks for three characters before it looks.
    await page.getByLabel('Search for your venue').fill('ab');
    await expect(page.getByRole('status').filter({ hasText: 'Enter at least 3 characters.' })).toBeVisible();
    await expect(page.getByTestId('claim-venue-card')).toContainText(venue.name);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByTestId('claim-thanks')).toContainText(CLAIM_MESSAGES.claimThanks);
    // The activation instructions land in the outbox.
    expect(await linkFromOutbox(claimant, '/subscription/manage/')).toBe('/subscription/manage/');

    const desk = await openDesk(browser, uniqueEmail('desk-admin'), 'superuser');
    await expectNoSeriousA11yViolations(desk);
    const card = cardOf(desk, venue.name);
    await expect(card).toContainText('New');
    await card.getByRole('button', { name: `Edit claim of ${venue.name}` }).click();
    const modal = desk.getByRole('dialog', { name: 'Editing Venue Request' });
    await modal.getByRole('combobox', { name: 'Status', exact: true }).selectOption('verified');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(card).toContainText('Verified');
    // A verified claim offers only Edit.
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await card.getByRole('button', { name: `Edit claim of ${venue.name}` }).click();
    await expect(modal.getByRole('listitem').filter({ hasText: 'Verified by' })).toBeVisible();
    await expect(modal.getByRole('listitem').filter({ hasText: 'New by automatic check' })).toBeVisible();
    await modal.getByRole('combobox', { name: 'Plan', exact: true }).selectOption('demo');
    await modal.getByRole('button', { name: 'Set plan' }).click();
    await expect(modal.getByRole('status').filter({ hasText: 'Plan set: Demo, active.' })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toContainText('Demo');
    expect(await mailTo(claimant, 'is verified')).toContain(venue.name);

    // The claimant reloads: producer tools with the plan's quota.
    await page.goto(urlOf('main', '/manage/events/'));
    // The demo venue comes with its upcoming events; the allowance is the demo plan's 10.
    await expect(page.getByText(/^\d+ of 10 active event\(s\)$/)).toBeVisible();
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menuitem', { name: 'Add Event', exact: true })).toBeVisible();

    // The subscription is canceled: no new events, and the list says the published ones stay listed.
    await card.getByRole('button', { name: `Edit claim of ${venue.name}` }).click();
    await modal.getByRole('combobox', { name: 'Subscription status', exact: true }).selectOption('canceled');
    await modal.getByRole('button', { name: 'Set plan' }).click();
    await expect(modal.getByRole('status').filter({ hasText: 'Plan set: Demo, canceled.' })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByText(BILLING_MESSAGES.publishingStopped)).toBeVisible();
    await expect(page.getByText(/^\d+ of 0 active event\(s\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeDisabled();
  });

  test('an editor rejects a claim with the keyboard alone, and the mail says why', async ({ page, browser }) => {
    test.slow();
    const venue = await claimableVenue();
    const claimant = uniqueEmail('rejected');
    await claimAs(page, claimant, venue);

    const desk = await openDesk(browser, uniqueEmail('desk-editor'), 'editor');
    const edit = cardOf(desk, venue.name).getByRole('button', { name: `Edit claim of ${venue.name}` });
    await edit.focus();
    await desk.keyboard.press('Enter');
    const modal = desk.getByRole('dialog', { name: 'Editing Venue Request' });
    const status = modal.getByRole('combobox', { name: 'Status', exact: true });
    await expect(status).toBeFocused();
    // "R" picks Rejected in the focused chooser; the explanation box appears with its hint, and Save waits for it.
    await desk.keyboard.press('r');
    await expect(status).toHaveValue('rejected');
    await expect(modal.getByText(CLAIM_MESSAGES.rejectionHint)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await desk.keyboard.press('Tab');
    await expect(modal.getByRole('textbox', { name: 'Explanation' })).toBeFocused();
    await desk.keyboard.type('We could not reach you at the venue.');
    await expectNoSeriousA11yViolations(desk);
    const save = modal.getByRole('button', { name: 'Save' });
    for (let presses = 0; presses < 12 && !(await save.evaluate((el) => el === document.activeElement)); presses++) await desk.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    expect(await mailTo(claimant, 'was not accepted')).toContain('We could not reach you at the venue.');
  });

  test('an anonymous visitor following the house ad is asked to log in and comes back to the claim screen', async ({ page }) => {
    const email = uniqueEmail('house-ad');
    await registerViaApi(page.request, email);
    await page.context().clearCookies();
    await page.goto(urlOf('main', '/events/'));
    await page.getByTestId('ad-network-unit').getByRole('link', { name: 'Claim your venue' }).click();
    await expect(page).toHaveURL(urlOf('main', '/claim/poi/producer/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await logInWithEmail(page.getByRole('dialog'), email);
    await expect(page).toHaveURL(urlOf('main', '/claim/poi/producer/'));
    await expect(page.getByRole('heading', { name: 'Claim Your Venue' })).toBeVisible();
  });
});
