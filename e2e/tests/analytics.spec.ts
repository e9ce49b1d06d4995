import { SEARCH_AD_SEEN_COOKIE } from '@events/contracts/ads';
import { ANALYTICS_BEACON_PATH } from '@events/contracts/analytics-constants';
import { expect, type Browser } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { createUserWithRole, signInAt, uniqueEmail } from '../accounts-support.js';
import { analyticsFigure as figure, createProducerWithVenue, runAnalyticsRollup, VISITOR_AGENTS } from '../analytics-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { watchBeacons } from '../beacon-support.js';
import { urlOf } from '../servers.js';
import { venuePagePath } from '../venue-pages.js';

// Each test walks whole flows in several browsers (visits, the rollup, two sign-ins).
test.describe.configure({ timeout: 150_000 });

/** Opens the pages in a browser of its own (one visitor), waiting for each page's view to be delivered. */
async function visit(browser: Browser, userAgent: string, paths: readonly string[]): Promise<void> {
  const context = await browser.newContext({ userAgent });
  const beacons = await watchBeacons(context);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(urlOf('main', path));
    await beacons.viewDelivered(path);
  }
  expect(beacons.answers().statuses.every((status) => status === 204)).toBe(true);
  await context.close();
}

test('visits of a venue and its event by two browsers show up, after the rollup, for its producer and for a superuser', async ({ browser, page, request }) => {
  const producerEmail = uniqueEmail('stats.producer');
  const venue = await createProducerWithVenue(producerEmail, 'Sam');
  const venuePage = await venuePagePath(request, venue.id);
  const events = (await (await request.get(urlOf('main', `/events/api/v1/poi/${venue.id}/events/`))).json()) as { results: { id: number; absoluteUrl: string }[] };
  const eventPage = events.results[0]?.absoluteUrl;
  const paths = eventPage ? [venuePage, eventPage] : [venuePage];

  const firstVisitDay = productDay();
  for (const agent of VISITOR_AGENTS) await visit(browser, agent, paths);
  const lastVisitDay = productDay();
  const views = VISITOR_AGENTS.length * paths.length;
  await runAnalyticsRollup();

  await signInAt(page, producerEmail, '/manage/stats/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Venue Data' })).toBeVisible();
  const analytics = `${venue.name}: analytics`;
  await expect(figure(page, analytics, 'Pageviews')).toHaveText(String(views));
  // Two visitors, one session each; the rollup counts users and sessions per day, so a visitor whose pages fall on
  // both sides of the product's midnight (the run starts at 23:55) counts on each day.
  const visitsOnOneDay = firstVisitDay === lastVisitDay;
  await expect(figure(page, analytics, 'Active Users')).toHaveText(visitsOnOneDay ? '2' : /^[234]$/);
  await expect(figure(page, analytics, 'Pages / Session')).toHaveText(visitsOnOneDay ? (views / 2).toFixed(2) : /^\d\.\d\d$/);
  await expect(figure(page, analytics, 'Avg. Session Duration')).toHaveText(/^0:\d\d:\d\d$/);
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Card Views' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The presets change the figures. The venue is new in this test, so a day shows its visits' count on the day of the
  // visits and none on another. A run starts at 23:55 in the region, so the product's midnight may come during the
  // visits (their split between the two days is then unknown) or after them ("Yesterday" then has them all). The
  // days are read again if midnight comes mid-check.
  const shownOn = (day: string): string | RegExp => {
    if (day !== firstVisitDay && day !== lastVisitDay) return '0';
    return visitsOnOneDay ? String(views) : /^\d+$/;
  };
  await expect(async () => {
    const today = productDay();
    for (const [preset, day] of [['yesterday', productDay(-1)], ['today', today]] as const) {
      await page.getByLabel('Date range').selectOption(preset);
      await expect(figure(page, analytics, 'Pageviews')).toHaveText(shownOn(day), { timeout: 5_000 });
    }
    expect(productDay(), 'the product day stayed the same during the check').toBe(today);
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('Date range').selectOption('custom');
  await expect(page.getByLabel('Start date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A superuser sees the whole site, these visits included.
  const superEmail = uniqueEmail('stats.super');
  await createUserWithRole(superEmail, 'superuser', 'Sue');
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await signInAt(staffPage, superEmail, '/manage/stats/');
  // No venue of its own: no chooser, the whole site's figures.
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Site analytics' })).toBeVisible();
  const site = figure(staffPage, 'Whole site: analytics', 'Pageviews');
  await expect(site).toHaveText(/^[\d,]+$/);
  expect(Number((await site.textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(views);
  // The demo seed's 90 days of traffic make the site's figures run into thousands.
  expect(Number((await figure(staffPage, 'Whole site: analytics', 'Active Users').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(2);
  await expectNoSeriousA11yViolations(staffPage);
  await context.close();
});

test('the tracker reports route changes without writing a cookie or anything to storage', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: VISITOR_AGENTS[0] });
  const beacons = await watchBeacons(context);
  const page = await context.newPage();
  await page.goto(urlOf('main', '/venues/'));
  await beacons.viewDelivered('/venues/');
  const snapshot = async () => ({
    // The search ads' session cookie (an ad's first impression in a session) is the ads' own: the events list sets it
    // whenever a search ad runs, as one does while editor-desk.spec.ts runs beside this test.
    cookies: (await context.cookies()).map((c) => c.name).filter((name) => name !== SEARCH_AD_SEEN_COOKIE).sort(),
    storage: await page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() })),
  });
  const before = await snapshot();

  // A route change in the shell is a page view of its own.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await beacons.viewDelivered('/events/');
  const { statuses, setCookies } = beacons.answers();
  expect(statuses.length).toBeGreaterThanOrEqual(2);
  expect(statuses.every((status) => status === 204)).toBe(true);
  expect(setCookies).toEqual([]);
  expect(await snapshot()).toEqual(before);
  await context.close();
});

test('a browser sending Do Not Track or Global Privacy Control is not counted', async ({ browser, page, request }) => {
  const producerEmail = uniqueEmail('stats.optout');
  const venue = await createProducerWithVenue(producerEmail, 'Opal');
  const venuePage = await venuePagePath(request, venue.id);

  const optedOut: { userAgent: string; headers: Record<string, string>; flag: () => void }[] = [
    { userAgent: VISITOR_AGENTS[0], headers: { DNT: '1' }, flag: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }) },
    { userAgent: VISITOR_AGENTS[1], headers: { 'Sec-GPC': '1' }, flag: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }) },
  ];
  for (const visitor of optedOut) {
    const context = await browser.newContext({ userAgent: visitor.userAgent, extraHTTPHeaders: visitor.headers });
    await context.addInitScript(visitor.flag);
    const optedOutPage = await context.newPage();
    const beacons: string[] = [];
    optedOutPage.on('request', (r) => {
      if (r.url().endsWith(ANALYTICS_BEACON_PATH)) beacons.push(r.url());
    });
    await optedOutPage.goto(urlOf('main', venuePage));
    await expect(optedOutPage.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    // The tracker sends nothing; a beacon sent anyway with the browser's signal is answered and not stored.
    expect(beacons).toEqual([]);
    const status = await optedOutPage.evaluate(
      async ([url, path]) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ views: [{ page_view: crypto.randomUUID(), path }] }) })).status,
      [ANALYTICS_BEACON_PATH, venuePage] as const,
    );
    expect(status).toBe(204);
    await context.close();
  }
  // One browser without either signal, so the figures show the rollup covered these visits.
  await visit(browser, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', [venuePage]);
  await runAnalyticsRollup();

  await signInAt(page, producerEmail, '/manage/stats/');
  const analytics = `${venue.name}: analytics`;
  await expect(figure(page, analytics, 'Pageviews')).toHaveText('1');
  await expect(figure(page, analytics, 'Active Users')).toHaveText('1');
});
