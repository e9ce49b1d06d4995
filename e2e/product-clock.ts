// The product's clock in the end-to-end tests. With CLOCK_AT set (scripts/test.mjs pins an e2e run to a region time
// such as 23:55 on the day the clocks change), the backends start their clocks there; every browser context here
// then runs on Playwright's clock from the same instant, and tests compute their dates from `productNow()`, never
// from the wall clock, so they pass at any hour of any day.
import { test as base, type APIRequest, type BrowserContext } from '@playwright/test';
import { awaitHydrationInContext } from './hydration.js';
import { urlOf } from './servers.js';

export const REGION_TIME_ZONE = 'America/New_York';

/** How far the product's clock is from this machine's, read once per worker from the main server (GET /health). */
let offsetMs = 0;

async function readOffset(request: APIRequest): Promise<number> {
  if (!process.env.CLOCK_AT) return 0;
  const api = await request.newContext();
  const { now } = (await (await api.get(urlOf('main', '/health'))).json()) as { now: string };
  await api.dispose();
  // The one place the wall clock is read: to know how far the product's clock runs from it.
  return Date.parse(now) - Date.now();
}

/** The product's current instant. */
export function productNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The calendar day `offsetDays` from the product's today in a time zone (the region's by default), as YYYY-MM-DD. */
export function productDay(offsetDays = 0, timeZone: string = REGION_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(productNow());
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  // Calendar arithmetic on the date alone (UTC noon), so a day the clocks change is still one day.
  return new Date(Date.UTC(value('year'), value('month') - 1, value('day') + offsetDays, 12)).toISOString().slice(0, 10);
}

const clocked = new WeakSet<BrowserContext>();

/** Starts the context's pages on the product's clock when it is pinned (CLOCK_AT); a no-op otherwise. */
export async function installProductClock(context: BrowserContext): Promise<void> {
  if (!process.env.CLOCK_AT || clocked.has(context)) return;
  clocked.add(context);
  await context.clock.install({ time: productNow() });
}

/**
 * Playwright's test with the product's clock read first, and every browser context on it; navigations to a page
 * rendered on the server wait until the app has hydrated it (hydration.ts).
 */
export const test = base.extend<object, { productClock: number }>({
  productClock: [
    async ({ playwright }, use) => {
      offsetMs = await readOffset(playwright.request);
      await use(offsetMs);
    },
    { scope: 'worker', auto: true },
  ],
  browser: [
    async ({ browser, productClock }, use) => {
      void productClock;
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await installProductClock(context);
        awaitHydrationInContext(context, options?.javaScriptEnabled);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    await installProductClock(context);
    awaitHydrationInContext(context, javaScriptEnabled);
    await use(context);
  },
});
