import { LANGUAGES } from '@events/contracts/languages';
import { PSEUDO_LOCALE_KEY } from '@events/contracts/pseudo-locale';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, signInAt, uniqueEmail } from '../accounts-support.js';
import { type CatalogueDir, englishMessage, shownInterfaceTexts } from '../i18n-support.js';
import { icsCalendar } from '../calendar-support.js';
import { addCalendar } from '../producer-support.js';
import { inPseudoLocale, pseudo, pseudoPattern } from '../pseudo-support.js';
import { saveListingAs } from '../saved-support.js';
import { urlOf } from '../servers.js';

// Issue 31: the pseudo-locale pass. In it every message the catalogues word reads accented and in brackets, so a text
// that reads plainly bypassed them. The pages are English underneath (the browser's switch, never the server's).
test.describe.configure({ timeout: 120_000 });

/** Producers' and editors' words (names, places, the categories), and the cards' lines the API words: not the catalogues'. */
const CONTENT = [
  '[data-testid="category-list"]',
  '.event-card__category',
  '.event-card__title',
  '.event-card__when',
  '.event-card__where',
  '.card-media',
  // An imageless card's letter in the image's place: the first of its category's or venue's name.
  '.event-card__placeholder',
  // A bookmark button's name after its label ("Save" + the event's name).
  '.event-card__actions .ui-visually-hidden',
  // The editor desk's. A claim's venue (its heading, with the unpublished note) and its plan (a name staff gave it).
  '.claim-card__venue',
  '.claim-card__plan',
  '.claim-modal__facts a',
  // A queued venue's name and address, and its values beside a likely duplicate's.
  '.queue-item__venue',
  '.queue-item__address',
  '.queue-item__value',
  // A calendar's address, and what the calendar's event and the listed one hold (names, links, descriptions).
  '.merge-proposal__address',
  '.merge-proposal__own',
  // The POI QA Report's venues and towns; the search ads' titles (their advertisers' words); the blocked servers.
  '.report__venue',
  '.search-ads__ad-title',
  '.federation-blocks__domain',
  // The producer screens'. Their venues, events and calendars by name; a venue's own description (its form's rich
  // text) and its calendar sources (a calendar's name, its address or file name); the deployment's billing contact
  // address.
  '.producer-home__venue-name',
  '.producer-home__calendars a',
  '.quota__venue',
  '.managed-event__name',
  '.managed-event__venue',
  '.subscription__venue > h2',
  '.subscription a[href^="mailto:"]',
  '#venue-stats-views',
  '.venue-stats__table th[scope="row"]',
  '.ui-rich-text__content',
  '.calendar-source__name',
  '.calendar-source__address',
  '.widget-card__title',
  '.widget-card__search',
  // A calendar's one-line search description: the server words it in the request's language, and the pseudo-locale
  // is the browser's alone, so it reads English.
  '.widget-card__description',
].join(', ');

/** Words no catalogue has by design: the product's name (configuration), each language's own name, the language control's two-language name. */
const NOT_CATALOGUE_WORDS = new Set(['Berkshires & Beyond', ...LANGUAGES.map((language) => language.name), LANGUAGES.map((language) => language.languageWord).join(' · '), 'https://']);
/** A distance: a number and its unit's symbol. */
const DISTANCE = /^[\d.,]+ (?:mi|km)$/;

/** The texts a page shows in plain letters, other than content and the words above: each one bypassed the catalogues. */
async function plainTexts(page: Page, also: readonly string[] = []): Promise<string[]> {
  const texts = await shownInterfaceTexts(page, CONTENT);
  const plain = (text: string) => /[A-Za-z]/.test(text) && !inPseudoLocale(text);
  return [...new Set(texts.filter((text) => plain(text) && !NOT_CATALOGUE_WORDS.has(text) && !also.includes(text) && !DISTANCE.test(text)))];
}

async function expectNoPlainTexts(page: Page, screen: string, also: readonly string[] = []): Promise<void> {
  await expect.poll(() => plainTexts(page, also), { message: `${screen}: texts that bypassed the catalogues` }).toEqual([]);
}

/** An app's message without arguments as the pseudo-locale words it. */
const pseudoMessage = (app: CatalogueDir, id: string): string => pseudo(englishMessage(app, id));

/** A screen of a walk: its address, its level-1 heading in the pseudo-locale (none for a heading with a count), and what shows once its data came. */
type Screen = { readonly path: string; readonly heading?: string; readonly ready: Locator };

/**
 * Opens each screen in turn and checks its texts once its data came (a remote's first screen loads its chunks
 * first); `name` is the account's first name, which the header shows.
 */
async function walkScreens(page: Page, name: string, screens: readonly Screen[]): Promise<void> {
  for (const { path, heading, ready } of screens) {
    await page.goto(urlOf('main', path));
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(ready.first()).toBeVisible({ timeout: 30_000 });
    await expectNoPlainTexts(page, path, [name]);
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
});

test('every interface text of the discovery, account and producer screens comes from a catalogue', async ({ page }) => {
  await page.goto(urlOf('main', '/'));
  await expect(page.getByRole('heading', { level: 1, name: pseudo(englishMessage('mfe-discovery', 'discovery.home.title')) })).toBeVisible();
  await expectNoPlainTexts(page, 'home');

  await page.goto(urlOf('main', '/events/'));
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
  // A card's facts (its price tier, its age groups) are the catalogue's words.
  await expect(page.getByTestId('event-card').first().locator('.card-facts')).toContainText(/\[[^\]]+\]/);
  await expectNoPlainTexts(page, 'events list');

  const email = uniqueEmail('pseudo');
  await createUserWithRole(email, 'producer', 'Pia');
  await signInAt(page, email, '/account/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.+\]$/);
  await expectNoPlainTexts(page, 'account', ['Pia']);

  await page.goto(urlOf('main', '/manage/events/add/'));
  await expect(page.getByRole('heading', { level: 1, name: pseudo(englishMessage('mfe-producer', 'producer.eventFormPage.add')), exact: true })).toBeVisible();
  await expectNoPlainTexts(page, 'Add Event form', ['Pia']);
});

test("every interface text of the editor desk's screens comes from a catalogue", async ({ page }) => {
  const email = uniqueEmail('pseudo.editor');
  await createUserWithRole(email, 'editor', 'Eda');
  const editor = (id: string) => pseudoMessage('mfe-editor', id);
  const producer = (id: string) => pseudoMessage('mfe-producer', id);

  // The claims of every status (the demo's, some on a plan), then one of them in its editing dialog.
  await signInAt(page, email, '/manage/venues/claims/?status=all');
  const editClaim = page.getByRole('button', { name: pseudoPattern(englishMessage('mfe-editor', 'editor.claims.editLabel')) });
  await expect(editClaim.first()).toBeVisible({ timeout: 30_000 });
  await expectNoPlainTexts(page, 'claims', ['Eda']);
  await editClaim.first().click();
  const claim = page.getByRole('dialog', { name: editor('editor.claimModal.title') });
  await expect(claim.getByRole('heading', { name: editor('editor.claimModal.history') })).toBeVisible();
  await expectNoPlainTexts(page, 'a claim', ['Eda']);
  await claim.getByRole('button', { name: editor('editor.common.cancel') }).click();
  await expect(claim).toBeHidden();

  // The desk's other tabs, as the editor follows them: the venue queue, the calendars' proposed merges.
  const tabs = page.getByRole('navigation', { name: editor('editor.desk.nav') });
  for (const tab of ['editor.common.venueSubmissions', 'editor.common.proposedMerges']) {
    await tabs.getByRole('link', { name: editor(tab) }).click();
    await expect(page.getByRole('heading', { level: 1, name: editor(tab) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoPlainTexts(page, englishMessage('mfe-editor', tab), ['Eda']);
  }

  // The editor's own pages (the account menu's and the profile's links), then the producer remote's screens an editor
  // opens: every event, Add Event (an editor's finds the venue by search) and Add POI.
  await walkScreens(page, 'Eda', [
    { path: '/editor/', heading: editor('editor.profile.title'), ready: page.getByRole('heading', { name: editor('editor.profile.recentActions') }) },
    { path: '/editor/timesheets/', heading: editor('editor.timesheets.title'), ready: page.getByRole('navigation', { name: editor('editor.timesheets.weeks') }) },
    { path: '/editor/ads/', heading: editor('editor.searchAds.heading'), ready: page.getByRole('table', { name: editor('editor.searchAds.caption') }).or(page.getByText(editor('editor.common.noItems'))) },
    { path: '/editor/fediverse/', heading: editor('editor.common.blocksTitle'), ready: page.getByRole('main').getByRole('listitem').or(page.getByText(editor('editor.fediverse.blocksEmpty'))) },
    { path: '/editor/reports/poi-qa/', heading: editor('editor.poiQa.title'), ready: page.getByRole('main').getByRole('table') },
    { path: PRODUCER_PATHS.events, ready: page.getByTestId('managed-event') },
    { path: PRODUCER_PATHS.addEvent, heading: producer('producer.eventFormPage.add'), ready: page.getByRole('heading', { name: producer('producer.venueSection.title') }) },
    { path: '/manage/venues/add/', heading: producer('producer.venuePages.add'), ready: page.getByRole('main').getByRole('textbox') },
  ]);
});

test("every interface text of the producer's list screens comes from a catalogue", async ({ page, browser }) => {
  const email = uniqueEmail('pseudo.producer');
  await createUserWithRole(email, 'producer', 'Pia');
  // A calendar to list, made in an English browser as the calendars' specs make one: a saved listing, a calendar over it.
  const english = await (await browser.newContext()).newPage();
  await signInAt(english, email, '/events/');
  await expect(english.getByTestId('results')).toHaveAttribute('data-state', 'ready');
  await saveListingAs(english, 'Everything on');
  await english.goto(urlOf('main', PRODUCER_PATHS.calendars));
  await addCalendar(english, 'Our calendar', 'Everything on');
  await english.context().close();
  const producer = (id: string) => pseudoMessage('mfe-producer', id);

  // The account menu's producer pages, the venues' chooser last.
  await signInAt(page, email, PRODUCER_PATHS.home);
  await walkScreens(page, 'Pia', [
    { path: PRODUCER_PATHS.home, heading: producer('producer.home.title'), ready: page.getByTestId('managed-venue') },
    { path: PRODUCER_PATHS.events, ready: page.getByTestId('managed-event') },
    { path: PRODUCER_PATHS.subscription, heading: producer('producer.subscription.title'), ready: page.getByRole('main').getByRole('listitem') },
    { path: PRODUCER_PATHS.venueData, heading: producer('producer.stats.title'), ready: page.getByRole('table', { name: producer('producer.stats.table.caption') }) },
    { path: PRODUCER_PATHS.support, heading: producer('producer.support.title'), ready: page.getByRole('main').getByRole('textbox') },
    { path: '/manage/venues/', heading: producer('producer.venuePages.myVenues'), ready: page.getByRole('combobox', { name: producer('producer.common.selectVenue') }) },
  ]);

  // The chosen venue's form with its calendar feeds: none, then a file's (a calendar without events: nothing of it
  // reaches the listings other tests read).
  await page.getByRole('combobox', { name: producer('producer.common.selectVenue') }).selectOption({ index: 1 });
  const feeds = page.getByRole('region', { name: producer('producer.calendarImports.heading') });
  await expect(feeds.getByText(producer('producer.calendarImports.emptyTitle'))).toBeVisible();
  await expectNoPlainTexts(page, 'a venue without calendar feeds', ['Pia']);
  const file = { name: 'box-office.ics', mimeType: 'text/calendar', buffer: icsCalendar('Our box office', []) };
  await feeds.getByLabel(producer('producer.calendarImports.fileLabel')).setInputFiles(file);
  await feeds.getByRole('button', { name: producer('producer.calendarImports.importFile') }).click();
  await expect(feeds.getByTestId('calendar-source')).toBeVisible();
  await expectNoPlainTexts(page, 'a venue with a calendar file', ['Pia']);

  // The calendars, the card's menu, and the calendar's traffic from it.
  await walkScreens(page, 'Pia', [{ path: PRODUCER_PATHS.calendars, heading: producer('producer.widgets.heading'), ready: page.getByTestId('widget-card') }]);
  await page.getByRole('button', { name: pseudoPattern(englishMessage('mfe-producer', 'producer.common.actionsFor')) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoPlainTexts(page, "a calendar's menu", ['Pia']);
  await page.getByRole('menuitem', { name: producer('producer.widgets.card.metrics') }).click();
  await expect(page.getByRole('table', { name: producer('producer.widgetMetrics.caption') })).toBeVisible();
  await expectNoPlainTexts(page, "a calendar's traffic", ['Pia']);
});
