import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { EVENT_CATEGORIES } from '@events/contracts/event-types';
import pg from 'pg';
import { signInWithRole } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { mainDatabaseUrl } from '../database-support.js';
import { renderedAnswer } from '../rendered-page.js';
import { urlOf } from '../servers.js';

test.describe('shell and remotes', () => {
  test('the shell loads with its header and main region', async ({ page }) => {
    await page.goto(urlOf('main'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle(/events/i);
  });

  test('/events/ offers the categories served by the API through the discovery remote', async ({ page }) => {
    const manifest = page.waitForRequest((r) => r.url().endsWith('/remotes/mfe-discovery/mf-manifest.json'));
    await page.goto(urlOf('main', '/events/'));
    await manifest;
    // The page comes rendered with the categories it was rendered from (issue 29): the API's own answer.
    const served = (await renderedAnswer<{ name: string }[]>(page, 'event-types')).map((category) => category.name);
    // The spec's categories first, in display order; a superuser may have added more (category-admin.spec).
    expect(served.slice(0, EVENT_CATEGORIES.length)).toEqual(EVENT_CATEGORIES);
    await page.getByRole('button', { name: /^Categories/ }).click();
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(served.length);
    await expect(boxes.first()).toHaveAccessibleName(EVENT_CATEGORIES[0]);
    await expect(boxes.nth(EVENT_CATEGORIES.length - 1)).toHaveAccessibleName(EVENT_CATEGORIES.at(-1) ?? '');
    await expectNoSeriousA11yViolations(page);
  });

  test('a remote served from another origin loads through the runtime registry', async ({ page }) => {
    const crossOriginRequests: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().startsWith('http://127.0.0.1:')) crossOriginRequests.push(r.url());
    });
    await page.goto(urlOf('crossOrigin', '/events/'));
    await expect(page.getByTestId('result-summary')).toHaveText(/events within 50 mi of Pittsfield, MA/);
    expect(crossOriginRequests.some((u) => u.endsWith('/remotes/mfe-discovery/mf-manifest.json'))).toBe(true);
    expect(crossOriginRequests.some((u) => u.endsWith('.js'))).toBe(true);
  });

  test('a remote that cannot be loaded shows its fallback while the rest keeps working', async ({ page }) => {
    await page.goto(urlOf('brokenRemote', '/saved/addresses/'));
    await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events\//);
    await expect(page.getByTestId('result-summary')).toHaveText(/events within 50 mi of Pittsfield, MA/);
  });

  test('the demo calendar is a standalone page without the shell', async ({ page }) => {
    const client = new pg.Client({ connectionString: await mainDatabaseUrl() });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM widgets WHERE title = 'Upcoming in the Pioneer Valley'`);
    await client.end();
    expect(rows).toHaveLength(1);
    await page.goto(urlOf('main', `/widget/${rows[0]?.id}/`));
    await expect(page.getByRole('heading', { name: 'Upcoming in the Pioneer Valley' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('an unknown address shows the not-found page inside the shell, answered with a 404', async ({ page }) => {
    const answer = await page.goto(urlOf('main', '/no-such-page/'));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
  });

  test("an unknown address below a remote's subtree is a 404 too, shown by that remote to the staff it serves", async ({ page }) => {
    await signInWithRole(page, 'unknown-desk-address', 'editor', 'Ada', '/editor/');
    await expect(page.getByRole('heading', { level: 1, name: 'Editor Profile' })).toBeVisible();
    const answer = await page.goto(urlOf('main', '/editor/claims/'));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
