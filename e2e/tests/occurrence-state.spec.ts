import type { EventDetail } from '@events/contracts/events';
import { OCCURRENCE_STATE_LABELS } from '@events/domain/occurrence-state';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { productDay, REGION_TIME_ZONE, test } from '../product-clock.js';
import { renderedAt, renderedEventListing } from '../rendered-page.js';
import { urlOf } from '../servers.js';

// The browser counts "today" (the home strip's days) from its own zone: the region's, as a visitor's is.
test.use({ timezoneId: REGION_TIME_ZONE });

/** An occurrence without an end counts as under way for an hour (occurrence-state.ts). */
const HOUR = 60 * 60 * 1000;

/**
 * Loads tomorrow's events list (whose dates are ahead of the product's clock at any hour) and answers the first card
 * whose date, read from the listing answer the page received, is also the event page's next date: its event, that
 * date's start and end instants.
 */
async function upcomingCard(page: Page): Promise<{ id: string; start: number; end: number }> {
  const tomorrow = productDay(1);
  const listPath = `/events/?date_start=${tomorrow}&date_end=${tomorrow}`;
  await page.goto(urlOf('main', listPath));
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const listing = await renderedEventListing(page);
  for (const event of listing.results.slice(0, 8)) {
    const shown = event.nextEventOccurrence?.timestamps;
    if (!shown) continue;
    const detail = (await (await page.request.get(urlOf('main', `/events/api/v1/events/${event.id}/`))).json()) as EventDetail;
    if (detail.nextEventOccurrence?.timestamps.timestampStart !== shown.timestampStart) continue;
    const start = Date.parse(shown.timestampStart);
    return { id: String(event.id), start, end: shown.timestampEnd === null ? start + HOUR : Date.parse(shown.timestampEnd) };
  }
  throw new Error(`none of the first events of ${tomorrow} has that date as its next one`);
}

// The browser's clock decides what a card says about its date (the listing itself comes from the server's clock):
// set inside a card's date, the card and the event page say "Happening now".
test('a card whose date is under way says "Happening now", on the events list and on the event page', async ({ page }) => {
  const { id, start, end } = await upcomingCard(page);

  await page.clock.setFixedTime(new Date(start + Math.min(60_000, (end - start) / 2)));
  await page.reload();
  const card = page.locator(`[data-testid="event-card"][data-event-id="${id}"]`);
  await expect(card.getByRole('list', { name: 'Status' }).getByText(OCCURRENCE_STATE_LABELS['in-progress'])).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('event-detail').getByTestId('occurrence-state')).toHaveText(OCCURRENCE_STATE_LABELS['in-progress']);
});

/** How old the listing answer a page is rendered from may be: the render keeps one 10 s (page-renderer.ts CACHED_PAGE_MS). */
const KEPT_ANSWER_MS = 10_000;

/** A listing page opened with the browser's clock held still (openAtItsRenderTime). */
type HeldListing = {
  /** Where the browser's clock stands: the instant the server rendered the page first opened. */
  readonly clockAt: number;
  /** When the page shown was rendered: that one again (kept), or a later one. */
  readonly renderedAt: number;
  /** When each listed date ends. */
  readonly ends: readonly { readonly name: string; readonly end: number }[];
};

/**
 * Opens a listing page, then holds the browser's clock at the instant the server rendered it and opens it again: the
 * cards then judge their dates at one known instant, however long the run takes (it may cross midnight meanwhile).
 */
async function openAtItsRenderTime(page: Page, path: string): Promise<HeldListing> {
  await page.goto(urlOf('main', path));
  const clockAt = await renderedAt(page);
  await page.clock.setFixedTime(clockAt);
  await page.reload();
  const ends = (await renderedEventListing(page)).results.map((event) => {
    const shown = event.nextEventOccurrence?.timestamps;
    expect(shown, event.name).toBeTruthy();
    return { name: event.name, end: shown?.timestampEnd ? Date.parse(shown.timestampEnd) : Date.parse(shown?.timestampStart ?? '') + HOUR };
  });
  return { clockAt, renderedAt: await renderedAt(page), ends };
}

/**
 * What had ended when the listing was answered has left it: every listed date ends after the answer (at most
 * KEPT_ANSWER_MS before its page), and the hydrated cards, on the browser's clock, say "Ended" only of the dates over by then.
 */
async function expectNothingEndedBefore(cards: Locator, { clockAt, renderedAt: at, ends }: HeldListing): Promise<void> {
  for (const { name, end } of ends) expect(end, name).toBeGreaterThan(at - KEPT_ANSWER_MS);
  await expect(cards.getByText(OCCURRENCE_STATE_LABELS.ended, { exact: true })).toHaveCount(ends.filter(({ end }) => end <= clockAt).length);
}

// Today's list and the home strip follow the product's clock: what had ended when the list was made has left it,
// whatever the hour (CI pins it at 23:55, when only the late shows are still on, and a long run crosses midnight).
test("today's events list and the home strip hold no event that has ended", async ({ page }) => {
  const list = await openAtItsRenderTime(page, '/events/');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expectNothingEndedBefore(page.getByTestId('results'), list);

  const strip = await openAtItsRenderTime(page, '/');
  await expect(page.getByTestId('event-strip').getByTestId('event-card').first()).toBeVisible();
  await expectNothingEndedBefore(page.getByTestId('event-strip'), strip);
});
