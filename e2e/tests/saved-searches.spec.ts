import { ERRORS } from '@events/contracts/messages';
import { SAVED_SEARCH_MESSAGES } from '@events/contracts/saved-searches';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { listHeading, regionDay, REGION_TIME_ZONE, saveListingAs, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

test.use({ timezoneId: REGION_TIME_ZONE });
test.describe.configure({ timeout: 120_000 });

const LENOX = { id: 'lenox-ma', latitude: 42.3565, longitude: -73.2848 };

/** In-person events around Lenox within 25 mi over the next 30 days. */
function lenoxListing(extra = ''): string {
  return `/events/?default_loc_id=${LENOX.id}&latitude=${LENOX.latitude}&longitude=${LENOX.longitude}&radius=25&date_start=${regionDay(0)}&date_end=${regionDay(29)}&is_in_person=true${extra}`;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save search' });
const cards = (page: Page) => page.getByTestId('saved-search-card');

async function openListing(page: Page, path: string) {
  await page.goto(urlOf('main', path));
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
}

test.describe('saved searches', () => {
  test('anonymous visitors are asked to register; the empty list leads to a new search', async ({ page, context }) => {
    await openListing(page, '/events/');
    await saveButton(page).click();
    const prompt = page.getByRole('dialog');
    await expect(prompt.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Close' }).click();

    await signInNewUser(page, context, 'searches-empty', '/saved/searches/');
    await expect(listHeading(page)).toHaveText('0 Saved Searches');
    await expect(page.getByRole('heading', { name: SAVED_SEARCH_MESSAGES.emptyTitle })).toBeVisible();
    await expect(page.getByText(SAVED_SEARCH_MESSAGES.emptyText)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'New search' }).click();
    // The listing then writes its location into the address; the link itself leads to the plain list.
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === urlOf('main', '/events/'));
  });

  test('save, list, rename, export, open, update and delete a search', async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('main') });
    await signInNewUser(page, context, 'searches-flow', '/events/');
    await openListing(page, lenoxListing());

    // The dialog: keyboard operable, Save disabled until a name, a counter, focus back on the button.
    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save Search' });
    const name = dialog.getByLabel('Search name');
    await expect(name).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.type('Lenox in person');
    await expect(dialog.getByText('15/65')).toBeVisible();
    await expect(name).toHaveAttribute('maxlength', '65');
    // A failing save keeps the dialog open with the spec's message.
    await page.route('**/events/api/v1/saved_searches/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), { times: 1 });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ERRORS.saveSearch);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(saveButton(page)).toBeFocused();

    // The list: one card with its location, date and filter lines.
    await page.goto(urlOf('main', '/saved/searches/'));
    await expect(listHeading(page)).toHaveText('1 Saved Search');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveText('Lenox in person');
    await expect(card.getByTestId('saved-search-location')).toContainText('Lenox, MA');
    await expect(card.getByTestId('saved-search-location')).toContainText('within 25 mi');
    await expect(card).toContainText('Next 30 Days');
    await expect(card).toContainText('TypeIn Person');
    await expectNoSeriousA11yViolations(page);

    // Rename inline with the pencil: a failure restores the old name, then the new name is kept.
    await page.route('**/events/api/v1/saved_searches/*/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Server error"}' }) : route.fallback(), { times: 1 });
    await card.getByRole('button', { name: 'Rename Lenox in person' }).click();
    await card.getByLabel('Search name').fill('Broken rename');
    await card.getByLabel('Search name').press('Enter');
    await expect(card.getByRole('alert')).toHaveText('Failed to rename item: Server error');
    await expect(card.getByRole('heading')).toHaveText('Lenox in person');
    await card.getByRole('button', { name: 'Rename Lenox in person' }).click();
    await card.getByLabel('Search name').fill('Lenox weekends');
    await card.getByLabel('Search name').press('Enter');
    await expect(card.getByRole('heading')).toHaveText('Lenox weekends');
    await page.reload();
    await expect(cards(page).first().getByRole('heading')).toHaveText('Lenox weekends');

    // Export through the menu, by keyboard: 10 by default, 20 on request, Copy Text. A wide card renames with its
    // pencil only: Rename is in the menu in the compact style (a phone) alone.
    await cards(page).first().getByRole('button', { name: 'Options for Lenox weekends' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Export Results' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
    await page.keyboard.press('Enter');
    const exporting = page.getByRole('dialog', { name: /Export Results/ });
    await expect(exporting.getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'true');
    const text = exporting.getByRole('textbox', { name: 'Results' });
    await expect(text).toHaveAttribute('readonly', '');
    const blocks = async () => (await text.inputValue()).split('\n\n').length;
    await expect.poll(blocks).toBeGreaterThan(0);
    const tenBlocks = await blocks();
    expect(tenBlocks).toBeLessThanOrEqual(10);
    expect(await text.inputValue()).toContain(urlOf('main', '/'));
    await expectNoSeriousA11yViolations(page);
    await exporting.getByRole('button', { name: '20' }).click();
    await expect(exporting.getByRole('button', { name: '20' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(blocks).toBeGreaterThanOrEqual(tenBlocks);
    expect(await blocks()).toBeLessThanOrEqual(20);
    await exporting.getByRole('button', { name: SAVED_SEARCH_MESSAGES.copy }).click();
    await expect(exporting.getByRole('button', { name: SAVED_SEARCH_MESSAGES.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.inputValue());
    await page.keyboard.press('Escape');
    await expect(exporting).toBeHidden();
    await expect(cards(page).first().getByRole('button', { name: 'Options for Lenox weekends' })).toBeFocused();

    // Opening the card shows the listing with the same filters.
    await cards(page).first().getByTestId('saved-search-location').click();
    await expect(page).toHaveURL(/\/events\/\?/);
    const opened = new URL(page.url()).searchParams;
    expect(opened.get('default_loc_id')).toBe(LENOX.id);
    expect(opened.get('radius')).toBe('25');
    expect(opened.get('is_in_person')).toBe('true');
    expect(opened.get('date_start')).toBe(regionDay(0));
    expect(opened.get('date_end')).toBe(regionDay(29));
    await expect(page.getByTestId('result-summary')).toContainText('Lenox, MA');

    // Update it from the dialog's update mode with a keyword added.
    await openListing(page, lenoxListing('&keyword=music'));
    await saveButton(page).click();
    const update = page.getByRole('dialog', { name: 'Save Search' });
    await update.getByRole('button', { name: 'Update an existing saved search instead' }).click();
    const updating = page.getByRole('dialog', { name: 'Update Saved Search' });
    await expect(updating.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();
    await updating.getByLabel('Saved search').selectOption({ label: 'Lenox weekends' });
    await expectNoSeriousA11yViolations(page);
    await updating.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(updating).toBeHidden();
    await page.goto(urlOf('main', '/saved/searches/'));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Keywordmusic');
    await expect(cards(page).first().getByRole('heading')).toHaveText('Lenox weekends');

    // Delete through the menu: the card goes and the empty state shows.
    await cards(page).first().getByRole('button', { name: 'Options for Lenox weekends' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: SAVED_SEARCH_MESSAGES.emptyTitle })).toBeVisible();
    await expect(listHeading(page)).toHaveText('0 Saved Searches');
  });

  test('a current-location search exports from where the browser is, or says it cannot and uses the default town', async ({ page, context }) => {
    const origin = urlOf('main', '/').replace(/\/$/, '');
    const range = `date_start=${regionDay(0)}&date_end=${regionDay(29)}`;
    await context.grantPermissions(['geolocation'], { origin });
    await context.setGeolocation({ latitude: LENOX.latitude, longitude: LENOX.longitude });
    await signInNewUser(page, context, 'searches-current', '/events/');
    await openListing(page, `/events/?default_loc_id=current&latitude=${LENOX.latitude}&longitude=${LENOX.longitude}&radius=10&${range}`);
    await saveListingAs(page, 'Near me');

    /** The export's event addresses, in order. */
    const exported = async (): Promise<string[]> => {
      await page.goto(urlOf('main', '/saved/searches/'));
      await page.getByRole('button', { name: 'Options for Near me' }).click();
      await page.getByRole('menuitem', { name: 'Export Results' }).click();
      const text = page.getByRole('dialog', { name: /Export Results/ }).getByRole('textbox', { name: 'Results' });
      await expect(text).toHaveValue(/\S/);
      return [...(await text.inputValue()).matchAll(/https?:\/\/\S+\/events\/\d+\/\S*/g)].map((m) => new URL(m[0]).pathname);
    };
    /**
     * What the events listing answers around a point: the first ten by date within 10 mi, over the export's dates.
     * A saved range that has begun runs from today (upcomingRange), and the run may pass the product's midnight.
     */
    const lastDay = regionDay(29);
    const listedAround = async (latitude: number, longitude: number): Promise<string[]> => {
      const dates = `date_start=${regionDay(0)}&date_end=${lastDay}`;
      const res = await page.request.get(urlOf('main', `/events/api/v1/events/?latitude=${latitude}&longitude=${longitude}&radius=10&${dates}&ordering=dt_next&page_size=10`));
      return ((await res.json()) as { results: { absoluteUrl: string }[] }).results.map((card) => card.absoluteUrl);
    };
    /** The export, once it equals the listing around the point (asked again should midnight fall between the two). */
    const exportedAsListedAround = async ({ latitude, longitude }: { latitude: number; longitude: number }): Promise<string[]> => {
      let shown: string[] = [];
      await expect(async () => {
        shown = await exported();
        expect(shown).toEqual(await listedAround(latitude, longitude));
      }).toPass();
      return shown;
    };

    const aroundLenox = await exportedAsListedAround(LENOX);
    const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
    await context.setGeolocation(BOSTON);
    const aroundBoston = await exportedAsListedAround(BOSTON);
    expect(aroundBoston).not.toEqual(aroundLenox);

    // Refused: the error, and the results around the first default town.
    await context.clearPermissions();
    const fromTown = await exported();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`${ERRORS.geolocation} Results are measured from Pittsfield, MA.`);
    expect(fromTown).toEqual(await listedAround(42.4501, -73.2454));
    await expectNoSeriousA11yViolations(page);
  });

  test('an export with nothing to show says so; the list sorts by Last added', async ({ page, context }) => {
    await signInNewUser(page, context, 'searches-export', '/events/');
    await openListing(page, lenoxListing('&keyword=zqxjvwnothingmatches'));
    await saveListingAs(page, 'Nothing here');
    await openListing(page, lenoxListing());
    await saveListingAs(page, 'Something here');

    await page.goto(urlOf('main', '/saved/searches/?ordering=-created'));
    await expect(page.getByRole('button', { name: /Sort by: Last added/ })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(['Something here', 'Nothing here']);
    await cards(page).nth(1).getByRole('button', { name: 'Options for Nothing here' }).click();
    await page.getByRole('menuitem', { name: 'Export Results' }).click();
    const exporting = page.getByRole('dialog', { name: /Export Results/ });
    await expect(exporting.getByText(ERRORS.exportEmpty)).toBeVisible();
  });
});
