// Helpers of the saved-lists and saved-searches end-to-end tests: a signed-in user, the region's calendar day.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { accountButton, registerViaApi, uniqueEmail } from './accounts-support.js';
import { productDay } from './product-clock.js';
import { urlOf } from './servers.js';

/** The region's time zone: listings count "today" from it, and so does the browser here (test.use timezoneId). */
export const REGION_TIME_ZONE = 'America/New_York';

/** yyyy-MM-dd of the region's today plus `offset` days. */
export function regionDay(offset = 0): string {
  return productDay(offset, REGION_TIME_ZONE);
}

/** A new account, signed in in this browser context (registering through the API signs the context in). */
export async function signInNewUser(page: Page, context: BrowserContext, tag: string, path = '/saved/events/'): Promise<string> {
  const email = uniqueEmail(tag);
  await registerViaApi(context.request, email);
  await page.goto(urlOf('main', path));
  await expect(accountButton(page)).toBeVisible();
  return email;
}

/** Saves the listing on screen as a new search through its Save Search dialog. */
export async function saveListingAs(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await dialog.getByLabel('Search name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The heading of a saved list's page. */
export const listHeading = (page: Page) => page.getByTestId('saved-list-heading');
