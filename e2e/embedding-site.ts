// The producer's own website in the widget tests: the embed snippet copied from My Calendars, and a page on another
// origin that holds it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WIDGET_MESSAGES } from '@events/contracts/widgets';
import { expect, type Page } from '@playwright/test';

export type EmbeddingSite = {
  /** http://127.0.0.1:port: another origin than the product's (localhost). */
  readonly origin: string;
  /** 127.0.0.1:port, as the widget metrics name the embedding host. */
  readonly host: string;
  /** The site's page holding `snippet`, as a producer pastes it into their own site. */
  pageWith(snippet: string): string;
  close(): Promise<void>;
};

/** Starts a plain HTTP server whose page carries the snippet given in `?snippet=`. */
export async function startEmbeddingSite(): Promise<EmbeddingSite> {
  const server = createServer((request, response) => {
    const snippet = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('snippet') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Friends of music</title></head><body><main><h1>Our calendar</h1>${snippet}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    host: new URL(origin).host,
    pageWith: (snippet) => `${origin}/our-calendar.html?snippet=${encodeURIComponent(snippet)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * On My Calendars, copies the embed snippet of the calendar `title` (Actions, Embed, Copy) and closes the dialog;
 * answers the snippet. The page's context needs clipboard permissions on the product's origin.
 */
export async function copyEmbedSnippet(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Embed' }).click();
  const embed = page.getByRole('dialog', { name: WIDGET_MESSAGES.embedTitle });
  await embed.getByRole('button', { name: WIDGET_MESSAGES.copy }).first().click();
  await expect(embed.getByRole('button', { name: WIDGET_MESSAGES.copied })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  await page.keyboard.press('Escape');
  return snippet;
}
