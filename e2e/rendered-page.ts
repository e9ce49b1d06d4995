import type { Page } from '@playwright/test';
import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import type { EventListing } from '@events/contracts/search';

type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown } };

/**
 * The answer a page rendered on the server was rendered from (issue 29): the entry of the query cache the page
 * carries whose key starts with `name` ('event-listing', 'event-detail', ...). Such a page asks the API for none of
 * it, so a test reads what the cards show from here, not from a request it would wait for in vain.
 */
export async function renderedAnswer<T>(page: Page, name: string): Promise<T> {
  const text = await page.locator(`#${PAGE_STATE_ELEMENT_ID}`).textContent();
  if (!text) throw new Error(`${page.url()} carries no rendered answers`);
  const state = JSON.parse(text) as { cache: { queries: DehydratedQuery[] } };
  const entry = state.cache.queries.find((query) => query.queryKey[0] === name);
  if (!entry) throw new Error(`${page.url()} was not rendered from a ${name} answer`);
  return entry.state.data as T;
}

/** The events listing a server-rendered /events/ page shows (its cache entry holds the answer and when it came). */
export async function renderedEventListing(page: Page): Promise<EventListing> {
  return (await renderedAnswer<{ results: EventListing }>(page, 'event-listing')).results;
}

/** The instant the server rendered the page (epoch ms, the product's clock): its render context's `now` (mfe-discovery use-page-render.ts). */
export async function renderedAt(page: Page): Promise<number> {
  return (await renderedAnswer<{ now: number }>(page, 'page-render')).now;
}
