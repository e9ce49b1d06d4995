import { SAVED_MESSAGES } from '@events/contracts/saved';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { listHeading, regionDay, REGION_TIME_ZONE, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

test.use({ timezoneId: REGION_TIME_ZONE });
// Each test walks a whole flow (discovery, the account remote, accessibility scans).
test.describe.configure({ timeout: 90_000 });

const savedItems = (page: Page) => page.getByTestId('saved-item');

test.describe('saved events and venues lists', () => {
  test('empty lists show the spec texts and lead to discovery', async ({ page, context }) => {
    await signInNewUser(page, context, 'saved-empty', '/saved/events/');
    await expect(listHeading(page)).toHaveText('My Events');
    await expect(page.getByRole('heading', { name: SAVED_MESSAGES.eventsEmptyTitle })).toBeVisible();
    await expect(page.getByText(SAVED_MESSAGES.eventsEmptyText)).toBeVisible();
    await expect(page.getByRole('link', { name: SAVED_MESSAGES.discover })).toHaveAttribute('href', '/events/');
    await expectNoSeriousA11yViolations(page);

    await page.goto(urlOf('main', '/saved/venues/'));
    await expect(listHeading(page)).toHaveText('My Venues');
    await expect(page.getByRole('heading', { name: SAVED_MESSAGES.venuesEmptyTitle })).toBeVisible();
    await expect(page.getByText(SAVED_MESSAGES.venuesEmptyText)).toBeVisible();
    await page.getByRole('link', { name: SAVED_MESSAGES.discover }).click();
    // The listing then writes its location into the address; the link itself leads to the plain list.
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === urlOf('main', '/events/'));
  });

  test('an event and a venue bookmarked in discovery are listed, sorted and removed', async ({ page, context }) => {
    test.slow();
    await signInNewUser(page, context, 'saved-lists', `/events/?date_start=${regionDay(0)}&date_end=${regionDay(29)}`);

    // Two events and one venue, bookmarked from the listings' cards.
    const eventCards = page.getByTestId('event-card');
    const names: string[] = [];
    for (const index of [0, 1]) {
      const card = eventCards.nth(index);
      names.push((await card.getByRole('heading').textContent())?.trim() ?? '');
      await card.getByRole('button', { name: /^Save\b/ }).click();
      await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(urlOf('main', '/venues/'));
    const venueCard = page.getByTestId('venue-card').first();
    const venueName = (await venueCard.getByRole('heading').textContent())?.trim() ?? '';
    await venueCard.getByRole('button', { name: /^Save\b/ }).click();
    await expect(venueCard.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');

    // The saved events list: both, newest first, with a delete control each.
    await page.goto(urlOf('main', '/saved/events/'));
    await expect(listHeading(page)).toHaveText('2 Upcoming Events');
    await expect(page.getByTestId('saved-event-card').getByRole('heading')).toHaveText([names[1]!, names[0]!]);
    await expectNoSeriousA11yViolations(page);

    // Sort by Date through the keyboard: the ordering goes into the address.
    const sort = page.getByRole('button', { name: /Sort by: Last added/ });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Last added' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Date' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/saved\/events\/\?ordering=date$/);
    await expect(page.getByRole('button', { name: /Sort by: Date/ })).toBeVisible();
    await expect(page.getByTestId('saved-event-card')).toHaveCount(2);

    // A failing delete restores the card with the spec's message; then a real delete removes it.
    await page.route('**/events/api/saved_events/event/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Server error"}' }), { times: 1 });
    const first = savedItems(page).filter({ hasText: names[0]! });
    await first.getByRole('button', { name: `Delete ${names[0]}` }).click();
    await expect(first.getByRole('alert')).toHaveText('Failed to delete item: Server error');
    await expect(first).not.toHaveAttribute('aria-busy', 'true');
    await first.getByRole('button', { name: `Delete ${names[0]}` }).click();
    await expect(savedItems(page).filter({ hasText: names[0]! })).toHaveCount(0);
    await expect(listHeading(page)).toHaveText('1 Upcoming Event');
    await page.reload();
    await expect(page.getByTestId('saved-event-card').getByRole('heading')).toHaveText([names[1]!]);

    // The venues list: the venue, without a bookmark button; delete empties it.
    await page.goto(urlOf('main', '/saved/venues/'));
    await expect(listHeading(page)).toHaveText('1 Venue');
    const venue = savedItems(page).first();
    await expect(venue.getByRole('heading')).toHaveText(venueName);
    await expect(venue.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await venue.getByRole('button', { name: `Delete ${venueName}` }).click();
    await expect(page.getByRole('heading', { name: SAVED_MESSAGES.venuesEmptyTitle })).toBeVisible();
    await expect(listHeading(page)).toHaveText('My Venues');

    // Back in discovery the venue's bookmark reads Save again.
    await page.goto(urlOf('main', '/venues/'));
    await expect(page.getByTestId('venue-card').first().getByRole('button', { name: /^Save\b/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the location choice measures from a default town and sorts by distance', async ({ page, context }) => {
    await signInNewUser(page, context, 'saved-distance', `/events/?date_start=${regionDay(0)}&date_end=${regionDay(29)}`);
    await page.getByTestId('event-card').first().getByRole('button', { name: /^Save\b/ }).click();
    await expect(page.getByTestId('event-card').first().getByRole('button', { name: /^Saved/ })).toBeVisible();

    await page.goto(urlOf('main', '/saved/events/?ordering=distance'));
    const request = page.waitForRequest((r) => r.url().includes('/events/api/v1/saved_events/') && r.url().includes('latitude=42.3565'));
    await page.getByLabel('Distance from').selectOption({ label: 'Lenox, MA' });
    const url = new URL((await request).url());
    expect(url.searchParams.get('ordering')).toBe('distance');
    expect(url.searchParams.get('longitude')).toBe('-73.2848');
    await expect(page.getByTestId('saved-event-card')).toHaveCount(1);
  });
});
