import { VENUE_FORM_MESSAGES } from '@events/contracts/venue-forms';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { readFile } from 'node:fs/promises';
import { accountButton, type AccountRole, createUserWithRole, loginLink, registerViaApi, signInAt, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { solidPng, submitBasicVenueForm, usDate } from '../producer-support.js';
import { urlOf } from '../servers.js';

// Each test walks a whole flow across two or three accounts (forms, the desk, the listing, accessibility scans).
test.describe.configure({ timeout: 150_000 });

/** Signs in on the login page and comes back to `next`. */
/** A new browser context signed in as a new account of `role`, on `next`. */
async function staffPage(browser: Browser, role: AccountRole, tag: string, next: string, firstName = 'Ada'): Promise<Page> {
  const email = uniqueEmail(tag);
  await createUserWithRole(email, role, firstName);
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, email, next);
  return page;
}

/** Submits a venue through the basic form as the signed-in user on `page`. */
async function submitVenue(page: Page, name: string, town: string, lat: string, lon: string): Promise<void> {
  await page.goto(urlOf('main', '/manage/venues/add/'));
  // The first visit loads the producer remote; a loaded machine can take longer than the default wait.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Venue' })).toBeVisible({ timeout: 30_000 });
  await submitBasicVenueForm(page, { name, city: town, lat, lon });
  await expect(page.getByTestId('venue-submitted')).toContainText(VENUE_FORM_MESSAGES.submitted);
}

/** The accessible name of the focused element, as a Tab walk reads it: aria-label, label, or text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    const label = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.labels?.[0]?.textContent : null;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused element's name is `name` (at most `limit` presses); answers the names passed. */
async function tabTo(page: Page, name: string, limit = 40): Promise<string[]> {
  const passed: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    passed.push(current);
    if (current === name) return passed;
  }
  throw new Error(`Tab never reached "${name}"; it passed ${passed.join(' | ')}`);
}

test.describe('editor desk', () => {
  test('a submitted venue is found in the desk, a duplicate merged into it by keyboard, published, and listed in /venues/', async ({ page, context, browser }) => {
    const tag = Date.now().toString(36);
    const town = `Desktown ${tag}`;
    const name = `Desk Barn ${tag}`;
    await registerViaApi(context.request, uniqueEmail('desk.user'));
    await submitVenue(page, name, town, '42.3565', '-73.2848');
    await submitVenue(page, `${name} Annex`, town, '42.3566', '-73.2849');

    const desk = await staffPage(browser, 'editor', 'desk.editor', '/manage/venues/claims/');
    const tabs = desk.getByRole('navigation', { name: 'Moderation desk' });
    await expect(tabs.getByRole('link', { name: 'Producer Requests' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Venue Submissions' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Venue Submissions' })).toBeVisible();

    // Town filter, by keyboard: type the town and press Enter.
    await desk.getByLabel('Town').focus();
    await desk.keyboard.type(town);
    await desk.keyboard.press('Enter');
    await expect(desk).toHaveURL(/town=Desktown/);
    const original = desk.getByRole('listitem', { name: new RegExp(`^${name} Submission`) });
    const duplicate = desk.getByRole('listitem', { name: new RegExp(`^${name} Annex`) });
    await expect(original).toBeVisible();
    await expect(duplicate).toBeVisible();
    await expect(duplicate.getByRole('heading', { name: 'Likely duplicates' })).toBeVisible();
    await expect(duplicate).toContainText(name);
    // Each row's map: the submission's pin and its likely duplicate's, over tiles or the bundled outline map.
    const duplicateMap = duplicate.getByRole('region', { name: `Map of ${name} Annex` }).getByTestId('queue-item-map');
    // Runs before this one left published venues of the same name there: up to 3 duplicates are drawn.
    await expect(duplicateMap).toHaveAttribute('data-pins', /^[234]$/);
    await expect(duplicateMap).toHaveAttribute('data-basemap', /tiles|fallback/, { timeout: 15_000 });
    await expect(duplicateMap.locator('canvas').first()).toBeVisible();
    await expectNoSeriousA11yViolations(desk);

    // The duplicate's merge target is the first likely duplicate; the Merge button is pressed from the keyboard.
    const into = duplicate.getByLabel('Merge into venue id');
    await expect(into).not.toHaveValue('');
    await duplicate.getByRole('button', { name: 'Merge' }).focus();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('status').filter({ hasText: /Merged venue #\d+\./ })).toBeVisible();
    await expect(duplicate).toHaveCount(0);

    await original.getByRole('button', { name: 'Publish' }).focus();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('status').filter({ hasText: /Published venue #\d+\./ })).toBeVisible();
    await expect(desk.getByText('No items to display.')).toBeVisible();

    await desk.goto(urlOf('main', `/venues/?keyword=${encodeURIComponent(name)}`));
    await expect(desk.getByRole('link', { name }).first()).toBeVisible();
    await desk.context().close();
  });

  test('the queue by keyboard alone: a Tab walk from the filters to a row, its Publish pressed with Enter', async ({ page, context, browser }) => {
    const tag = Date.now().toString(36);
    const town = `Keytown ${tag}`;
    const name = `Key Hall ${tag}`;
    await registerViaApi(context.request, uniqueEmail('keys.user'));
    await submitVenue(page, name, town, '42.4501', '-73.2502');

    const desk = await staffPage(browser, 'editor', 'keys.editor', '/manage/venues/claims/submissions/');
    await expect(desk.getByRole('heading', { level: 1, name: 'Venue Submissions' })).toBeVisible();
    await desk.getByRole('navigation', { name: 'Filter by kind' }).getByRole('link', { name: 'All', exact: true }).focus();

    // The kind chips, then the town field: each filter is reached with Tab and applied with Enter.
    await tabTo(desk, 'Submission');
    await desk.keyboard.press('Enter');
    await expect(desk).toHaveURL(/kind=submission/);
    await tabTo(desk, 'Town');
    await desk.keyboard.type(town);
    await desk.keyboard.press('Enter');
    await expect(desk).toHaveURL(/kind=submission&town=Keytown/);
    // Until the filtered answer comes, the list keeps showing the previous one (marked busy), where the row is too,
    // under the submissions other tests make meanwhile: the walk starts on the town's list, its one row.
    const queue = desk.getByRole('list').filter({ has: desk.getByRole('listitem', { name: new RegExp(`^${name} Submission`) }) });
    await expect(queue).not.toHaveAttribute('aria-busy');
    await expect(queue.getByRole('listitem').filter({ has: desk.getByRole('button', { name: 'Publish' }) })).toHaveCount(1);
    const row = desk.getByRole('listitem', { name: new RegExp(`^${name} Submission`) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('queue-item-map')).toBeVisible();
    // The row's map loads lazily (its chunk, then its canvas), and its credit line appears once its basemap is drawn
    // (tiles, or the outline map when they fail): the walk starts once the row is settled, as a user sees it, so no
    // control of the map comes or goes under the focus mid-walk.
    const rowMap = row.getByTestId('queue-item-map');
    await expect(rowMap).toHaveAttribute('data-basemap', /tiles|fallback/, { timeout: 15_000 });
    await expect(rowMap).toHaveAttribute('data-ready', 'true');
    const mapLink = `Open ${name} (42.45010, -73.25020) on OpenStreetMap`;

    // On from the field through the ordering to the row's actions, in reading order.
    const passed = await tabTo(desk, 'Publish');
    const order = ['Filter', 'Oldest first', 'Newest first', mapLink, 'Publish'];
    expect(passed.filter((label) => order.includes(label)), `Tab passed: ${passed.join(' | ')}`).toEqual(order);
    await expect(row.getByRole('button', { name: 'Publish' })).toBeFocused();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('status').filter({ hasText: /Published venue #\d+\./ })).toBeVisible();
    await expect(desk.getByText('No items to display.')).toBeVisible();
    await desk.context().close();
  });

  test("an editor fills a week's timesheet; a superuser approves it and downloads the CSV", async ({ browser }) => {
    const editorName = `Edie ${Date.now().toString(36)}`;
    const editor = await staffPage(browser, 'editor', 'sheet.editor', '/editor/timesheets/', editorName);
    await expect(editor.getByRole('heading', { level: 1, name: 'Editor Timesheets' })).toBeVisible();
    await expectNoSeriousA11yViolations(editor);
    // The page names the week it shows in the address, so a later refetch (past Sunday midnight too) keeps it.
    await expect(editor).toHaveURL(/\/editor\/timesheets\/\?week=\d{4}-\d{2}-\d{2}$/);
    const day = new URL(editor.url()).searchParams.get('week') as string;
    await expect(editor.getByText(`Week of ${day} to`)).toBeVisible();
    const form = editor.getByRole('form', { name: 'Add a work period' });
    await form.getByLabel('Date', { exact: true }).fill(usDate(day));
    await form.getByRole('combobox', { name: 'Start time' }).fill('9:00 AM');
    await form.getByRole('combobox', { name: 'End time' }).fill('12:30 PM');
    await form.getByLabel('Note', { exact: true }).fill('Moderation queue');
    await form.getByRole('button', { name: 'Add period' }).click();
    await expect(editor.getByRole('cell', { name: 'Moderation queue' })).toBeVisible();
    await expect(editor.getByText('Week total: 3.50 hours')).toBeVisible();

    // End before start is refused on the field.
    await form.getByRole('combobox', { name: 'Start time' }).fill('3:00 PM');
    await form.getByRole('combobox', { name: 'End time' }).fill('2:00 PM');
    await form.getByRole('button', { name: 'Add period' }).click();
    await expect(form.getByText('End time must be after start time.')).toBeVisible();

    const admin = await staffPage(browser, 'superuser', 'sheet.admin', `/editor/timesheets/?week=${day}`);
    await expect(admin.getByRole('cell', { name: 'Moderation queue' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('button', { name: `Approve week of ${editorName}` }).click();
    await expect(admin.getByRole('button', { name: `Approve week of ${editorName}` })).toHaveCount(0);
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Editor,Date,Start,End,Hours,Note,Approved');
    expect(csv).toContain(`${editorName},${day},09:00,12:30,3.50,Moderation queue,yes`);
    await editor.context().close();
    await admin.context().close();
  });

  test('a superuser creates a search ad that shows in the events listing at position 1 and counts a click', async ({ browser }) => {
    const admin = await staffPage(browser, 'superuser', 'ads.admin', '/editor/ads/');
    await expect(admin.getByRole('heading', { level: 1, name: 'Search Ads' })).toBeVisible();
    // One live ad at a time, so the listing's pick is this test's ad: counted once the list has loaded.
    await expect(admin.getByRole('table', { name: 'Search ads', exact: true }).or(admin.getByText('No items to display.'))).toBeVisible();
    for (let n = await admin.getByRole('button', { name: /^Delete / }).count(); n > 0; n--) {
      await admin.getByRole('button', { name: /^Delete / }).first().click();
      await expect(admin.getByRole('button', { name: /^Delete / })).toHaveCount(n - 1);
    }
    await admin.getByRole('button', { name: 'New search ad' }).click();
    const title = `Tanglewood Lawn ${Date.now().toString(36)}`;
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Description').fill('Concerts under the stars.');
    await admin.getByLabel('Link (https)').fill('http://tanglewood.example.org/');
    await admin.getByLabel('Button text').fill('Get Tickets');
    await admin.getByLabel('Image').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: solidPng(800, 400, [30, 90, 160]) });
    await expect(admin.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await admin.getByRole('button', { name: 'Save ad' }).click();
    await expect(admin.getByText('The ad\'s link must begin with "https:".')).toBeVisible();
    await admin.getByLabel('Link (https)').fill('https://tanglewood.example.org/');
    await expect(admin.getByRole('figure').getByText(title)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('button', { name: 'Save ad' }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Live today');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(urlOf('main', '/events/'));
    const items = visitor.locator('.card-list > li');
    // The ad unit loads after the results; a loaded machine can take longer than the default wait.
    await expect(items.nth(1).getByTestId('search-ad')).toContainText(title, { timeout: 30_000 });
    const href = await items.nth(1).getByRole('link', { name: /Get Tickets/ }).getAttribute('href');
    expect(href).toMatch(/^\/events\/api\/v1\/search_ads\/\d+\/click\/$/);
    const click = await visitor.request.get(urlOf('main', href as string), { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://tanglewood.example.org/');

    await admin.reload();
    await expect(admin.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(4)).toHaveText('1');
    await admin.getByRole('button', { name: `Per day counts of ${title}` }).click();
    await expect(admin.getByRole('table', { name: `Per day: ${title}`, exact: true })).toBeVisible();
    const chart = admin.getByRole('figure', { name: `Chart of impressions and clicks per day: ${title}` });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByRole('table')).toContainText('Clicks');
    await expectNoSeriousA11yViolations(admin);
    await visitor.context().close();
    await admin.context().close();
  });

  test("the editors' event list filters by keyword", async ({ browser }) => {
    const admin = await staffPage(browser, 'superuser', 'list.admin', '/manage/events/');
    const filter = admin.getByRole('search', { name: 'Filter events' });
    await expect(filter).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await filter.getByLabel('Keyword').fill(`nothing-${Date.now().toString(36)}`);
    await admin.keyboard.press('Enter');
    await expect(admin).toHaveURL(/keyword=nothing-/);
    await expect(admin.getByText('No upcoming events.')).toBeVisible();
    await admin.context().close();
  });

  // Spec section 6: the entries each role sees, in order (the superuser's staff tools are E2E_STAFF_LINKS').
  const SIGNED_IN = ['Account Details', 'Address Book'];
  const MANAGES_EVENTS = ['Events', 'Add Event'];
  const EDITS = ['Venue Moderation', 'Add Event - LEGACY', 'Add POI', 'Add POI - LEGACY', 'Editor Profile', 'Editor Timesheets', 'POI QA Report'];
  const MENU_ENTRIES: Readonly<Record<AccountRole, readonly string[]>> = {
    user: [...SIGNED_IN, 'Log Out'],
    // The producer's tools are grouped under "Producer" (issue 27).
    producer: [...SIGNED_IN, 'My Venues', 'My Events', 'Add Event', 'My Calendars', 'My Venue Data', 'Subscription', 'Contact Support', 'Log Out'],
    editor: [...SIGNED_IN, ...MANAGES_EVENTS, ...EDITS, 'Log Out'],
    superuser: [...SIGNED_IN, ...MANAGES_EVENTS, ...EDITS, 'User Report', 'Editor Report', 'Users', 'Plans', 'Categories', 'Content Pages', 'Jobs', 'Wagtail CMS', 'Django Admin', 'Sentry', 'Log Out'],
  };

  // The level-1 heading of the page each entry opens.
  const MENU_PAGES: Readonly<Record<string, string | RegExp>> = {
    'Account Details': 'Account Details',
    'Address Book': /Address Book|Addresses/,
    'My Claims': 'My Claims',
    'My Venues': 'My Venues',
    'My Events': /Upcoming Events?$|^My Events$/,
    'My Calendars': 'My Calendars',
    Subscription: 'Subscription',
    'Contact Support': 'Contact Support',
    Users: 'Users',
    Plans: 'Plans',
    Categories: 'Categories',
    'Content Pages': 'Content Pages',
    Jobs: 'Jobs',
    Events: /Events/,
    'Add Event': 'Add Event',
    'Add Event - LEGACY': 'Add Event',
    'Add POI': 'Add Venue',
    'Add POI - LEGACY': 'Add Venue',
    'Editor Profile': 'Editor Profile',
    'Editor Timesheets': 'Editor Timesheets',
    'Venue Moderation': 'Manage Producer Requests',
    'My Venue Data': 'My Venue Data',
    'POI QA Report': 'POI QA Report',
    'User Report': 'User Report',
    'Editor Report': 'Editor Report',
    'Log Out': 'Log Out',
  };
  // The spec's legacy addresses, which replace themselves with the current forms' (mfe-producer's routes); and the
  // timesheets, which name the week they show in the address once it has loaded (the product's week at that moment).
  const LANDS_ON: Readonly<Record<string, string | RegExp>> = {
    '/add/event/': '/manage/events/add/',
    '/add/poi/': '/manage/venues/add/',
    '/editor/timesheets/': /^\/editor\/timesheets\/(\?week=\d{4}-\d{2}-\d{2})?$/,
  };
  // The spec's external staff tools: the deployment's own URLs (E2E_STAFF_LINKS), opened in a new tab.
  const EXTERNAL_TOOLS = new Set(['Wagtail CMS', 'Django Admin', 'Lighthouse Report', 'SQL Explorer', 'Sentry', 'AWS Console']);

  for (const role of ['user', 'producer', 'editor', 'superuser'] as const) {
    test(`every account-menu entry of section 6 leads to a real page for a ${role}`, async ({ browser }) => {
      const page = await staffPage(browser, role, `menu.${role}`, '/account/');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
      await accountButton(page).click();
      const entries: { label: string; href: string; target: string | null }[] = [];
      for (const item of await page.getByRole('menu').getByRole('menuitem').all()) {
        const label = ((await item.textContent()) ?? '').replace('(opens in a new tab)', '').trim();
        entries.push({ label, href: (await item.getAttribute('href')) ?? '', target: await item.getAttribute('target') });
      }
      await page.keyboard.press('Escape');
      const expected = MENU_ENTRIES[role];
      expect(entries.map((e) => e.label).filter((label) => expected.includes(label))).toEqual(expected);

      // Each entry is clicked from the page the previous one opened, as a user walks the menu (in-page navigation).
      for (const { label, href, target } of entries) {
        if (EXTERNAL_TOOLS.has(label)) {
          expect(target, `${label} opens in a new tab`).toBe('_blank');
          continue;
        }
        const heading = MENU_PAGES[label];
        expect(heading, `a known page for the menu entry "${label}"`).toBeDefined();
        await accountButton(page).click();
        // Log Out signs out, then loads the page where the user stands anew (a full page load).
        const reloaded = label === 'Log Out' ? page.waitForEvent('load') : null;
        await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
        if (reloaded) {
          // The link itself (a new tab, no script) opens the confirmation. Signed out, the page offers to log in: the
          // header's link, or the Log In dialog of a page that needs an account (the address book), whichever shows first.
          await reloaded;
          await expect(loginLink(page).or(page.getByRole('dialog', { name: 'Log In' })).first()).toBeVisible();
          await page.goto(urlOf('main', href));
        } else {
          const landing = LANDS_ON[href] ?? href;
          const lands = (address: string) => (typeof landing === 'string' ? address === landing : landing.test(address));
          await expect(page, `"${label}" opens ${landing}`).toHaveURL((url) => lands(`${url.pathname}${url.search}`));
        }
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('Page not found')).toHaveCount(0);
        if (href.startsWith('/editor/') || href.startsWith('/manage/venues/claims/')) await expectNoSeriousA11yViolations(page);
      }
      await page.context().close();
    });
  }
});
