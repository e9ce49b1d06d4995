import type { EventCard as Card, EventListing } from '@events/contracts/events';
import { searchEndpoints } from '@events/contracts/search';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { renderedEventListing } from '../rendered-page.js';
import { urlOf } from '../servers.js';

/**
 * The events listing's first page (its default: today, featured first), once the demo images are there: the
 * backend makes them just after start-up (media-demo.seeder.ts), so the first look may come before them.
 */
async function listingWithImages(request: APIRequestContext): Promise<Card[]> {
  let cards: Card[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(urlOf('main', searchEndpoints.events.path));
        cards = res.ok() ? ((await res.json()) as EventListing).results : [];
        return cards.filter((card) => card.imageThumbnail !== null).length;
      },
      { timeout: 60_000, message: 'the demo images appear on the first listing page' },
    )
    .toBeGreaterThan(3);
  return cards;
}

/**
 * Opens the events listing and answers the cards of the listing answer the page itself drew (rendered on the server:
 * the answer is in the page). Its "today" may be a day later than an earlier look's: the CI run starts at 23:55 in
 * the region, and passes midnight while it runs.
 */
async function openListing(page: Page): Promise<Card[]> {
  await page.goto(urlOf('main', '/events/'));
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  return (await renderedEventListing(page)).results;
}

/** Whether the browser has the picture (decoded, at its real size). */
async function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  return image.evaluate((element: HTMLImageElement) => ({ width: element.complete ? element.naturalWidth : 0, height: element.complete ? element.naturalHeight : 0 }));
}

test.describe('images on cards and detail pages (issue 13 "Images")', () => {
  test('a seeded event image shows on its listing card with its size, lazily below the first cards', async ({ page, request }) => {
    await listingWithImages(request);
    const cards = await openListing(page);

    const first = cards.find((card) => card.imageThumbnail !== null) as Card;
    const firstImage = page.locator(`[data-testid="event-card"][data-event-id="${first.id}"] img`);
    await expect(firstImage).toHaveAttribute('src', first.imageThumbnail as string);
    await expect(firstImage).toHaveAttribute('width', '400');
    await expect(firstImage).toHaveAttribute('height', '200');
    await expect.poll(() => naturalSize(firstImage)).toEqual({ width: 400, height: 200 });

    // Below the first two cards, images wait until they come into view.
    const later = cards.slice(2).find((card) => card.imageThumbnail !== null) as Card;
    const laterImage = page.locator(`[data-testid="event-card"][data-event-id="${later.id}"] img`);
    await expect(laterImage).toHaveAttribute('loading', 'lazy');
    await expect(laterImage).toHaveAttribute('width', '400');
    await laterImage.scrollIntoViewIfNeeded();
    await expect.poll(() => naturalSize(laterImage)).toEqual({ width: 400, height: 200 });

    await expectNoSeriousA11yViolations(page);
  });

  test("a seeded venue image shows on the venue's page at 1600x800", async ({ page, request }) => {
    const cards = await listingWithImages(request);
    const venue = (cards.find((card) => card.pointOfInterest.imagePrimary !== null) as Card).pointOfInterest;
    await page.goto(urlOf('main', venue.absoluteUrl));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    const hero = page.getByTestId('venue-detail').locator('img.detail-hero__image');
    await expect(hero).toHaveAttribute('src', venue.imagePrimary as string);
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '800');
    await expect.poll(() => naturalSize(hero)).toEqual({ width: 1600, height: 800 });
    // The image itself: WebP, cached for a year under a name that changes with every upload.
    const file = await request.get(urlOf('main', venue.imagePrimary as string));
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectNoSeriousA11yViolations(page);
  });
});
