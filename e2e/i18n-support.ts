/* global document, NodeFilter, HTMLElement, Element -- shownInterfaceTexts's callback runs in the page */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The apps' message catalogues (issue 31, scripts/i18n.mjs): `<dir>/src/i18n/messages/<language>.json`. */
const CATALOGUE_DIRS = ['shell', 'mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget', 'libs/ui'] as const;
export type CatalogueDir = (typeof CATALOGUE_DIRS)[number];

function catalogue(dir: string, language: string): Record<string, string> {
  const file = path.join(root, dir, 'src', 'i18n', 'messages', `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** A message of an app's Spanish catalogue (or another language's), as a page shows it when it has no arguments. */
export function message(dir: CatalogueDir, id: string, language = 'es'): string {
  const text = catalogue(dir, language)[id];
  if (text === undefined) throw new Error(`${dir}'s ${language} catalogue has no "${id}"`);
  return text;
}

/** A message of an app's English catalogue, as its definition words it. */
export function englishMessage(dir: CatalogueDir, id: string): string {
  return message(dir, id, 'en');
}

/**
 * The interface texts that read differently in Spanish: every English message without arguments whose Spanish
 * differs. Shown on a Spanish page, one of them is a string that bypassed the catalogues (or a missing translation).
 */
const englishOnly: ReadonlySet<string> = (() => {
  const texts = new Set<string>();
  for (const dir of CATALOGUE_DIRS) {
    const english = catalogue(dir, 'en');
    const spanish = catalogue(dir, 'es');
    for (const [id, text] of Object.entries(english)) {
      if (text.includes('{') || text.trim().length < 3) continue;
      if (spanish[id] !== undefined && spanish[id] !== text) texts.add(text.trim());
    }
  }
  // A text some catalogue has in Spanish too (a name such as "Email" both languages share) is not English-only.
  for (const dir of CATALOGUE_DIRS) for (const text of Object.values(catalogue(dir, 'es'))) texts.delete(text.trim());
  return texts;
})();

/**
 * The interface texts a page shows: its visible text nodes and its labels (aria-label, placeholder, title, alt).
 * An advertisement's title, text and button are its advertiser's words, not the product's: left out (another test may
 * have put one on the shared listing meanwhile); its "Sponsored" label is the product's. So is what `content`
 * selects (producers' and editors' words: names, places, the categories).
 */
export async function shownInterfaceTexts(page: Page, content?: string): Promise<string[]> {
  return page.evaluate((contentSelector) => {
    const texts: string[] = [];
    const visible = (element: Element | null): boolean => element instanceof HTMLElement && element.offsetParent !== null && element.checkVisibility();
    const advertisers = (element: Element | null): boolean =>
      (!!element?.closest('[data-testid="search-ad"] .search-ad__body') && !element.closest('.search-ad__label')) || (!!contentSelector && !!element?.closest(contentSelector));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && visible(node.parentElement) && !advertisers(node.parentElement)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (advertisers(element)) continue;
      if (!visible(element) && !(element instanceof HTMLElement && element.closest('[role="dialog"], nav, header, footer'))) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, content);
}

/**
 * The English interface texts a page shows (shownInterfaceTexts) that are English catalogue messages with a
 * different Spanish wording. Empty on a page fully in Spanish.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const shown = await shownInterfaceTexts(page);
  return [...new Set(shown.filter((text) => englishOnly.has(text)))];
}
