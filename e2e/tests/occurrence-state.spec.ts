import type { EventDetail } from '@events/contracts/events';
import { OCCURRENCE_STATE_LABELS } from '@events/domain/occurrence-state';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { productDay, test } from '../product-clock.js';
import { urlOf } from '../servers.js';

/** An occurrence without an end counts as under way for an hour (occurrence-state.ts). */
const HOUR = 60 * 60 * 1000;

/** The first listed event whose next date is the product's today, with that date's start and end instants. */
async function firstEventOfToday(page: Page): Promise<{ id: string; start: number; end: number }> {
  const ids = await page.getByTestId('event-card').evaluateAll((cards) => cards.slice(0, 8).map((card) => card.getAttribute('data-event-id') ?? ''));
  for (const id of ids) {
    const detail = (await (await page.request.get(urlOf('main', `/events/api/v1/events/${id}/`))).json()) as EventDetail;
    const next = detail.nextEventOccurrence;
    if (!next || next.eventDate !== productDay()) continue;
    const start = Date.parse(next.timestamps.timestampStart);
    return { id, start, end: next.timestamps.timestampEnd === null ? start + HOUR : Date.parse(next.timestamps.timestampEnd) };
  }
  throw new Error(`none of the first events (${ids.join(', ')}) is on ${productDay()}`);
}

// The browser's clock decides what a card says about its date (the listing itself comes from the server's clock):
// set inside today's first listed occurrence, the card and the event page say "Happening now".
test('a card whose date is under way says "Happening now", on the events list and on the event page', async ({ page }) => {
  await page.goto(urlOf('main', '/events/'));
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const { id, start, end } = await firstEventOfToday(page);

  await page.clock.setFixedTime(new Date(start + Math.min(60_000, (end - start) / 2)));
  await page.reload();
  const card = page.locator(`[data-testid="event-card"][data-event-id="${id}"]`);
  await expect(card.getByRole('list', { name: 'Status' }).getByText(OCCURRENCE_STATE_LABELS['in-progress'])).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('event-detail').getByTestId('occurrence-state')).toHaveText(OCCURRENCE_STATE_LABELS['in-progress']);
});
