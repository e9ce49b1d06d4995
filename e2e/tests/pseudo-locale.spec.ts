import { LANGUAGES } from '@events/contracts/languages';
import { PSEUDO_LOCALE_KEY } from '@events/contracts/pseudo-locale';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, signInAt, uniqueEmail } from '../accounts-support.js';
import { englishMessage, shownInterfaceTexts } from '../i18n-support.js';
import { inPseudoLocale, pseudo } from '../pseudo-support.js';
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
  // A bookmark button's name after its label ("Save" + the event's name).
  '.event-card__actions .ui-visually-hidden',
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
