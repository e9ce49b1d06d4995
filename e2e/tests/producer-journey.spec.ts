import { CLAIM_MESSAGES } from '@events/contracts/claims';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { GLOBAL_RADIUS } from '@events/contracts/reference';
import { expect, type Page } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { createUserWithRole, followMenuItem, linkFromOutbox, PASSWORD, signInAt, uniqueEmail } from '../accounts-support.js';
import { analyticsFigure, runAnalyticsRollup, VISITOR_AGENTS } from '../analytics-support.js';
import { watchBeacons } from '../beacon-support.js';
import { claimableVenue, mailTo } from '../claims-support.js';
import { copyEmbedSnippet, startEmbeddingSite, type EmbeddingSite } from '../embedding-site.js';
import { addCalendar, addDays, fillEventBasics, nextWeekday, uniqueName, venueToday, weeklyRule } from '../producer-support.js';
import { saveListingAs } from '../saved-support.js';
import { urlOf } from '../servers.js';
import { openVenuePage } from '../venue-pages.js';

// One journey across four browsers (the producer, the staff member, the embedding site's visitor): several minutes
// of page loads on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The demo plan's allowance of active events (the seed's plan `demo`). */
const DEMO_PLAN_EVENTS = 10;

let site: EmbeddingSite;

test.beforeAll(async () => {
  site = await startEmbeddingSite();
});

test.afterAll(async () => {
  await site?.close();
});

/**
 * The Pageviews of the producer's venue on My Venue Data, opened from the menu, from `firstDay` through the product's
 * today (custom dates): the journey starts at 23:55 in the region and may cross midnight before the visit counts.
 */
async function pageviewsSince(page: Page, venueName: string, firstDay: string): Promise<number> {
  await followMenuItem(page, 'My Venue Data');
  await expect(page.getByRole('heading', { level: 1, name: 'My Venue Data' })).toBeVisible();
  await page.getByLabel('Date range').selectOption('custom');
  await page.getByLabel('Start date').fill(firstDay);
  await page.getByLabel('End date').fill(productDay());
  const figure = analyticsFigure(page, `${venueName}: analytics`, 'Pageviews');
  await expect(figure).toHaveText(/^[\d,]+$/);
  return Number((await figure.textContent())?.replace(/,/g, ''));
}

test('a new producer signs up and claims a venue from its page; once approved, its weekly event shows in a calendar on its own site and the visit in My Venue Data', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  // A venue whose seeded events leave the demo plan room for one more.
  const venue = await claimableVenue({ activeEventsBelow: DEMO_PLAN_EVENTS - 1 });
  const email = uniqueEmail('journey');

  // The venue's page invites its owner; the claim screen asks a visitor without an account to sign up first.
  await openVenuePage(page, venue);
  await page.getByRole('region', { name: 'Is this your venue?' }).getByRole('link', { name: 'Claim this venue' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'You are all set!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Back on the claim screen with the venue chosen.
  await expect(page.getByRole('heading', { name: 'Claim Your Venue' })).toBeVisible();
  await expect(page.getByTestId('claim-venue-card')).toContainText(venue.name);
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByTestId('claim-thanks')).toContainText(CLAIM_MESSAGES.claimThanks);
  expect(await linkFromOutbox(email, '/account/claims/')).toBe('/account/claims/');
  await followMenuItem(page, 'My Claims');
  const claim = page.getByTestId('my-claims').getByRole('listitem');
  await expect(claim.getByRole('link', { name: venue.name })).toBeVisible();
  await expect(claim).toContainText('An editor reviews your claim');

  // A staff member opens the claim from the desk's card, verifies it and puts the venue on the demo plan.
  const staffEmail = uniqueEmail('journey.staff');
  await createUserWithRole(staffEmail, 'superuser', 'Sam');
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInAt(desk, staffEmail, '/manage/venues/claims/?status=all');
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: venue.name, exact: true }) });
  await card.getByRole('heading', { name: venue.name }).click();
  const review = desk.getByRole('dialog', { name: 'Editing Venue Request' });
  await review.getByRole('combobox', { name: 'Status', exact: true }).selectOption('verified');
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review).toBeHidden();
  await expect(card).toContainText('Verified');
  await card.getByRole('heading', { name: venue.name }).click();
  await review.getByRole('combobox', { name: 'Plan', exact: true }).selectOption('demo');
  await review.getByRole('button', { name: 'Set plan' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Plan set: Demo, active.' })).toBeVisible();
  await staffContext.close();
  expect(await mailTo(email, 'is verified')).toContain(venue.name);

  // The producer's tools are in the menu now; before the visit, the venue's views so far today.
  await page.reload();
  const firstDay = productDay();
  const viewsBefore = await pageviewsSince(page, venue.name, firstDay);

  // A weekly event from My Events, within the demo plan's room.
  await followMenuItem(page, 'My Events');
  await expect(page.getByText(new RegExp(`^\\d+ of ${DEMO_PLAN_EVENTS} active event\\(s\\)$`))).toBeVisible();
  await page.getByRole('link', { name: 'Add Event' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
  const name = uniqueName('Tuesday songs');
  await fillEventBasics(page, name);
  await weeklyRule(page, nextWeekday(2, 2), 4);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A saved search that finds it wherever the venue stands (from the region's first town, any distance), and a
  // calendar from that search.
  const today = venueToday();
  const town = DEFAULT_LOCATIONS[0];
  await page.goto(
    urlOf(
      'main',
      `/events/?keyword=${encodeURIComponent(name)}&default_loc_id=${town.id}&latitude=${town.lat}&longitude=${town.lon}&radius=${GLOBAL_RADIUS.mi}&date_start=${today}&date_end=${addDays(today, 60)}`,
    ),
  );
  await expect(page.getByTestId('event-card').filter({ hasText: name })).toBeVisible();
  await saveListingAs(page, 'Our Tuesdays');
  await followMenuItem(page, 'My Calendars');
  await addCalendar(page, 'Tuesdays at our place', 'Our Tuesdays');

  // The embed snippet, copied and pasted into the producer's own site.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('main') });
  const snippet = await copyEmbedSnippet(page, 'Tuesdays at our place');

  // A visitor of that site (an ordinary desktop browser, so the view counts) sees the event and opens it.
  const visitorContext = await browser.newContext({ userAgent: VISITOR_AGENTS[0] });
  const beacons = await watchBeacons(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(site.pageWith(snippet));
  const calendar = visitor.frameLocator('iframe');
  await expect(calendar.getByRole('heading', { level: 1, name: 'Tuesdays at our place' })).toBeVisible();
  const [eventPage] = await Promise.all([visitor.waitForEvent('popup'), calendar.getByRole('link', { name }).first().click()]);
  // The first visit of an event page loads the discovery remote: slower than a widget page.
  await expect(eventPage.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await beacons.viewDelivered(new URL(eventPage.url()).pathname);
  await visitorContext.close();

  // After the rollup, My Venue Data counts the visit, beside the chart of the daily figures.
  await runAnalyticsRollup();
  await expect.poll(() => pageviewsSince(page, venue.name, firstDay)).toBeGreaterThan(viewsBefore);
  await expect(page.getByRole('figure', { name: `${venue.name}: daily pageviews, active users and sessions` }).locator('canvas')).toBeVisible();
});
