import { EVENT_CATEGORIES } from '@events/contracts/event-types';
import { expect, type Locator, type Page } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { ERRORS, SEARCH_PROMPTS } from '@events/contracts/messages';
import { registerAndOpen } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

// "Today" of the listings is the region's calendar day; the browser counts its presets from the same day.
test.use({ timezoneId: 'America/New_York' });

const LENOX = { latitude: 42.3565, longitude: -73.2848 };

function isoDay(offset = 0): string {
  return productDay(offset);
}

const cards = (page: Page) => page.getByTestId('event-card');
const summary = (page: Page) => page.getByTestId('result-summary');
const query = (page: Page) => new URL(page.url()).searchParams;

/** Runs `action` and waits for the listing call it causes and for the new results on screen. */
async function listingUpdate(page: Page, action: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((r) => /\/events\/api\/v1\/(events|poi)\/\?/.test(r.url()));
  await action();
  await response;
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
}

/** Runs `action`, which returns to a search already loaded (answered from the cache), and waits for its address. */
async function cachedListing(page: Page, action: () => Promise<void>, url: RegExp): Promise<void> {
  await action();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
}

type DrawnMarker = { id: string; count: number; x: number; y: number };

/** The results map's markers as last drawn (ids, result counts, pixels within the map). */
async function drawnMarkers(map: Locator): Promise<DrawnMarker[]> {
  return JSON.parse((await map.getAttribute('data-markers')) ?? '[]') as DrawnMarker[];
}

/** Pixels from `marker` to the nearest other marker drawn. */
function nearestOther(marker: DrawnMarker, markers: readonly DrawnMarker[]): number {
  return Math.min(Infinity, ...markers.filter((m) => m.id !== marker.id).map((m) => Math.hypot(m.x - marker.x, m.y - marker.y)));
}

/** Distances printed on the cards ("3.2 mi"), in order; online events have none. */
async function cardDistances(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid="event-card"] .card-facts li').allTextContents();
  return texts.map((t) => /^([\d.]+) (mi|km)$/.exec(t.trim())).flatMap((m) => (m ? [Number(m[1])] : []));
}

test.describe('discovery: home, lists, filters and map', () => {
  test('a search from the home page through filters, sorting, paging and the map to an event page', async ({ page }) => {
    // axe-core and the map are slow on a busy 2-core machine.
    test.slow();
    const tomorrow = isoDay(1);
    await page.goto(urlOf('main', '/'));
    await expect(page.getByTestId('event-strip').getByTestId('event-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      new RegExp(`date_start=${isoDay(0)}&date_end=${isoDay(29)}`),
    );

    // The search block: location, a date preset, Find an Event.
    await expect(page.getByLabel('Where')).toHaveValue('default:pittsfield-ma');
    await page.getByRole('button', { name: /^Dates/ }).click();
    await page.getByRole('radio', { name: 'Tomorrow' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('Tomorrow');
    await listingUpdate(page, () => page.getByRole('button', { name: 'Find an Event' }).click());

    await expect(page).toHaveURL(/\/events\/\?/);
    expect(query(page).get('default_loc_id')).toBe('pittsfield-ma');
    expect(query(page).get('date_start')).toBe(tomorrow);
    expect(query(page).get('date_end')).toBe(tomorrow);
    await expect(summary(page)).toHaveText(/^[\d,]+ events within 50 mi of Pittsfield, MA · Tomorrow$/);
    await expect(cards(page)).toHaveCount(20);

    // A filter: free events only.
    await page.getByRole('button', { name: /^Price/ }).click();
    await page.getByRole('checkbox', { name: 'Free' }).check();
    await listingUpdate(page, () => page.getByRole('button', { name: 'Apply' }).click());
    await expect(page).toHaveURL(/prices\[\]=free/);
    await expect(cards(page).first()).toBeVisible();
    for (const facts of await page.locator('[data-testid="event-card"] .card-facts').allTextContents()) expect(facts).toContain('Free');
    // Clear empties it again.
    await page.getByRole('button', { name: /^Price/ }).click();
    await cachedListing(page, () => page.getByRole('button', { name: 'Clear' }).click(), /^(?!.*prices).*$/);

    // Sorting by distance: nearest first.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await listingUpdate(page, () => page.getByRole('menuitemradio', { name: 'Distance' }).click());
    await expect(page).toHaveURL(/ordering=distance/);
    await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Distance');
    await expect(cards(page)).toHaveCount(20);
    const distances = await cardDistances(page);
    expect(distances.length).toBeGreaterThan(5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    // Paging: 2 neighbours on each side.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // By the keyboard: the pager sits below twenty cards that are laid out only as they near the window
    // (content-visibility), so a pointer that scrolls there and presses at once can lift off after the link moved.
    await listingUpdate(page, () => pagination.getByRole('link', { name: 'Page 2' }).press('Enter'));
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toBeFocused();
    expect(query(page).get('ordering')).toBe('distance');
    const later = await cardDistances(page);
    expect(later[0]).toBeGreaterThanOrEqual(distances.at(-1) ?? 0);

    // The map: one marker per venue of the in-person results, holding them all; a marker's popup lists the
    // results there, each linking to its event page, and is reached by Tab.
    const map = page.getByTestId('results-map');
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    const markers = await drawnMarkers(map);
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.reduce((sum, m) => sum + m.count, 0)).toBe(later.length);
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    const inside = markers.filter((m) => box && m.x > 5 && m.y > 5 && m.x < box.width - 5 && m.y < box.height - 5);
    // The fullest marker that a user can click on its own: the demo region has several events at a venue on most
    // pages. Which venues a page holds changes with the hour, and two venues in one building overlap at any zoom,
    // so a marker already clear of the others comes first; failing that, the fullest one.
    const fullestFirst = inside.sort((a, b) => b.count - a.count);
    let target = fullestFirst.find((m) => nearestOther(m, markers) >= 30) ?? fullestFirst[0];
    expect(target).toBeDefined();
    // Venues a street apart overlap at this zoom: like a user, zoom in on the marker (the wheel keeps it under the
    // pointer) until it stands clear of the others.
    for (let zoom = 0; target && box && nearestOther(target, await drawnMarkers(map)) < 30 && zoom < 4; zoom += 1) {
      const before = await map.getAttribute('data-markers');
      await page.mouse.move(box.x + target.x, box.y + target.y);
      // One wheel notch is one zoom level; the positions are written once the zoom's animation has ended.
      await page.mouse.wheel(0, -300);
      await expect(map).not.toHaveAttribute('data-markers', before ?? '');
      const id = target.id;
      target = (await drawnMarkers(map)).find((m) => m.id === id);
    }
    expect(target && nearestOther(target, await drawnMarkers(map))).toBeGreaterThanOrEqual(30);
    const count = target?.count ?? 0;
    await map.click({ position: { x: target?.x ?? 0, y: target?.y ?? 0 } });
    const popup = page.getByRole('dialog', { name: count > 1 ? new RegExp(`^${count} events at \\S`) : /\S/ });
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    const popupLinks = popup.getByRole('link');
    await expect(popupLinks).toHaveCount(count);
    for (const link of await popupLinks.all()) await expect(link).toHaveAttribute('href', /^\/events\/\d+\/[^/]+\/\?search=/);
    await page.keyboard.press('Tab');
    const first = popupLinks.first();
    await expect(first).toBeFocused();
    const eventId = /^\/events\/(\d+)\//.exec((await first.getAttribute('href')) ?? '')?.[1];
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/`));
    expect(decodeURIComponent(query(page).get('search') ?? '')).toContain('ordering=distance');
  });

  test('the map code is fetched only after the first cards show', async ({ page }) => {
    // The page's own timeline: document.timeline and a PerformanceObserver keep the browser's high-resolution time even
    // where Playwright's clock stands in for window.performance (a pinned CLOCK_AT run empties its entry lists).
    type Timings = { firstCardAt?: number; scripts: { name: string; start: number; size: number }[] };
    await page.addInitScript(() => {
      const timings: Timings = { scripts: [] };
      (window as unknown as { timings: Timings }).timings = timings;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (entry.name.endsWith('.js')) timings.scripts.push({ name: entry.name, start: entry.startTime, size: entry.decodedBodySize });
        }
      }).observe({ type: 'resource', buffered: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="event-card"]')) {
          timings.firstCardAt = Number(document.timeline.currentTime);
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(urlOf('main', '/events/'));
    await expect(page.getByTestId('results-map')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    // OpenLayers is by far the largest script of the remote.
    const remoteScripts = () => page.evaluate(() => (window as unknown as { timings: Timings }).timings.scripts.filter((s) => s.name.includes('/remotes/mfe-discovery/')));
    await expect.poll(async () => Math.max(0, ...(await remoteScripts()).map((s) => s.size))).toBeGreaterThan(200_000);
    const firstCardAt = await page.evaluate(() => (window as unknown as { timings: Timings }).timings.firstCardAt ?? Infinity);
    const largest = (await remoteScripts()).sort((a, b) => b.size - a.size)[0];
    expect(largest?.start).toBeGreaterThan(firstCardAt);
  });

  test('the venue list leads to a venue page, and the quick lookup jumps to one', async ({ page }) => {
    await page.goto(urlOf('main', '/venues/'));
    await expect(summary(page)).toHaveText(/^[\d,]+ venues within 25 mi of Pittsfield, MA$/);
    const first = page.getByTestId('venue-card').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/\d+ upcoming events?/);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await listingUpdate(page, () => page.getByRole('menuitemradio', { name: 'Name' }).click());
    await expect(page).toHaveURL(/ordering=name/);
    const names = await page.locator('[data-testid="venue-card"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    const link = page.getByTestId('venue-card').first().getByRole('heading').getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/venues\/\d+\/[^/]+\/\?search=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto(urlOf('main', '/'));
    const lookup = page.getByRole('combobox', { name: 'Venue name' });
    await lookup.focus();
    await expect(page.getByText(SEARCH_PROMPTS.beginTyping)).toBeVisible();
    await lookup.fill('zzqqxx');
    await expect(page.getByText(SEARCH_PROMPTS.noMatches)).toBeVisible();
    await lookup.fill('Pittsfield');
    const option = page.getByRole('listbox', { name: 'Venues' }).getByRole('option').first();
    await expect(option).toBeVisible();
    const venueName = (await option.textContent()) ?? '';
    await lookup.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await lookup.press('Enter');
    await expect(page).toHaveURL(/\/venues\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  });

  test('current location: granted, kept for the next search', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: urlOf('main', '/').replace(/\/$/, '') });
    await context.setGeolocation(LENOX);
    await page.goto(urlOf('main', '/events/'));
    await expect(summary(page)).toContainText('of Pittsfield, MA');
    await page.getByRole('button', { name: /^Location/ }).click();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('current');
    await page.getByLabel('Distance').selectOption('10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/default_loc_id=current/);
    expect(Number(query(page).get('latitude'))).toBeCloseTo(LENOX.latitude, 3);
    expect(Number(query(page).get('longitude'))).toBeCloseTo(LENOX.longitude, 3);
    expect(query(page).get('radius')).toBe('10');
    await expect(summary(page)).toHaveText(/events within 10 mi of Current Location · Today$/);

    // The last choice is kept: a new search starts there.
    await page.goto(urlOf('main', '/venues/'));
    await expect(page).toHaveURL(/default_loc_id=current/);
    await expect(summary(page)).toContainText('of Current Location');
  });

  test('current location: denied shows the error and keeps the search', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(urlOf('main', '/events/'));
    await expect(summary(page)).toContainText('of Pittsfield, MA');
    // The page writes the place it searches into its address once it runs.
    await expect(page).toHaveURL(/default_loc_id=pittsfield-ma/);
    const before = page.url();
    await page.getByRole('button', { name: /^Location/ }).click();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('current');
    await expect(page.getByRole('alert').filter({ hasText: ERRORS.geolocation })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue('default:pittsfield-ma');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(page.url()).toBe(before);
  });

  test('a link asking for the current location without coordinates (a saved search) asks the browser', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: urlOf('main', '/').replace(/\/$/, '') });
    await context.setGeolocation(LENOX);
    await page.goto(urlOf('main', '/events/?default_loc_id=current&radius=10'));
    await expect.poll(() => query(page).get('latitude')).not.toBeNull();
    expect(Number(query(page).get('latitude'))).toBeCloseTo(LENOX.latitude, 3);
    expect(Number(query(page).get('longitude'))).toBeCloseTo(LENOX.longitude, 3);
    await expect(summary(page)).toHaveText(/events within 10 mi of Current Location · Today$/);
  });

  test('a current-location link the browser cannot answer says so and searches from the default town', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(urlOf('main', '/events/?default_loc_id=current'));
    await expect(page.getByRole('alert').filter({ hasText: ERRORS.geolocation })).toBeVisible();
    await expect(summary(page)).toContainText('of Pittsfield, MA');
    await expect(page).toHaveURL(/default_loc_id=pittsfield-ma/);
  });

  test('an anonymous visitor asking beyond tomorrow gets the sign-up prompt', async ({ page }) => {
    await page.goto(urlOf('main', `/events/?date_start=${isoDay(0)}&date_end=${isoDay(6)}`));
    const prompt = page.getByTestId('sign-up-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(ERRORS.signUpPrompt);
    await expect(cards(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await prompt.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await prompt.getByRole('link', { name: 'Show today and tomorrow' }).click();
    await expect(page).toHaveURL(new RegExp(`date_start=${isoDay(0)}&date_end=${isoDay(1)}`));
    await expect(cards(page).first()).toBeVisible();
  });

  test('filter dropdowns and the sort menu work by keyboard', async ({ page }) => {
    await page.goto(urlOf('main', '/events/'));
    await expect(cards(page).first()).toBeVisible();

    // Dates: Enter opens on the first choice; an arrow picks the next preset; Escape applies and returns focus.
    const dates = page.getByRole('button', { name: /^Dates/ });
    await dates.focus();
    await page.keyboard.press('Enter');
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: 'Today' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dates).toHaveAttribute('aria-expanded', 'false');
    await expect(dates).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`date_start=${isoDay(1)}&date_end=${isoDay(1)}`));

    // Age Group: ArrowDown opens; Space ticks a box; Tab moves on to Apply.
    const ages = page.getByRole('button', { name: /^Age Group/ });
    await ages.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('checkbox', { name: 'All Ages' })).toBeFocused();
    await page.keyboard.press('Space');
    // The 7 other age groups, Clear, then Apply.
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/age_groups\[\]=all_ages/);
    await expect(ages).toBeFocused();
    await expect(ages).toContainText('1 selected');

    // Tab out of an open dropdown closes it (after 200 ms) and applies.
    const setting = page.getByRole('button', { name: /^Type/ });
    await setting.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'In Person', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(setting).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/is_in_person=true/);

    // Sort: Enter opens on the current choice; arrows move; Enter chooses.
    const sort = page.getByRole('button', { name: /Sort by/ });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Featured' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Date' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/ordering=dt_next/);
    await expect(sort).toBeFocused();
    await expect(sort).toContainText('Date');
  });

  test('the custom range uses MM/DD/YYYY fields and the 2-month calendar', async ({ page }) => {
    await page.goto(urlOf('main', '/events/'));
    await page.getByRole('button', { name: /^Dates/ }).click();
    await page.getByRole('radio', { name: 'Custom' }).check();
    await expect(page.getByTestId('range-calendar').locator('caption')).toHaveCount(2);
    const start = page.getByLabel('Start date');
    // Tab keeps focus inside the panel (focus leaving it closes the dropdown).
    await start.fill('13/45/2026');
    await start.press('Tab');
    await expect(page.getByText('Enter a valid date.')).toBeVisible();
    await start.fill('1/1/20');
    await start.press('Tab');
    await expect(page.getByText('Date must not be earlier than today')).toBeVisible();
    const [y, m, d] = isoDay(1).split('-');
    await start.fill(`${m}${d}${y}`);
    await expect(start).toHaveValue(`${m}/${d}/${y}`);
    await start.press('Tab');
    await expect(page.getByLabel('End date')).toHaveValue(`${m}/${d}/${y}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`date_start=${isoDay(1)}&date_end=${isoDay(1)}`));
    await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('Tomorrow');
  });

  test('the search lives in the address: reload, back and forward give the same results', async ({ page }) => {
    const path = `/events/?default_loc_id=lenox-ma&latitude=42.3565&longitude=-73.2848&radius=25&date_start=${isoDay(0)}&date_end=${isoDay(1)}&prices[]=free&ordering=dt_next&page=2`;
    await page.goto(urlOf('main', path));
    await expect(summary(page)).toHaveText(/events within 25 mi of Lenox, MA · Today|events within 25 mi of Lenox, MA · /);
    const text = await summary(page).textContent();
    const names = await page.locator('[data-testid="event-card"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(summary(page)).toHaveText(text ?? '');
    await expect(page.locator('[data-testid="event-card"] h3')).toHaveText(names);

    await page.getByRole('button', { name: /^Price/ }).click();
    await listingUpdate(page, () => page.getByRole('button', { name: 'Clear' }).click());
    await expect(page).not.toHaveURL(/prices/);
    await expect(summary(page)).not.toHaveText(text ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/prices\[\]=free/);
    await expect(summary(page)).toHaveText(text ?? '');
    await expect(page.locator('[data-testid="event-card"] h3')).toHaveText(names);
    await page.goForward();
    await expect(page).not.toHaveURL(/prices/);

    // A keyword on the list updates the search, back to page 1.
    await page.getByRole('searchbox', { name: /keyword/ }).fill('zzqqxxnothing');
    await page.getByRole('searchbox', { name: /keyword/ }).press('Enter');
    await expect(page).toHaveURL(/keyword=zzqqxxnothing/);
    await expect(page.getByRole('heading', { name: 'No events found.' })).toBeVisible();
    await expect(page.getByText(/widening your search/)).toBeVisible();
  });

  test('the keyword box elsewhere opens the events for 30 days', async ({ page, context }) => {
    // Signed in, so the 30-day window is allowed.
    await registerAndOpen(page, context, 'keyword', '/events/');
    await page.goto(urlOf('main', '/'));
    await page.getByRole('searchbox', { name: /keyword/ }).fill('music');
    await page.getByRole('searchbox', { name: /keyword/ }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/events/\\?keyword=music&.*date_start=${isoDay(0)}&date_end=${isoDay(29)}`));
    await expect(summary(page)).toHaveText(/matching “music” within 50 mi of Pittsfield, MA · Next 30 Days$/);
  });

  test('bookmarks: anonymous visitors are asked to register, signed-in users save', async ({ page, context }) => {
    // A sign-up, a sign-in and three loads of the listing with its map: about 30 s on a 2-core machine (29.2 s in a
    // passing CI run, over 30 s in the next), so it gets the slow tests' time.
    test.slow();
    await page.goto(urlOf('main', '/events/'));
    const save = cards(page).first().getByRole('button', { name: /^Save/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await registerAndOpen(page, context, 'bookmark', '/events/');
    await page.reload();
    const first = cards(page).first();
    await first.getByRole('button', { name: /^Save/ }).click();
    await expect(first.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(cards(page).first().getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await cards(page).first().getByRole('button', { name: /^Saved/ }).click();
    await expect(cards(page).first().getByRole('button', { name: /^Save\b/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('bookmarks are hidden in a widget context', async ({ page }) => {
    await page.goto(urlOf('main', '/events/?widget=demo-calendar'));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('bookmark-button')).toHaveCount(0);
    await expect(cards(page).first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /widget=demo-calendar/);
  });

  test('an advertisement is shown at position 1 first in a session, and pinged', async ({ page }) => {
    const ad = { id: 77, title: 'Berkshire Fall Fair', description: 'Rides, food and music.', image: null, url: 'https://fair.example/', buttonText: 'Get Tickets', firstForSession: true };
    await page.route('**/events/api/v1/search_ads/?**', (route) => route.fulfill({ json: ad }));
    await page.route('**/events/api/v1/search_ads/', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: ad }) : route.fallback(),
    );
    const ping = page.waitForRequest((r) => r.url().endsWith('/events/api/v1/search_ads/ping/') && r.method() === 'POST');
    await page.goto(urlOf('main', '/events/'));
    const items = page.locator('.card-list > li');
    await expect(items.nth(1).getByTestId('search-ad')).toBeVisible();
    await expect(items.nth(1)).toContainText('Berkshire Fall Fair');
    // The button goes through the counting click-through link, which redirects to the ad's own link.
    await expect(items.nth(1).getByRole('link', { name: /Get Tickets/ })).toHaveAttribute('href', '/events/api/v1/search_ads/77/click/');
    expect((await ping).postDataJSON()).toEqual({ id: 77 });
  });

  test('a failed listing says so and can be retried; no ad (404) is no problem', async ({ page }) => {
    let fail = true;
    await page.route('**/events/api/v1/events/?**', (route) => (fail ? route.abort() : route.fallback()));
    // The server's answer when no ad is live, given here: the editor desk's tests put live ads on this server.
    await page.route('**/events/api/v1/search_ads/**', (route) => route.fulfill({ status: 404, json: { detail: 'Not found.' } }));
    // The first page comes with the HTML (issue 29): the listing the app asks for itself is the next one.
    await page.goto(urlOf('main', '/events/'));
    await expect(page).toHaveURL(/default_loc_id=pittsfield-ma/);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Distance' }).click();
    const alert = page.getByRole('alert').filter({ hasText: ERRORS.fetchListings });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('search-ad')).toHaveCount(0);
  });

  test('the homepage strip reports its failure in the spec words', async ({ page }) => {
    await page.route('**/events/api/v1/events/?**', (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }));
    // Reached by a link: a home page loaded anew comes with its strip (issue 29).
    await page.goto(urlOf('main', '/venues/'));
    await expect(page).toHaveURL(/default_loc_id=pittsfield-ma/);
    await page.getByRole('link', { name: 'Berkshires & Beyond' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ERRORS.fetchEventListings })).toBeVisible({ timeout: 20_000 });
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    // axe-core and the map are slow on a busy 2-core machine.
    test.slow();
    await page.goto(urlOf('main', '/'));
    await expect(page.getByTestId('event-strip')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Dates/ }).click();
    await page.getByRole('radio', { name: 'Custom' }).check();
    await expect(page.getByTestId('range-calendar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the events list has no serious accessibility violations', async ({ page }) => {
    // axe-core and the map are slow on a busy 2-core machine.
    test.slow();
    await page.goto(urlOf('main', '/events/'));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('results-map')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Categories/ }).click();
    // The spec's categories, the last one included (a superuser may have added more: category-admin.spec).
    await expect(page.getByRole('checkbox', { name: EVENT_CATEGORIES.at(-1) ?? '', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the venues list has no serious accessibility violations', async ({ page }) => {
    // axe-core and the map are slow on a busy 2-core machine.
    test.slow();
    await page.goto(urlOf('main', '/venues/'));
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('cards fill the width below 500 px', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(urlOf('main', '/events/'));
    const card = cards(page).first();
    await expect(card).toBeVisible();
    const [cardBox, mediaBox] = await Promise.all([card.boundingBox(), card.locator('.event-card__media').boundingBox()]);
    expect(mediaBox?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.85);
  });
});
