// A venue's public page as the end-to-end tests open it: its address comes from the API, with its slug.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { urlOf } from './servers.js';

/** The path of the venue's page (/venues/{id}/{slug}/), as the API gives it. */
export async function venuePagePath(request: APIRequestContext, venueId: number): Promise<string> {
  const detail = await request.get(urlOf('main', `/events/api/v1/poi/${venueId}/`));
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { absoluteUrl: string }).absoluteUrl;
}

/** Opens the venue's page once its heading shows. */
export async function openVenuePage(page: Page, venue: { id: number; name: string }): Promise<void> {
  await page.goto(urlOf('main', await venuePagePath(page.request, venue.id)));
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
}
