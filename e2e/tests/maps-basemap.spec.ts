import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { registerViaApi, uniqueEmail } from '../accounts-support.js';
import { urlOf } from '../servers.js';

// Issue 19: maps are never blank. The e2e servers keep the default tile source (OpenStreetMap).
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 60_000 });

const TILE_HOST = /^https:\/\/tile\.openstreetmap\.org\//;
/** The fallback layer's canvas (FALLBACK_LAYER_CLASS of libs/ui/src/basemap.tsx). */
const FALLBACK_CANVAS = '.map-fallback-basemap canvas';

/** One 256 x 256 PNG tile of a single colour, as a tile server would answer. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACAUlEQVR42u3TQQ0AAAjEsPPvBz0IwARvNNCkCpYs1QNvRQIMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA2AAFTAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAADKACBgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAEwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAC4FoI0JXKQfVgLAAAAAElFTkSuQmCC',
  'base64',
);

function regionDay(days = 0): string {
  return productDay(days);
}

/** The tile server cannot be reached (blocked, offline): every tile request fails. */
async function blockTiles(page: Page): Promise<void> {
  await page.route(TILE_HOST, (route) => route.abort('connectionrefused'));
}

/**
 * The colour of the fallback layer's canvas at each point (CSS pixels of the map), [r, g, b, a]. Transparent
 * (a = 0) where the layer painted nothing, so the map's own background would show.
 */
async function fallbackPixels(map: Locator, points: readonly { x: number; y: number }[]): Promise<number[][]> {
  return map.evaluate(
    (element, { selector, at }) => {
      const canvas = element.querySelector<HTMLCanvasElement>(selector);
      if (!canvas) return [];
      const box = canvas.getBoundingClientRect();
      const scale = canvas.width / box.width;
      const context = canvas.getContext('2d');
      if (!context) return [];
      return at.map((p) => Array.from(context.getImageData(Math.round(p.x * scale), Math.round(p.y * scale), 1, 1).data));
    },
    { selector: FALLBACK_CANVAS, at: points },
  );
}

/** Asserts the fallback basemap painted land (opaque, not the map's background colour) under every point. */
async function expectLandUnder(map: Locator, points: readonly { x: number; y: number }[]): Promise<void> {
  expect(points.length).toBeGreaterThan(0);
  const background = await map.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect
    .poll(async () => {
      const pixels = await fallbackPixels(map, points);
      return pixels.length === points.length && pixels.every(([r, g, b, a]) => a === 255 && `rgb(${r}, ${g}, ${b})` !== background);
    })
    .toBe(true);
}

async function markerPoints(map: Locator): Promise<{ x: number; y: number }[]> {
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const markers = JSON.parse((await map.getAttribute('data-markers')) ?? '[]') as { x: number; y: number }[];
  const box = await map.boundingBox();
  return markers.filter((m) => box && m.x > 0 && m.y > 0 && m.x < box.width && m.y < box.height);
}

async function firstVenue(request: APIRequestContext): Promise<{ absoluteUrl: string }> {
  const res = await request.get(urlOf('main', '/events/api/v1/poi/?page_size=1'));
  expect(res.ok()).toBe(true);
  const venue = ((await res.json()) as { results: { absoluteUrl: string }[] }).results[0];
  if (!venue) throw new Error('The demo region has no venue');
  return venue;
}

async function firstInPersonEvent(request: APIRequestContext): Promise<{ absoluteUrl: string }> {
  const res = await request.get(urlOf('main', `/events/api/v1/events/?date_start=${regionDay(0)}&date_end=${regionDay(1)}&page_size=50`));
  expect(res.ok()).toBe(true);
  const event = ((await res.json()) as { results: { absoluteUrl: string; isInPerson: boolean }[] }).results.find((e) => e.isInPerson);
  if (!event) throw new Error('The demo region has no in-person event today or tomorrow');
  return event;
}

test.describe('maps: the bundled basemap when tiles cannot load', () => {
  test('the venue listing map draws the region under its markers, credited to its source', async ({ page }) => {
    await blockTiles(page);
    await page.goto(urlOf('main', '/venues/'));
    const map = page.getByTestId('results-map');
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 15_000 });
    await expectLandUnder(map, await markerPoints(map));
    const attribution = page.locator('.results-map .ol-attribution');
    await expect(attribution).toContainText('US Census Bureau');
    await expect(attribution).not.toContainText('OpenStreetMap');
  });

  test('the event and venue detail maps draw it under their marker', async ({ page, request }) => {
    await blockTiles(page);
    for (const item of [await firstVenue(request), await firstInPersonEvent(request)]) {
      await page.goto(urlOf('main', item.absoluteUrl));
      const map = page.getByTestId('results-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 15_000 });
      await expectLandUnder(map, await markerPoints(map));
    }
  });

  test('the address map draws it under its pin', async ({ page, context }) => {
    await blockTiles(page);
    await registerViaApi(context.request, uniqueEmail('tiles'));
    await page.goto(urlOf('main', '/saved/addresses/add/'));
    await page.getByLabel('Name').fill('Studio');
    const state = page.getByLabel(/^State/);
    await page.getByLabel('City').fill('Lenox');
    if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption('MA');
    else await state.fill('MA');
    const map = page.getByTestId('address-map');
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 15_000 });
    // The pin sits at the map's centre.
    const box = await map.boundingBox();
    await expectLandUnder(map, [{ x: Math.round((box?.width ?? 0) / 2), y: Math.round((box?.height ?? 0) / 2) }]);
  });
});

test.describe('maps: the configured tiles when they load', () => {
  test('draws the tiles with their attribution and never fetches the fallback basemap', async ({ page }) => {
    await page.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG, headers: { 'Access-Control-Allow-Origin': '*' } }));
    const fallbackRequests: string[] = [];
    page.on('request', (r) => {
      if (/map-region-basemap/.test(r.url())) fallbackRequests.push(r.url());
    });
    await page.goto(urlOf('main', '/venues/'));
    const map = page.getByTestId('results-map');
    // The first map of a cold worker on a busy machine may take a while to render at all.
    await expect(map).toHaveAttribute('data-basemap', 'tiles', { timeout: 30_000 });
    await expect(page.locator('.results-map .ol-attribution')).toContainText('OpenStreetMap');
    await expect(page.locator(FALLBACK_CANVAS)).toHaveCount(0);
    expect(fallbackRequests).toEqual([]);
  });
});
