import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolationsOnPhone, PHONE, scrollsSideways, smallTapTargets } from '../phone-support.js';
import { regionDay, REGION_TIME_ZONE, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

// Issue 19: the account's saved lists and address book on a 390 x 844 phone.
test.use({ ...PHONE, timezoneId: REGION_TIME_ZONE });
test.describe.configure({ timeout: 90_000 });

const FOLD = PHONE.viewport.height;

/** A write through the API as the signed-in browser (its cookies, and the CSRF token echoed as the pages do). */
async function post(context: BrowserContext, pathname: string, data?: unknown): Promise<void> {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await context.request.post(urlOf('main', pathname), { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function firstId(context: BrowserContext, pathname: string): Promise<number> {
  const response = await context.request.get(urlOf('main', pathname));
  expect(response.ok()).toBe(true);
  const first = ((await response.json()) as { results: { id: number }[] }).results[0];
  if (!first) throw new Error(`${pathname} lists nothing`);
  return first.id;
}

/** The phone budget: the first item ends on the first screen, nothing scrolls sideways, every target is 44 px. */
async function expectPhoneFit(page: Page, firstItem: string): Promise<void> {
  const item = page.getByTestId(firstItem).first();
  await expect(item).toBeVisible();
  const box = await item.boundingBox();
  expect(box!.y).toBeLessThan(FOLD);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousA11yViolationsOnPhone(page);
}

test('saved events, venues and searches and the address book fit a phone', async ({ page, context }) => {
  await signInNewUser(page, context, 'phone-account', '/saved/events/');
  await post(context, `/events/api/saved_events/event/${await firstId(context, `/events/api/v1/events/?date_start=${regionDay(0)}&date_end=${regionDay(1)}&page_size=1`)}/`);
  await post(context, `/events/api/saved_pois/poi/${await firstId(context, '/events/api/v1/poi/?page_size=1')}/`);
  await post(context, '/events/api/v1/saved_searches/', { search_name: 'Free music this week', default_loc_id: 'pittsfield-ma', named_date: 'next_7', price: ['free'], age_group: [], event_types: [] });
  await post(context, '/events/api/v1/search_addresses/', { address_name: 'Lenox studio', city: 'Lenox', state: 'MA', country: 'US', lat: 42.3565, lon: -73.2848 });

  await page.reload();
  await expectPhoneFit(page, 'saved-event-card');
  await page.goto(urlOf('main', '/saved/venues/'));
  await expectPhoneFit(page, 'saved-venue-card');
  await page.goto(urlOf('main', '/saved/searches/'));
  await expectPhoneFit(page, 'saved-search-card');
  // The compact style: no pencil; Rename is in the card's menu (spec "Saved searches list").
  const search = page.getByTestId('saved-search-card').first();
  await expect(search.getByRole('button', { name: 'Rename Free music this week' })).toHaveCount(0);
  await search.getByRole('button', { name: 'Options for Free music this week' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await search.getByLabel('Search name').fill('Free music, Pittsfield');
  await search.getByLabel('Search name').press('Enter');
  await expect(search.getByRole('heading')).toHaveText('Free music, Pittsfield');
  await expect(search.getByRole('button', { name: 'Options for Free music, Pittsfield' })).toBeFocused();
  await page.goto(urlOf('main', '/saved/addresses/'));
  await expectPhoneFit(page, 'address-card');

  // The address form, with its map.
  await page.goto(urlOf('main', '/saved/addresses/add/'));
  await expect(page.getByRole('heading', { level: 1, name: 'New Address' })).toBeVisible();
  await page.getByLabel('City').fill('Lenox');
  const state = page.getByLabel(/^State/);
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption('MA');
  else await state.fill('MA');
  await expect(page.getByTestId('address-map')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(await scrollsSideways(page)).toBe(false);
  expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousA11yViolationsOnPhone(page);
});
