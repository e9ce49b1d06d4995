import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolationsOnPhone, PHONE, scrollsSideways, smallTapTargets } from '../phone-support.js';
import { urlOf } from '../servers.js';

// Issue 19: discovery on a 390 x 844 phone.
test.use({ ...PHONE, timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 60_000 });

const FOLD = PHONE.viewport.height;

async function firstCardFits(page: Page, testId: 'event-card' | 'venue-card'): Promise<void> {
  const card = page.getByTestId(testId).first();
  await expect(card).toBeVisible();
  const name = card.locator('.event-card__title');
  const media = card.locator('.event-card__media, .venue-card__media').first();
  const nameBox = await name.boundingBox();
  const mediaBox = await media.boundingBox();
  expect(nameBox, 'the first result has a name').not.toBeNull();
  expect(mediaBox, 'the first result has an image').not.toBeNull();
  // Its image and its name are on the first screen.
  expect(mediaBox!.y + mediaBox!.height).toBeLessThanOrEqual(FOLD);
  expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(FOLD);
}

for (const { path, card } of [
  { path: '/events/', card: 'event-card' as const },
  { path: '/venues/', card: 'venue-card' as const },
]) {
  test(`${path}: the first result in view, no sideways scrolling, tap targets of 44 px`, async ({ page }) => {
    await page.goto(urlOf('main', path));
    await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
    await firstCardFits(page, card);
    expect(await scrollsSideways(page)).toBe(false);
    // One row: the Filters button and the sort menu; no filter pills.
    const row = page.getByTestId('filter-row');
    await expect(row.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Sort/ })).toBeVisible();
    await expect(page.getByTestId('filter-dates')).toHaveCount(0);
    await expect(page.getByTestId('results-map')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    expect(await smallTapTargets(page)).toEqual([]);
    await expectNoSeriousA11yViolationsOnPhone(page);

    // The row stays under the top of the screen while the results scroll.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(async () => (await row.boundingBox())?.y).toBe(0);
  });
}

test('/events/: the Filters sheet by keyboard: focus kept inside, Escape and back close it, Apply filters', async ({ page }) => {
  await page.goto(urlOf('main', '/events/'));
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
  // While the sheet is open the page behind it is hidden from assistive technology: found by its test id.
  const button = page.getByTestId('filters-sheet-button');
  await expect(button).toHaveAccessibleName('Filters');
  await button.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Full height, and every dropdown's contents.
  const box = await sheet.boundingBox();
  expect(box?.height).toBe(PHONE.viewport.height);
  for (const name of ['Dates', 'Location', 'Categories', 'Age Group', 'Price']) await expect(sheet.getByRole('region', { name })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Clear' })).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousA11yViolationsOnPhone(page);
  // Focus is trapped: tabbing 60 times never leaves the sheet.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  // The phone's back closes it and stays on the list.
  const listUrl = page.url();
  await button.click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  expect(page.url()).toBe(listUrl);

  // Apply: the choice reaches the address and the button counts it; Clear empties the sheet's choices.
  await button.click();
  await sheet.getByRole('checkbox', { name: 'Free' }).check();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/prices(\[\]|%5B%5D)?=free/);
  await expect(button).toHaveAccessibleName('Filters, 1 active');
  await expect(button).toHaveText('Filters (1)');
  await expect(button).toBeFocused();
  await button.click();
  await expect(sheet.getByRole('checkbox', { name: 'Free' })).toBeChecked();
  await sheet.getByRole('button', { name: 'Clear' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Free' })).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page).not.toHaveURL(/prices(\[\]|%5B%5D)?=free/);
  await expect(button).toHaveAccessibleName('Filters');
  // Back returns to the filtered list, not to an open sheet.
  await page.goBack();
  await expect(page).toHaveURL(/prices(\[\]|%5B%5D)?=free/);
  await expect(sheet).toBeHidden();
});

test('home: the search block fits the first screen and the first strip card starts in it', async ({ page }) => {
  await page.goto(urlOf('main', '/'));
  const strip = page.getByTestId('event-strip');
  await expect(strip.locator('li').first()).toBeVisible();
  const firstCard = await strip.locator('li').first().boundingBox();
  expect(firstCard!.y).toBeLessThan(FOLD);
  const findButton = await page.getByRole('button', { name: 'Find an Event' }).boundingBox();
  expect(findButton!.y + findButton!.height).toBeLessThanOrEqual(FOLD);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousA11yViolationsOnPhone(page);
});
