import { BILLING_MESSAGES } from '@events/contracts/billing';
import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { SEARCH_PROMPTS } from '@events/contracts/messages';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, linkFromOutbox, logInWithEmail, PASSWORD, registerViaApi, signInAt, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { billingContactOfFreeVenue, claimableVenue, mailTo } from '../claims-support.js';
import { submitBasicVenueForm } from '../producer-support.js';
import { urlOf } from '../servers.js';

// Each test walks a whole flow across two accounts (sign-ins, the desk, mails, accessibility scans).
test.describe.configure({ timeout: 120_000 });

const DESK = '/manage/venues/claims/';

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

/** Presses Tab until `target` has the focus (the keyboard-only walks), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const cardOf = (page: Page, venueName: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: venueName, exact: true }) });

test.describe('venue claims from request to subscription (issue 14)', () => {
  test('a user claims a demo venue, an editor verifies it and sets the plan, and the user gets the producer tools', async ({ page, browser }) => {
    test.slow();
    const venue = await claimableVenue();
    const claimant = uniqueEmail('claimant');
    await registerAndOpenClaim(page, claimant, venue);
    // The search prompts in the spec's words until three characters are typed.
    await page.getByLabel('Search for your venue').fill('ab');
    await expect(page.getByRole('status').filter({ hasText: SEARCH_PROMPTS.beginTyping })).toBeVisible();
    await expect(page.getByTestId('claim-venue-card')).toContainText(venue.name);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByTestId('claim-thanks')).toContainText(CLAIM_MESSAGES.claimThanks);
    // The activation instructions land in the outbox.
    expect(await linkFromOutbox(claimant, '/account/claims/')).toBe('/account/claims/');

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
    // Clicking the card itself opens it too.
    await card.getByRole('heading', { name: venue.name }).click();
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
    // Followed by the keyboard, as the listing journey turns its pages: the unit sits below cards that are laid out only
    // as they near the window (content-visibility), so a pointer that scrolls there and presses at once can land where
    // the link was before those cards took their real height (a CI run followed nothing). Enter on the focused link
    // follows it wherever it is.
    await page.getByTestId('ad-network-unit').getByRole('link', { name: 'Claim your venue' }).press('Enter');
    await expect(page).toHaveURL(urlOf('main', '/claim/poi/producer/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await logInWithEmail(page.getByRole('dialog'), email);
    await expect(page).toHaveURL(urlOf('main', '/claim/poi/producer/'));
    await expect(page.getByRole('heading', { name: 'Claim Your Venue' })).toBeVisible();
  });
  test('"Click here" requests a new venue: Cancel returns to the choice; the basic form is submitted and claimed at once', async ({ page, browser }) => {
    test.slow();
    const claimant = uniqueEmail('new-venue');
    const name = `Orchard Stage ${Date.now().toString(36)}`;
    await registerViaApi(page.request, claimant);
    await page.goto(urlOf('main', '/claim/poi/producer/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Claim Your Venue' })).toBeVisible();
    await page.getByRole('button', { name: 'Click here' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request a New Venue' })).toBeVisible();
    // The basic form: no editor fields.
    await expect(page.getByLabel('Region')).toHaveCount(0);
    await expect(page.getByLabel('POI type')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claim Your Venue' })).toBeVisible();
    await expect(page.getByLabel('Search for your venue')).toBeVisible();

    await page.getByRole('button', { name: 'Click here' }).click();
    await submitBasicVenueForm(page, { name, city: 'Lenox', lat: '42.3565', lon: '-73.2848' });
    const thanks = page.getByTestId('claim-thanks');
    await expect(thanks).toContainText(CLAIM_MESSAGES.submitThanks);
    await expect(thanks).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    expect(await linkFromOutbox(claimant, '/account/claims/')).toBe('/account/claims/');

    // The desk has the claim of the new venue, which waits unpublished for the editors.
    const desk = await openDesk(browser, uniqueEmail('desk-new-venue'), 'editor');
    const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: `${name} (${CLAIM_MESSAGES.unpublished})` }) });
    await expect(card).toContainText(claimant);
    await expect(card).toContainText('New');
  });

  test('/subscription/manage/ with manual billing says whom to contact and offers no payment buttons', async ({ page }) => {
    const email = uniqueEmail('manual-billing');
    // A producer comes with a demo venue on the demo plan, active.
    await createUserWithRole(email, 'producer', 'Pat');
    await signInAt(page, email, '/subscription/manage/');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.manualBilling)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@localhost' })).toHaveAttribute('href', 'mailto:support@localhost');
    await expect(page.getByText('Plan Demo, status active: 10 active event(s).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('with Stripe configured, the billing contact pays through Checkout and opens the customer portal', async ({ page }) => {
    test.slow();
    // The crossOrigin server bills through the local Stripe stand-in (e2e/stripe-stand-in.mjs).
    const email = uniqueEmail('stripe-payer');
    await registerViaApi(page.request, email, PASSWORD, 'crossOrigin');
    const venue = await billingContactOfFreeVenue('crossOrigin', email);

    await page.goto(urlOf('crossOrigin', '/subscription/manage/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.manualBilling)).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: venue.name, exact: true }) });
    await expect(card).toContainText('No subscription yet.');
    await expect(card.getByRole('combobox', { name: 'Plan' })).toHaveValue('demo');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Subscribe' }).click();

    // Stripe's hosted Checkout (the stand-in) got the plan's price and the venue; paying sends the signed webhook.
    await expect(page.getByRole('heading', { name: 'Checkout stand-in' })).toBeVisible();
    await expect(page.getByText(`Price price_demo for venue ${venue.id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(urlOf('crossOrigin', '/subscription/manage/?checkout=success'));
    await expect(card).toContainText('Plan Demo, status active: 10 active event(s).');

    await card.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: 'Customer portal stand-in' })).toBeVisible();
    await expect(page.getByText(/^Customer cus_e2e_\d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Return' }).click();
    await expect(page).toHaveURL(urlOf('crossOrigin', '/subscription/manage/'));
    await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  });

  test('the desk by keyboard alone: status filters and reset, Created or Updated, an empty filter, Delete of an open claim', async ({ page, browser }) => {
    test.slow();
    const venue = await claimableVenue();
    await claimAs(page, uniqueEmail('deleted'), venue);
    const desk = await openDesk(browser, uniqueEmail('desk-keys'), 'editor');
    const filters = desk.getByRole('navigation', { name: 'Filter by status' });
    const chip = (label: string) => filters.getByRole('button', { name: label, exact: true });
    const ordering = desk.getByRole('navigation', { name: 'Order claims' });
    const press = async (target: Locator) => {
      await tabTo(desk, target);
      await desk.keyboard.press('Enter');
    };

    // Every status is on (?status=all); reset goes back to the default claimed, new and verifying.
    await expect(chip('Rejected')).toHaveAttribute('aria-pressed', 'true');
    await press(filters.getByRole('link', { name: 'reset' }));
    await expect(desk).toHaveURL(urlOf('main', DESK));
    for (const on of ['Claimed', 'New', 'Verifying']) await expect(chip(on)).toHaveAttribute('aria-pressed', 'true');
    for (const off of ['Verified', 'Canceled', 'Rejected']) await expect(chip(off)).toHaveAttribute('aria-pressed', 'false');
    const card = cardOf(desk, venue.name);
    await expect(card).toContainText('Created');

    // Ordering by Updated shows when each claim changed; Created comes back.
    await press(ordering.getByRole('link', { name: 'Updated' }));
    await expect(desk).toHaveURL(/ordering=-updated/);
    await expect(ordering.getByRole('link', { name: 'Updated' })).toHaveAttribute('aria-current', 'true');
    await expect(card).toContainText('Updated');
    await press(ordering.getByRole('link', { name: 'Created' }));
    await expect(ordering.getByRole('link', { name: 'Created' })).toHaveAttribute('aria-current', 'true');
    await expect(card).toContainText('Created');

    // Claimants whose address nobody proved: this one never opened the mailed link.
    const unconfirmed = chip('Unconfirmed e-mail only');
    await expect(card).toContainText('e-mail not confirmed');
    await press(unconfirmed);
    await expect(desk).toHaveURL(/contact=unconfirmed/);
    await expect(unconfirmed).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toBeVisible();
    await press(unconfirmed);
    await expect(unconfirmed).toHaveAttribute('aria-pressed', 'false');

    // Canceled alone: nothing here has that status.
    await press(chip('Canceled'));
    for (const off of ['Claimed', 'New', 'Verifying']) {
      await press(chip(off));
      await expect(chip(off)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(desk).toHaveURL(urlOf('main', `${DESK}?status=canceled`));
    await expect(desk.getByText(CLAIM_MESSAGES.noItems)).toBeVisible();
    await expectNoSeriousA11yViolations(desk);

    // Back to the default filter, where the open claim offers Delete.
    await press(filters.getByRole('link', { name: 'reset' }));
    await expect(card).toContainText('New');
    await press(card.getByRole('button', { name: `Delete claim of ${venue.name}` }));
    const confirmation = desk.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirmation).toContainText(`The claim of ${venue.name}`);
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await press(confirmation.getByRole('button', { name: 'Delete' }));
    await expect(card).toHaveCount(0);
    await desk.reload();
    await expect(desk.getByRole('heading', { name: 'Manage Producer Requests' })).toBeVisible();
    await expect(desk.getByRole('button', { name: /^Edit claim of / }).first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
