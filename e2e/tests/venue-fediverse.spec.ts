import { FEDIVERSE_MESSAGES } from '@events/contracts/federation';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { claimableVenue } from '../claims-support.js';
import { test } from '../product-clock.js';
import { urlOf } from '../servers.js';
import { openVenuePage, venuePagePath } from '../venue-pages.js';

// Issue 33: every published venue is a fediverse actor, and its page tells a visitor how to follow it from their own
// server. The section is asked in the browser after hydration, so the page's HTML stays the same for everyone.

/** The visitor's server in these tests: its pages are answered here, so nothing leaves the machine. */
const INSTANCE = 'mastodon.example';

/** What React says in the console when hydration meets other markup than the server's (production builds: #418...). */
const HYDRATION_COMPLAINT = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

function watchHydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && HYDRATION_COMPLAINT.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

/** `text` as React writes it in HTML (a venue's name may hold "&": "Bishop & Burbank Fine Art"). */
const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const fediverseSection = (page: Page) => page.getByRole('region', { name: FEDIVERSE_MESSAGES.title });

test.describe('a venue page offers following the venue from Mastodon (issue 33)', () => {
  test('the handle, its copy and follower count show after hydration, and Follow opens the follow page of the server named', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('main') });
    await context.route(`https://${INSTANCE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Follow</title><p>Follow</p>' }));
    const complaints = watchHydrationComplaints(page);
    const venue = await claimableVenue();

    // The server's HTML holds none of it: the section comes from a request of the browser's own.
    const html = await (await page.request.get(urlOf('main', await venuePagePath(page.request, venue.id)))).text();
    expect(html).toContain(asHtmlText(venue.name));
    expect(html).not.toContain(FEDIVERSE_MESSAGES.title);
    // Neither the section (its test id) nor its answer (its cache key) is in it.
    expect(html).not.toContain('"venue-fediverse"');

    await openVenuePage(page, venue);
    const section = fediverseSection(page);
    const handle = section.getByTestId('venue-fediverse-handle');
    await expect(handle).toHaveText(new RegExp(`^@[^@\\s]+@${new URL(page.url()).host.replace(/\./g, '\\.')}$`));
    const handleText = (await handle.textContent()) ?? '';
    await expect(section.getByText(FEDIVERSE_MESSAGES.followers(0), { exact: true })).toBeVisible();
    expect(complaints).toEqual([]);

    await section.getByRole('button', { name: FEDIVERSE_MESSAGES.copyHandle }).click();
    await expect(section.getByRole('status')).toHaveText(FEDIVERSE_MESSAGES.handleCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(handleText);

    // Nothing typed, then something that is no server: the field says so, and has the focus again.
    const field = section.getByRole('textbox', { name: FEDIVERSE_MESSAGES.instanceLabel });
    await expect(field).toHaveAccessibleDescription(FEDIVERSE_MESSAGES.instanceHint);
    const follow = section.getByRole('button', { name: `${FEDIVERSE_MESSAGES.follow} ${FEDIVERSE_MESSAGES.opensInNewTab}`, exact: true });
    await follow.click();
    await expect(section.getByText(FEDIVERSE_MESSAGES.instanceInvalid)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(FEDIVERSE_MESSAGES.instanceInvalid.replace(/\./g, '\\.')));
    await expectNoSeriousA11yViolations(page);

    await field.fill('not a server');
    await follow.focus();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(section.getByText(FEDIVERSE_MESSAGES.instanceInvalid)).toBeVisible();

    // A server's name: its follow page opens in a new tab with the venue's handle.
    await field.fill(INSTANCE);
    const [followPage] = await Promise.all([context.waitForEvent('page'), follow.click()]);
    await expect(followPage).toHaveURL(new RegExp(`^https://${INSTANCE.replace(/\./g, '\\.')}/authorize_interaction\\?uri=`));
    expect(new URL(followPage.url()).searchParams.get('uri')).toBe(handleText);
    await expect(section.getByText(FEDIVERSE_MESSAGES.instanceInvalid)).toHaveCount(0);
    await followPage.close();
  });

  test('a venue the fediverse does not know shows no section, and the rest of its page stays', async ({ page }) => {
    await page.route('**/events/api/v1/poi/*/fediverse/', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Not found.' }) }),
    );
    const answered = page.waitForResponse((response) => /\/events\/api\/v1\/poi\/\d+\/fediverse\/$/.test(response.url()));
    const venue = await claimableVenue();
    await openVenuePage(page, venue);
    expect((await answered).status()).toBe(404);
    await expect(page.getByTestId('venue-contact')).toBeVisible();
    await expect(fediverseSection(page)).toHaveCount(0);
  });
});
