import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import { OFFLINE_ACTION_MESSAGE, OFFLINE_NOTICE } from '@events/contracts/app-worker';
import { ERRORS } from '@events/contracts/messages';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { registerAndOpen } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

// Each test walks a whole flow (several screens, real backend, geocoding, accessibility scans).
test.describe.configure({ timeout: 90_000 });

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const status = (page: Page) => page.getByTestId('address-book-status');

/** Fills the address fields of the form (the state is a select for the US). */
async function fillAddress(page: Page, fields: { name: string; street?: string; city: string; state?: string; postal?: string; country?: string }) {
  await page.getByLabel('Name').fill(fields.name);
  if (fields.country) await page.getByLabel('Country').selectOption(fields.country);
  if (fields.street) await page.getByLabel('Street').fill(fields.street);
  await page.getByLabel('City').fill(fields.city);
  if (fields.state) {
    const state = page.getByLabel(/^State/);
    if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption(fields.state);
    else await state.fill(fields.state);
  }
  if (fields.postal) await page.getByLabel('Postal code').fill(fields.postal);
}

/** Opens the new address form and fills it with coordinates typed by the user (geocoding leaves them alone). */
async function fillAddressWithCoordinates(page: Page, fields: { name: string; city: string; state: string }, lat: string, lon: string) {
  await page.goto(urlOf('main', '/saved/addresses/add/'));
  await page.getByLabel('Enter coordinates manually').check();
  await fillAddress(page, fields);
  await page.getByLabel('Latitude').fill(lat);
  await page.getByLabel('Longitude').fill(lon);
}

test.describe('address book', () => {
  test('empty book, add an address by geocoding, use it in a search', async ({ page, context }) => {
    await registerAndOpen(page, context, 'book', '/saved/addresses/');
    await expect(page.getByRole('heading', { level: 1, name: '0 Saved Addresses' })).toBeVisible();
    await expect(page.getByText(ADDRESS_MESSAGES.emptyTitle)).toBeVisible();
    await expect(page.getByText(ADDRESS_MESSAGES.emptyText)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Your account' });
    await expect(nav.getByRole('link', { name: 'Address Book' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText(['My Events', 'My Venues', 'Saved Searches', 'Address Book', 'Account Details']);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'New Address' }).click();
    await expect(page).toHaveURL(/\/saved\/addresses\/add\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Address' })).toBeVisible();
    // Required fields, in the server's words.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    // Coordinates are read-only until geocoding fills them, one second after the address is complete.
    await expect(page.getByLabel('Latitude')).toHaveAttribute('readonly', '');
    await fillAddress(page, { name: 'Lenox studio', city: 'Lenox', state: 'MA' });
    await expect(page.getByLabel('Latitude')).toHaveValue(/^42\.3/);
    await expect(page.getByLabel('Longitude')).toHaveValue(/^-73\.2/);
    await expect(page.getByTestId('address-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('12 of 24 characters');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/saved\/addresses\/$/);
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.saved('Lenox studio'));
    await expect(page.getByRole('heading', { level: 1, name: '1 Saved Address' })).toBeVisible();
    await expect(card(page, 'Lenox studio')).toContainText('Lenox, MA');

    // The card opens the events around the address, and the discovery location picker lists it.
    const link = card(page, 'Lenox studio').getByRole('link', { name: 'Lenox studio' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/events\/\?address_id=\d+&latitude=42\.3\d*&longitude=-73\.2\d*$/);
    await link.click();
    await expect(page).toHaveURL(/\/events\/\?.*address_id=\d+/);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.getByRole('button', { name: /^Location/ }).click();
    const picker = page.getByRole('combobox', { name: 'Location', exact: true });
    await expect(picker.locator('optgroup[label="Address Book"] option')).toHaveText(['Lenox studio']);
  });

  test('manual coordinates, a failed geocode, edit, sort and delete', async ({ page, context }) => {
    await registerAndOpen(page, context, 'manual', '/saved/addresses/');

    // Override: the user types the coordinates; geocoding leaves them alone.
    await fillAddressWithCoordinates(page, { name: 'Trailhead', city: 'Pittsfield', state: 'MA' }, '42.48', '-73.2');
    await page.waitForTimeout(1500);
    await expect(page.getByLabel('Latitude')).toHaveValue('42.48');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.saved('Trailhead'));

    // A place the geocoder does not know: the failure message, the coordinates open for typing, a report link.
    await page.getByRole('link', { name: 'New Address' }).click();
    await fillAddress(page, { name: 'Cabin by the lake in the north woods', country: 'CA', city: 'Nowhereville', state: 'QC' });
    await expect(page.getByLabel('Name')).toHaveValue('Cabin by the lake in the');
    await expect(page.getByRole('alert').filter({ hasText: ERRORS.geocoding })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report an incorrect geocode to support' })).toHaveAttribute('href', /^mailto:support@localhost\?subject=Incorrect%20geocode/);
    await expect(page.getByLabel('Latitude')).not.toHaveAttribute('readonly', '');
    await page.getByLabel('Latitude').fill('46.1');
    await page.getByLabel('Longitude').fill('-74.6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.saved('Cabin by the lake in the'));
    await expect(page.getByRole('heading', { level: 1, name: '2 Saved Addresses' })).toBeVisible();

    // Last edited first; Last added keeps its choice in the URL.
    await expect(cards(page).first()).toContainText('Cabin by the lake in the');
    await page.getByRole('link', { name: 'Sort by Last added' }).click();
    await expect(page).toHaveURL(/ordering=-created/);
    await expect(page.getByRole('link', { name: 'Sort by Last added' })).toHaveAttribute('aria-current', 'true');

    // Edit through the card's menu, by keyboard.
    const trailMenu = card(page, 'Trailhead').getByRole('button', { name: 'Actions for Trailhead' });
    await trailMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveText(['View', 'Edit', 'Delete']);
    await expect(page.getByRole('menuitem', { name: 'View' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/saved\/addresses\/edit\/\d+\/$/);
    await expect(page.getByLabel('Latitude')).toHaveValue('42.48');
    await page.getByLabel('Name').fill('Trailhead north');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.updated('Trailhead north'));

    // Delete from the card: the modal (keyboard: Escape cancels, focus comes back to the menu button).
    const menu = card(page, 'Trailhead north').getByRole('button', { name: 'Actions for Trailhead north' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: ADDRESS_MESSAGES.confirmTitle });
    await expect(dialog).toContainText(ADDRESS_MESSAGES.confirmText);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.deleted('Trailhead north'));
    await expect(card(page, 'Trailhead north')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '1 Saved Address' })).toBeVisible();

    // Delete from the form.
    await card(page, 'Cabin').getByRole('button', { name: /^Actions for Cabin/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: ADDRESS_MESSAGES.confirmTitle }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/saved\/addresses\/$/);
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.deleted('Cabin by the lake in the'));
    await expect(page.getByText(ADDRESS_MESSAGES.emptyTitle)).toBeVisible();
  });

  test('a failed deletion restores the card with the reason', async ({ page, context }) => {
    await registerAndOpen(page, context, 'delfail', '/saved/addresses/');
    const created = await context.request.post(urlOf('main', '/events/api/v1/search_addresses/'), {
      data: { address_name: 'Office', city: 'Lenox', state: 'MA', country: 'US', lat: 42.35, lon: -73.28 },
      headers: { 'X-CSRFToken': (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();
    await page.route('**/events/api/v1/search_addresses/*/', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Server error.' }) });
    });
    await card(page, 'Office').getByRole('button', { name: 'Actions for Office' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'Office')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert').filter({ hasText: ERRORS.deleteItem('Server error.') })).toBeVisible();
    await expect(card(page, 'Office')).not.toHaveAttribute('aria-busy', 'true');
    await expect(card(page, 'Office')).toBeVisible();
  });

  test("another user never sees someone's address; an unknown id is not found; anonymous visitors are asked to log in", async ({ browser, page, context }) => {
    await registerAndOpen(page, context, 'owner', '/saved/addresses/');
    await fillAddressWithCoordinates(page, { name: 'Private place', city: 'Lenox', state: 'MA' }, '42.35', '-73.28');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Private place')).toBeVisible();
    await card(page, 'Private place').getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit\/\d+\/$/);
    const editPath = new URL(page.url()).pathname;

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await registerAndOpen(other, otherContext, 'other', '/saved/addresses/');
    await expect(other.getByRole('heading', { level: 1, name: '0 Saved Addresses' })).toBeVisible();
    await other.goto(urlOf('main', editPath));
    await expect(other.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await otherContext.close();

    const anonymousContext = await browser.newContext();
    const anonymous = await anonymousContext.newPage();
    await anonymous.goto(urlOf('main', '/saved/addresses/'));
    await expect(anonymous.getByTestId('sign-in-required')).toBeVisible();
    await expect(anonymous.getByRole('dialog')).toBeVisible();
    await anonymousContext.close();
  });

  test('offline, saving an address says it needs the network and keeps what was typed; online again, it saves', async ({ page, context }) => {
    await registerAndOpen(page, context, 'book-offline', '/saved/addresses/');
    await fillAddressWithCoordinates(page, { name: 'Hill cabin', city: 'Lenox', state: 'MA' }, '42.35', '-73.28');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(OFFLINE_ACTION_MESSAGE)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Hill cabin');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText(ADDRESS_MESSAGES.saved('Hill cabin'));
    await expect(card(page, 'Hill cabin')).toBeVisible();
  });
});
