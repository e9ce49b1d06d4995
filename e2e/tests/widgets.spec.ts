import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { WIDGET_METRICS_MESSAGES } from '@events/contracts/widget-metrics';
import { WIDGET_MESSAGES } from '@events/contracts/widgets';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, logInWithRole, signInAt, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { message } from '../i18n-support.js';
import { copyEmbedSnippet, startEmbeddingSite, type EmbeddingSite } from '../embedding-site.js';
import { regionDay, REGION_TIME_ZONE, saveListingAs } from '../saved-support.js';
import { dataDir, urlOf } from '../servers.js';

/**
 * Headless Chromium says "HeadlessChrome" in its User-Agent, which isbot rightly takes for a bot, and bots' views are
 * not counted; the visitors here present the desktop browser's agent.
 */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
test.use({ timezoneId: REGION_TIME_ZONE, userAgent: DESKTOP_CHROME });
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The next 30 days around Lenox; a function, so its days come from the product's clock once the test has read it. */
const lenoxListing = () => `/events/?default_loc_id=lenox-ma&latitude=42.3565&longitude=-73.2848&radius=25&date_start=${regionDay(0)}&date_end=${regionDay(29)}`;

/**
 * Runs the five-minute rollup now, as the scheduler would (backend/dist/modules/widgets/widget-rollup-cli.js on the
 * main server's embedded PostgreSQL), counting every hit stored so far.
 */
async function runRollup(): Promise<void> {
  const pidFile = await readFile(path.join(dataDir('main'), 'postgres', 'postmaster.pid'), 'utf8');
  const port = pidFile.split('\n')[3]?.trim();
  const databaseUrl = `postgres://events:events-local@localhost:${port}/events`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['backend/dist/modules/widgets/widget-rollup-cli.js', '--settle-seconds', '0', '--database-url', databaseUrl],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  expect(stdout).toMatch(/Rolled up|Skipped/);
}

let site: EmbeddingSite;

test.beforeAll(async () => {
  site = await startEmbeddingSite();
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('calendar widgets', () => {
  test('a producer builds a calendar from a saved search, embeds it on another site, and sees that site in its traffic', async ({ page, browser, context }) => {
    test.slow();
    const embedderHost = site.host;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('main') });
    await logInWithRole(page, 'widgets', 'producer', 'Wendy', '/account/widgets/');
    await expect(page.getByRole('heading', { level: 1, name: WIDGET_MESSAGES.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: WIDGET_MESSAGES.emptyTitle })).toBeVisible();
    await expect(page.getByText(WIDGET_MESSAGES.emptyText)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A saved search from the listing.
    await page.goto(urlOf('main', lenoxListing()));
    await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
    await saveListingAs(page, 'Around Lenox');

    // The calendar from it: Save stays disabled until both fields are valid.
    await page.goto(urlOf('main', '/account/widgets/'));
    await page.getByRole('link', { name: WIDGET_MESSAGES.add }).click();
    const form = page.getByRole('dialog', { name: WIDGET_MESSAGES.createTitle });
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await form.getByLabel('Title').fill('Lenox this month');
    await form.getByLabel('Saved Search').selectOption({ label: 'Around Lenox' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(form).toBeHidden();
    const card = page.getByTestId('widget-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Lenox this month' })).toBeVisible();
    await expect(card.getByText('Around Lenox', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The embed snippet, copied.
    const snippet = await copyEmbedSnippet(page, 'Lenox this month');
    expect(snippet).toMatch(/^<iframe src="http:\/\/localhost:\d+\/widget\/\d+\/" title="Lenox this month" width="100%" height="720px"/);
    const widgetUrl = /src="([^"]+)"/.exec(snippet)?.[1] ?? '';

    // Another site embeds it; with JavaScript off the server's page lists the events and its links page.
    const noScript = await browser.newContext({ javaScriptEnabled: false, timezoneId: REGION_TIME_ZONE, userAgent: DESKTOP_CHROME });
    const plainPage = await noScript.newPage();
    await plainPage.goto(site.pageWith(snippet));
    const plainFrame = plainPage.frameLocator('iframe');
    await expect(plainFrame.getByRole('heading', { level: 1, name: 'Lenox this month' })).toBeVisible();
    const plainCards = plainFrame.getByRole('list', { name: WIDGET_MESSAGES.eventsLabel }).getByRole('listitem');
    await expect(plainCards).toHaveCount(20);
    const firstOnPageOne = await plainCards.first().getByRole('heading').textContent();
    // Each event offers its .ics file, which any calendar app opens.
    const addToCalendar = plainCards.first().getByRole('link', { name: `Add to calendar: ${firstOnPageOne ?? ''}` });
    await expect(addToCalendar).toHaveAttribute('href', /^\/icalendar\/event\/\d+\/$/);
    const ics = await page.request.get(urlOf('main', (await addToCalendar.getAttribute('href')) ?? ''));
    expect(ics.headers()['content-type']).toContain('text/calendar');
    await plainFrame.getByRole('link', { name: 'Next' }).click();
    await expect(plainFrame.getByText('Page 2 of')).toBeVisible();
    await expect(plainCards.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
    await noScript.close();

    // With JavaScript the same page hydrates and pages in place.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().startsWith(widgetUrl)) documents.push(request.url());
    });
    await page.goto(site.pageWith(snippet));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: 'Lenox this month' })).toBeVisible();
    const cards = frame.getByRole('list', { name: WIDGET_MESSAGES.eventsLabel }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    const firstCard = (await cards.first().getByRole('heading').textContent()) ?? '';
    await frame.getByRole('link', { name: 'Next' }).click();
    await expect(frame.getByText('Page 2 of')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstCard);
    const firstOnPageTwo = (await cards.first().getByRole('heading').textContent()) ?? '';
    expect(documents).toHaveLength(1);
    // Back on page one, in place. The run starts at 23:55 in the region: when midnight passes between the two pages,
    // yesterday's late events leave the calendar, so page one is asserted as page one, not as the same cards.
    await frame.getByRole('link', { name: 'Previous' }).click();
    await expect(frame.getByText('Page 1 of')).toBeVisible();
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPageTwo);
    expect(documents).toHaveLength(1);

    // The same calendar in Spanish (an embed's ?lang=es): the server's page and the hydrated one word the widget's
    // catalogue in Spanish, and page in place.
    const inSpanish = await context.newPage();
    await inSpanish.goto(`${widgetUrl}?lang=es`);
    await expect(inSpanish.locator('html')).toHaveAttribute('lang', 'es');
    await expect(inSpanish.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await inSpanish.getByRole('link', { name: message('mfe-widget', 'widget.pager.next'), exact: true }).click();
    await expect(inSpanish.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await inSpanish.close();

    // An event opened from the widget: a new tab in widget context, whose back link returns to the widget.
    const opened = (await cards.first().getByRole('heading').textContent()) ?? '';
    const [eventPage] = await Promise.all([page.waitForEvent('popup'), frame.getByRole('link', { name: opened }).first().click()]);
    await expect(eventPage).toHaveURL(/\?widget=\d+/);
    // The first visit of an event page loads the discovery remote: slower than a widget page.
    await expect(eventPage.getByRole('heading', { level: 1, name: opened })).toBeVisible({ timeout: 30_000 });
    await eventPage.getByTestId('detail-back-link').click();
    await expect(eventPage).toHaveURL(widgetUrl);
    await expect(eventPage.getByRole('heading', { level: 1, name: 'Lenox this month' })).toBeVisible();
    await expectNoSeriousA11yViolations(eventPage);
    await eventPage.close();

    // The embedding site shows up on the metrics page once the rollup has run.
    const metricsPath = new URL(widgetUrl).pathname.replace('/widget/', '/account/widgets/').replace(/\/$/, '/metrics/');
    await expect
      .poll(
        async () => {
          await runRollup();
          const answer = await page.request.get(urlOf('main', `/events/api/v1/widget_metrics/${/\d+/.exec(metricsPath)?.[0]}/`));
          return ((await answer.json()) as { by_host: { host: string }[] }).by_host.map((row) => row.host);
        },
        { timeout: 30_000 },
      )
      .toContain(embedderHost);
    await page.goto(urlOf('main', metricsPath));
    const row = page.getByRole('row', { name: new RegExp(embedderHost.replace(/\./g, '\\.')) });
    // The metrics screen's chunk carries echarts: its first load takes longer than the list's.
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(WIDGET_METRICS_MESSAGES.note)).toBeVisible();
    const widgetImpressions = page.getByTestId('widget-impressions');
    await expect(widgetImpressions).not.toHaveText('0');
    await expect(page.locator('.widget-metrics__chart canvas')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Widget Impressions by day' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    // Taking the host out of the chart refetches without it; putting it back restores the figures.
    const before = await widgetImpressions.textContent();
    const toggle = row.getByRole('checkbox', { name: WIDGET_METRICS_MESSAGES.graphToggle(embedderHost) });
    const excluded = page.waitForRequest((request) => request.url().includes('exclude_hosts='));
    await toggle.uncheck();
    await excluded;
    await expect(widgetImpressions).not.toHaveText(before ?? '');
    await toggle.check();
    await expect(widgetImpressions).toHaveText(before ?? '');
    await page.getByRole('button', { name: WIDGET_METRICS_MESSAGES.eventImpr }).click();
    await expect(page.getByRole('table', { name: 'Event Impressions by day' })).toBeAttached();
    await page.getByRole('button', { name: WIDGET_METRICS_MESSAGES.month }).click();
    await expect(page.getByRole('table', { name: 'Event Impressions by month' })).toBeAttached();
  });

  test('a calendar opens on the month its producer chose, with the controls they show: chips narrow it, the list and months follow', async ({ page }) => {
    const email = uniqueEmail('widgets.month');
    await createUserWithRole(email, 'producer', 'Mona');
    await signInAt(page, email, lenoxListing());
    await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
    await saveListingAs(page, 'Lenox month');

    // The producer picks the month view and hides the Subscribe link.
    await page.goto(urlOf('main', '/account/widgets/'));
    await page.getByRole('link', { name: WIDGET_MESSAGES.add }).click();
    const form = page.getByRole('dialog', { name: WIDGET_MESSAGES.createTitle });
    await form.getByLabel('Title').fill('Lenox by month');
    await form.getByLabel('Saved Search').selectOption({ label: 'Lenox month' });
    await form.getByLabel(WIDGET_MESSAGES.defaultViewLabel).selectOption({ label: 'Month' });
    await expect(form.getByRole('checkbox', { name: WIDGET_MESSAGES.showCategoriesLabel })).toBeChecked();
    await form.getByRole('checkbox', { name: WIDGET_MESSAGES.showSubscribeLabel }).uncheck();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    const widgets = (await (await page.request.get(urlOf('main', '/events/api/v1/widgets/'))).json()) as { results: { embedUrl: string }[] };
    const widgetUrl = widgets.results[0]?.embedUrl ?? '';

    // Its page opens on this month's grid, rendered by the server: no Subscribe link, the switch on Month.
    await page.goto(widgetUrl);
    const grid = page.getByRole('table');
    await expect(grid.getByRole('columnheader', { name: 'Sun' })).toBeVisible();
    // On a month's last evening the search's days lie in the next month.
    if ((await grid.getByRole('link').count()) === 0) await page.getByRole('link', { name: WIDGET_MESSAGES.nextMonth }).click();
    await expect(grid.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Subscribe/ })).toHaveCount(0);
    const views = page.getByRole('list', { name: WIDGET_MESSAGES.viewsLabel });
    await expect(views.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');
    const chips = page.getByRole('list', { name: WIDGET_MESSAGES.categoriesLabel });
    await expect(chips.getByRole('link', { name: WIDGET_MESSAGES.allCategories })).toHaveAttribute('aria-current', 'page');
    const monthLabel = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expectNoSeriousA11yViolations(page);

    // A chip narrows the calendar to its category, in the month and then in the list.
    const chip = chips.getByRole('link').nth(1);
    const category = ((await chip.textContent()) ?? '').replace(/\s*\d+$/, '');
    await chip.click();
    await expect(chips.getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute('aria-current', 'page');
    await views.getByRole('link', { name: 'List' }).click();
    const cards = page.getByRole('list', { name: WIDGET_MESSAGES.eventsLabel }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const facts of await cards.locator('.wc-card__facts').allTextContents()) expect(facts.startsWith(category)).toBe(true);
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');

    // The month view pages to the next month and back.
    await views.getByRole('link', { name: 'Month' }).click();
    await page.getByRole('link', { name: WIDGET_MESSAGES.nextMonth }).click();
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(monthLabel);
    await page.getByRole('link', { name: WIDGET_MESSAGES.previousMonth }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(monthLabel);

    // In a narrow frame the month reads as a list of its days with events, each labelled with its date.
    await page.setViewportSize({ width: 380, height: 720 });
    await expect(grid.getByRole('columnheader', { name: 'Sun' })).toBeHidden();
    await expect(grid.locator('.wc-day--busy .wc-day__label').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the widget page is accessible and an unknown calendar answers a short not-found page', async ({ page }) => {
    const missing = await page.goto(urlOf('main', '/widget/987654/'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: WIDGET_MESSAGES.notFoundTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
