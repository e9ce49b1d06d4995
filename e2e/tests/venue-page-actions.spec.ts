import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { ERRORS } from '@events/contracts/messages';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, createUserWithRole, linkFromOutbox, logInWithEmail, registerViaApi, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { billingContactOfFreeVenue, claimableVenue } from '../claims-support.js';
import { urlOf } from '../servers.js';
import { openVenuePage } from '../venue-pages.js';

// Each test walks pages of three remotes with sign-ins and accessibility scans.
test.describe.configure({ timeout: 90_000 });

/** The page's actions in the sticky header (the mobile bar repeats them on a phone). */
const headerActions = (page: Page) => page.getByTestId('detail-sticky-header');

test.describe('venue pages lead each visitor to what they may do there (issue 27)', () => {
  test('an unclaimed venue invites its owner to claim it, with the venue chosen, and My Claims follows the claim; a claimed one warns', async ({ page, request }) => {
    const venue = await claimableVenue();
    await openVenuePage(page, venue);
    const prompt = page.getByRole('region', { name: 'Is this your venue?' });
    await expect(prompt.getByRole('link', { name: 'Claim this venue' })).toHaveAttribute('href', `/claim/poi/producer/?vid=${venue.id}`);
    await expect(page.getByRole('link', { name: 'Edit venue' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Calendar feeds' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Someone with an account, not signed in here: the claim screen asks to log in, then shows the venue chosen.
    const email = uniqueEmail('claimer');
    await registerViaApi(request, email);
    await prompt.getByRole('link', { name: 'Claim this venue' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await logInWithEmail(page.getByRole('dialog'), email);
    await expect(page.getByRole('heading', { name: 'Claim Your Venue' })).toBeVisible();
    await expect(page.getByTestId('claim-venue-card')).toContainText(venue.name);
    await expect(page.getByText(ERRORS.alreadyClaimed)).toHaveCount(0);
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByTestId('claim-thanks')).toContainText(CLAIM_MESSAGES.claimThanks);

    // The claim-received mail and the account menu both lead to My Claims, where the claim waits for an editor.
    expect(await linkFromOutbox(email, '/account/claims/')).toBe('/account/claims/');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'My Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Claims' })).toBeVisible();
    const mine = page.getByTestId('my-claims').getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('link', { name: venue.name })).toBeVisible();
    await expect(mine).toContainText('An editor reviews your claim');
    await expectNoSeriousA11yViolations(page);

    // A venue with a manager: its page invites nobody, and the claim screen warns before anyone presses Claim.
    const ownerEmail = uniqueEmail('owner');
    await registerViaApi(request, ownerEmail);
    const managed = await billingContactOfFreeVenue('main', ownerEmail);
    await openVenuePage(page, managed);
    await expect(page.getByRole('region', { name: 'Is this your venue?' })).toHaveCount(0);
    await page.goto(urlOf('main', `/claim/poi/producer/?vid=${managed.id}`));
    await expect(page.getByTestId('claim-venue-card')).toContainText(managed.name);
    await expect(page.getByText(ERRORS.alreadyClaimed)).toBeVisible();
  });

  test('a producer edits its venue from the venue page; the venue list offers adding and suggesting a venue', async ({ page }) => {
    const email = uniqueEmail('venue-editor');
    await createUserWithRole(email, 'producer', 'Pat');
    await page.goto(urlOf('main', '/auth/login/'));
    await logInWithEmail(page, email);
    await expect(page).toHaveURL(urlOf('main', '/'));
    const context = await page.request.get(urlOf('main', '/events/userdata/'));
    const [managed] = ((await context.json()) as { producerQuotas: { poi: { id: number; name: string } }[] }).producerQuotas;
    if (!managed) throw new Error(`${email} manages no venue`);

    await openVenuePage(page, managed.poi);
    await expect(page.getByRole('region', { name: 'Is this your venue?' })).toHaveCount(0);
    await headerActions(page).getByRole('link', { name: 'Edit venue' }).click();
    await expect(page).toHaveURL(urlOf('main', `/manage/venues/edit/${managed.poi.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();

    // Its calendar feeds (issue 30) are one link away too: the edit screen opens at them, with the focus there.
    await openVenuePage(page, managed.poi);
    await headerActions(page).getByRole('link', { name: 'Calendar feeds' }).click();
    await expect(page).toHaveURL(urlOf('main', `/manage/venues/edit/${managed.poi.id}/#calendar-feeds`));
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar feeds' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar feeds' })).toBeInViewport();

    // Someone else's venue: no Edit.
    const other = await claimableVenue();
    await openVenuePage(page, other);
    await expect(page.getByRole('link', { name: 'Claim this venue' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit venue' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Calendar feeds' })).toHaveCount(0);

    await page.goto(urlOf('main', '/venues/'));
    const links = page.getByTestId('venue-submission-links');
    await expect(links.getByRole('link', { name: 'Add a venue' })).toHaveAttribute('href', '/manage/venues/add/');
    await links.getByRole('link', { name: 'Suggest a venue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Venue' })).toBeVisible();
  });
});
