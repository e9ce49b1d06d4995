import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { IMPRESSION_PAGE_VIEW_PATTERN } from '@events/contracts/metrics-constants';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { watchBeacons } from '../beacon-support.js';
import { urlOf } from '../servers.js';

/** The parts of the API answers these tests read. */
type Occurrence = { timestampStart: string; timestampEnd: string | null };
type EventCard = {
  id: number;
  name: string;
  absoluteUrl: string;
  isOnline: boolean;
  isInPerson: boolean;
  onlineUrl: string;
  highlights: string[];
  pointOfInterest: { id: number; name: string; absoluteUrl: string };
};
type EventDetail = EventCard & { occurences: Occurrence[] };
type Venue = { id: number; name: string; absoluteUrl: string; numEventsFuture: number; openTimes: unknown[] };

/** yyyy-MM-dd in the region's zone, `days` from today. */
function regionDay(days = 0): string {
  return productDay(days);
}

/** Events of today and tomorrow (the range an anonymous visitor may list), as the listing API gives them. */
async function listedEvents(request: APIRequestContext, filter = ''): Promise<EventCard[]> {
  const query = `date_start=${regionDay(0)}&date_end=${regionDay(1)}&page_size=100&ordering=dt_next${filter}`;
  const res = await request.get(urlOf('main', `/events/api/v1/events/?${query}`));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: EventCard[] }).results;
}

async function eventDetail(request: APIRequestContext, id: number): Promise<EventDetail> {
  const res = await request.get(urlOf('main', `/events/api/v1/events/${id}/`));
  expect(res.ok()).toBe(true);
  return (await res.json()) as EventDetail;
}

let recurring: EventDetail | null = null;

/** A listed in-person event with more than 6 upcoming dates (so the pager has pages); looked up once per worker. */
async function recurringEvent(request: APIRequestContext): Promise<EventDetail> {
  if (recurring) return recurring;
  for (const card of await listedEvents(request)) {
    if (!card.isInPerson || !card.highlights.includes('recurring')) continue;
    const detail = await eventDetail(request, card.id);
    if (detail.occurences.length > 6) {
      recurring = detail;
      return detail;
    }
  }
  throw new Error('The demo region has no recurring in-person event today or tomorrow');
}

/** A venue with opening hours and more than 4 upcoming events. */
async function busyVenue(request: APIRequestContext): Promise<Venue> {
  const res = await request.get(urlOf('main', '/events/api/v1/poi/?page_size=100&ordering=-num_events_future'));
  expect(res.ok()).toBe(true);
  const venues = ((await res.json()) as { results: Venue[] }).results;
  const venue = venues.find((v) => v.numEventsFuture > 8 && v.openTimes.length > 0);
  if (!venue) throw new Error('The demo region has no venue with hours and more than 8 events');
  return venue;
}

const stickyHeader = (page: Page) => page.getByTestId('detail-sticky-header');

test.describe('discovery: event and venue detail pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('event page: sticky header actions, add-to-calendar links, the .ics file and a detail impression', async ({ page, request }) => {
    test.setTimeout(45_000);
    const event = await recurringEvent(request);
    const beacons = await watchBeacons(page.context());
    await page.goto(urlOf('main', event.absoluteUrl));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${event.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

    const header = stickyHeader(page);
    await expect(header.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(header.getByRole('button', { name: `Save ${event.name}` })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
    // Below md only: the bottom bar is hidden on a wide window.
    await expect(page.getByTestId('detail-mobile-bar')).toBeHidden();

    // The header sticks to the top of the window while the page scrolls, and then names the event. The scroll goes
    // well past the header, which sits below the event's picture (640 px at this width) when it has one.
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.mouse.wheel(0, 1400);
    await expect(header).toHaveClass(/detail-sticky--stuck/);
    expect((await header.boundingBox())?.y ?? -1).toBeLessThanOrEqual(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await header.getByRole('button', { name: 'Add to Calendar' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Google (opens in a new tab)', 'Outlook.com (opens in a new tab)', 'Office 365 (opens in a new tab)', 'Yahoo (opens in a new tab)', 'Download .ics']);
    const pageUrl = urlOf('main', event.absoluteUrl);
    const hrefOf = async (name: string) => new URL((await menu.getByRole('menuitem', { name }).getAttribute('href')) ?? '');
    const google = await hrefOf('Google');
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(event.name);
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    const details = google.searchParams.get('details') ?? '';
    expect(details.endsWith(pageUrl)).toBe(true);
    expect(Array.from(details.slice(0, -pageUrl.length).trim()).length).toBeLessThanOrEqual(501);
    const outlook = await hrefOf('Outlook.com');
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe(event.name);
    expect(outlook.searchParams.get('body')?.endsWith(pageUrl)).toBe(true);
    expect((await hrefOf('Office 365')).host).toBe('outlook.office.com');
    const yahoo = await hrefOf('Yahoo');
    expect(yahoo.host).toBe('calendar.yahoo.com');
    expect(yahoo.searchParams.get('title')).toBe(event.name);
    expect(yahoo.searchParams.get('desc')?.endsWith(pageUrl)).toBe(true);
    for (const name of ['Google', 'Yahoo']) await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('target', '_blank');

    // The .ics file: a download of a text/calendar answer with the event's occurrences.
    const ics = menu.getByRole('menuitem', { name: 'Download .ics' });
    await expect(ics).toHaveAttribute('href', `/icalendar/event/${event.id}/`);
    const res = await request.get(urlOf('main', `/icalendar/event/${event.id}/`));
    expect(res.headers()['content-type']).toContain('text/calendar');
    const body = await res.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain(`SUMMARY:${event.name.slice(0, 20)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(await readFile((await download.path()) ?? '', 'utf8')).toContain('BEGIN:VEVENT');

    // The detail view is reported in the site's beacon, with the page view it belongs to.
    await expect.poll(() => beacons.sent().flatMap((beacon) => beacon.impressions?.items ?? [])).toContainEqual({ kind: 'event_detail', id: event.id });
    const batch = beacons.sent().find((beacon) => beacon.impressions?.items.some((item) => item.kind === 'event_detail'))?.impressions;
    // Each beacon names its page view, in which the server counts the page once.
    expect(batch?.pageView).toMatch(IMPRESSION_PAGE_VIEW_PATTERN);
    await expect.poll(() => beacons.answers().statuses).toContain(204);
  });

  test('event page: upcoming dates come 3 per page, turned by the dots or a swipe', async ({ page, request }) => {
    // Read now, not the worker's earlier copy: a run that passes midnight (product time) drops a date meanwhile.
    const event = await eventDetail(request, (await recurringEvent(request)).id);
    await page.goto(urlOf('main', event.absoluteUrl));
    const dates = page.getByTestId('upcoming-dates');
    const items = dates.getByTestId('upcoming-date');
    await expect(items).toHaveCount(3);
    const dots = dates.getByTestId('upcoming-dates-dot');
    const pages = Math.ceil(event.occurences.length / 3);
    await expect(dots).toHaveCount(pages);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).toHaveAccessibleName(`Dates page 1 of ${pages}`);
    const firstPage = await items.allTextContents();

    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(items.first()).not.toHaveText(firstPage[0] ?? '');
    await expect(items.first().locator('time')).toHaveAttribute('datetime', event.occurences[3]?.timestampStart ?? '');

    // A swipe to the right turns back to the first page, to the left on again.
    const list = dates.getByRole('list');
    // Measured before each swipe: the last page may hold fewer dates, so the list is shorter there. The pointer goes
    // onto the first date by hover(), which waits until the date holds still and nothing covers it: a swipe aimed at
    // where it was a moment earlier once began on something else, and turned nothing.
    const swipe = async (dx: number) => {
      const first = items.first();
      await first.hover();
      const box = await first.boundingBox();
      if (!box) throw new Error('no date in the list');
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(200);
    await expect(list).toHaveAttribute('data-page', '1');
    await swipe(-200);
    await expect(list).toHaveAttribute('data-page', '2');
    // A click is not a swipe.
    await swipe(5);
    await expect(list).toHaveAttribute('data-page', '2');
  });

  test('event page: the share modal works by keyboard', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('main') });
    const event = await recurringEvent(request);
    await page.goto(urlOf('main', event.absoluteUrl));
    const share = stickyHeader(page).getByRole('button', { name: 'Share' });
    const dialog = page.getByRole('dialog', { name: 'Share this event' });
    // The page comes rendered from the server (issue 29): until the app has taken it over, Enter on the button does
    // nothing, and a visitor presses it again.
    await expect(async () => {
      await share.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();

    const pageUrl = urlOf('main', event.absoluteUrl);
    const email = dialog.getByRole('link', { name: 'E-mail' });
    const mailto = (await email.getAttribute('href')) ?? '';
    expect(mailto.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mailto.split('&body=')[1] ?? '').endsWith(pageUrl)).toBe(true);
    await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
    const tweet = (await dialog.getByRole('link', { name: /X \(Twitter\)/ }).getAttribute('href')) ?? '';
    expect(tweet.startsWith(`https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=`)).toBe(true);
    await expect(dialog.getByRole('textbox', { name: 'Page address' })).toHaveValue(pageUrl);

    // Tab keeps focus inside the dialog, round and round.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    const copy = dialog.getByRole('button', { name: 'Copy link' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('event page: a live-stream button for an online or hybrid event', async ({ page, request }) => {
    // The demo region has online and hybrid events every day (recurring live streams among them).
    const online = (await listedEvents(request, '&is_online=true')).find((e) => e.onlineUrl !== '');
    expect(online, 'an online event today or tomorrow in the demo region').toBeDefined();
    if (!online) return;
    await page.goto(urlOf('main', online.absoluteUrl));
    const button = page.getByTestId('live-stream-button');
    await expect(button).toHaveAttribute('href', online.onlineUrl);
    await expect(button).toHaveText(/^(Watch Live Stream|Currently Live!|Starting in \d+ hours?( \d+ minutes?)?|Starting in \d+ minutes?) \(opens in a new tab\)$/);
  });

  test('event page below md: the same actions in a bottom bar', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const event = await recurringEvent(request);
    await page.goto(urlOf('main', event.absoluteUrl));
    const bar = page.getByTestId('detail-mobile-bar');
    await expect(bar).toBeVisible();
    await expect(stickyHeader(page)).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(bar.getByRole('button', { name: `Save ${event.name}` })).toBeVisible();
    await bar.getByRole('button', { name: 'Add to Calendar' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Download .ics' })).toBeVisible();
    await page.keyboard.press('Escape');
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  });

  test('an unknown event: the not-found message with a way to the events, status 404', async ({ page }) => {
    const response = await page.goto(urlOf('main', '/events/987654/no-such-event/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This event could not be found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse events' }).click();
    await expect(page).toHaveURL(/\/events\/(\?.*)?$/);
  });

  test('the server gives a detail page its own title, Open Graph tags and JSON-LD', async ({ request }) => {
    const event = await recurringEvent(request);
    const res = await request.get(urlOf('main', event.absoluteUrl), { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="${urlOf('main', event.absoluteUrl)}">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe(event.name);
    const sitemap = await (await request.get(urlOf('main', '/sitemap.xml'))).text();
    expect(sitemap).toContain(urlOf('main', event.absoluteUrl));
  });

  test('venue page: opening hours with open-now, upcoming events with Show More, from the event page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const venue = await busyVenue(request);
    await page.goto(urlOf('main', venue.absoluteUrl));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(stickyHeader(page).getByRole('button', { name: `Save ${venue.name}` })).toBeVisible();

    const hours = page.getByTestId('opening-hours');
    const rows = hours.getByTestId('opening-hours-row');
    await expect(rows).toHaveCount(7);
    await expect(rows.first().getByRole('rowheader')).toHaveText(/^Monday/);
    await expect(rows.last().getByRole('rowheader')).toHaveText(/^Sunday/);
    await expect(hours.getByTestId('open-now-badge')).toHaveText(/^(Open now|Closed now)$/);
    await expect(hours.locator('.opening-hours__today')).toHaveCount(1);

    const cards = page.getByTestId('venue-events').getByTestId('event-card');
    await expect(cards).toHaveCount(4);
    await page.getByTestId('venue-events-more').click();
    await expect(cards).toHaveCount(Math.min(8, venue.numEventsFuture));
    await expectNoSeriousA11yViolations(page);

    // From one of its events back to the venue, through the event page's venue block.
    const href = (await cards.first().getByRole('link').first().getAttribute('href')) ?? '';
    await page.goto(urlOf('main', href));
    await page.getByTestId('event-venue').getByRole('link', { name: venue.name }).click();
    await expect(page).toHaveURL(new RegExp(`${venue.absoluteUrl}`));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  });

  test('widget context: no bookmark, back link to the widget; otherwise back to the results', async ({ page, request }) => {
    const event = await recurringEvent(request);
    await page.goto(urlOf('main', `${event.absoluteUrl}?widget=abc`));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(stickyHeader(page).getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByTestId('bookmark-button')).toHaveCount(0);
    await expect(page.getByTestId('detail-back-link')).toHaveAttribute('href', '/widget/abc/');

    const search = `/events/?date_start=${regionDay(0)}&date_end=${regionDay(0)}`;
    await page.goto(urlOf('main', `${event.absoluteUrl}?search=${encodeURIComponent(search)}`));
    await expect(page.getByTestId('bookmark-button').first()).toBeVisible();
    const back = page.getByTestId('detail-back-link');
    await expect(back).toHaveText(/Back to results/);
    await back.click();
    // The listing keeps the dates (it may add its default location to the address).
    await expect(page).toHaveURL(new RegExp(`/events/\\?.*date_start=${regionDay(0)}&date_end=${regionDay(0)}`));
  });

  test('axe: no serious or critical violations on the event page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const event = await recurringEvent(request);
    await page.goto(urlOf('main', event.absoluteUrl));
    await expect(page.getByTestId('upcoming-dates')).toBeVisible();
    await expect(page.getByTestId('results-map')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await stickyHeader(page).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
