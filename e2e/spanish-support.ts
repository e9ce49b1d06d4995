// Helpers of the Spanish end-to-end tests (issue 31, spanish.spec.ts): catalogue messages with their arguments, the
// checks every Spanish screen passes, the Spanish sign-up and saved-search dialogs, and mails read part by part.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@events/contracts/languages';
import { expect, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { PASSWORD } from './accounts-support.js';
import { describeViolations, seriousA11yViolations } from './axe.js';
import { type CatalogueDir, englishLeftOn, message, shownInterfaceTexts } from './i18n-support.js';
import { outboxDir } from './servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CATALOGUE_DIRS: readonly CatalogueDir[] = ['shell', 'mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget', 'libs/ui'];

/** A rich-text tag's chunks as plain text: what the page's accessible name reads. */
type TagValue = (chunks: unknown[]) => string;
type Values = Record<string, PrimitiveType | TagValue>;

function format(text: string, language: string, values: Values): string {
  const out = new IntlMessageFormat(text, language).format(values as Record<string, PrimitiveType>);
  return Array.isArray(out) ? out.map(String).join('') : String(out);
}

/** A plain-text tag (`<b>…</b>`, `<hidden>…</hidden>`): its chunks as they read. */
export const plainTag: TagValue = (chunks) => chunks.map(String).join('');

/** An app's catalogue message formatted with `values` in `language` (Spanish by default), as the page shows it. */
export function formatted(dir: CatalogueDir, id: string, values: Values = {}, language = 'es'): string {
  return format(message(dir, id, language), language, values);
}

function jsonFile(file: string): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** A message of the mails' catalogue (backend/src/i18n/messages), formatted with `values` in `language`. */
export function mailMessage(id: string, values: Values = {}, language = 'es'): string {
  const text = jsonFile(path.join(root, 'backend', 'src', 'i18n', 'messages', `${language}.json`))[id];
  if (text === undefined) throw new Error(`The mails' ${language} catalogue has no "${id}"`);
  return format(text, language, values);
}

/** A contract message (a field error, libs/contracts/src/i18n/messages) in `language`, by its stable code. */
export function contractMessage(code: string, values: Values = {}, language = 'es'): string {
  const text = jsonFile(path.join(root, 'libs', 'contracts', 'src', 'i18n', 'messages', `${language}.json`))[code];
  if (text === undefined) throw new Error(`The contracts' ${language} catalogue has no "${code}"`);
  return format(text, language, values);
}

/** A regular expression matching `text` literally. */
export function literal(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}

/** A regular expression matching what starts with `text`. */
export const startingWith = (text: string): RegExp => new RegExp(`^${literal(text).source}`);

// Day and month names, from Intl's data (the browser formats dates with the same): short and long, as words.
const DAYS = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 1)));

function dateWords(language: string): Set<string> {
  const words = new Set<string>();
  for (const width of ['short', 'long'] as const) {
    for (const day of DAYS) words.add(new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(day));
    for (const month of MONTHS) words.add(new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(month));
  }
  return new Set([...words].map((word) => word.replace(/\.$/, '')));
}

/** Spanish day and month names, lower-cased ("mié", "sáb", "sept", "marzo"); "sep" beside "sept", as engines differ. */
const SPANISH_DATE_WORDS = new Set([...dateWords('es'), 'sep'].map((word) => word.toLowerCase()));
/** English day and month names as English writes them, capitalised ("Wed", "Sat", "Sep", "March"). */
const ENGLISH_DATE_WORDS = new Set([...dateWords('en'), 'Sept']);

const wordsOf = (text: string): string[] => text.split(/[^\p{L}]+/u).filter((word) => word !== '');
const alternation = (words: Iterable<string>): string => [...words].map((word) => literal(word).source).join('|');

/** A Spanish day or month name beside a day's number: "mié, 18 nov 2026", "18 de noviembre", "sáb 28". */
const SPANISH_DATE = new RegExp(
  `(?<!\\p{L})(?:${alternation(SPANISH_DATE_WORDS)})\\.?,?\\s+\\d|\\d\\s+(?:de\\s+)?(?:${alternation(SPANISH_DATE_WORDS)})(?!\\p{L})`,
  'u',
);

/** Whether `text` holds a date written with a Spanish day or month name. */
export const hasSpanishDate = (text: string): boolean => SPANISH_DATE.test(text);
/** Whether `text` names a day or a month in English. */
export const hasEnglishDateWord = (text: string): boolean => wordsOf(text).some((word) => ENGLISH_DATE_WORDS.has(word));

/** The visible `<time>` elements' texts: the dates the product formats itself (never user content). */
async function shownDates(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const time of await page.locator('time').all()) if (await time.isVisible()) texts.push(((await time.textContent()) ?? '').trim());
  return texts.filter((text) => text !== '');
}

/**
 * Soft: a screen's language checks fail the test at its end and let the journey go on, so one run reports every
 * screen's leftovers rather than the first.
 */
const softly = expect.configure({ soft: true });

/** A screen's check that waits for the page to settle, a few seconds (the screen is on, its data loaded). */
const SETTLE_MS = 5_000;

/** The page's dates name days and months in Spanish, and none in English. */
export async function expectSpanishDates(page: Page, screen: string): Promise<void> {
  await softly
    .poll(
      async () => {
        const dates = await shownDates(page);
        return { spanish: dates.some(hasSpanishDate), english: dates.filter(hasEnglishDateWord) };
      },
      { message: `${screen}: its dates (<time> elements) in Spanish`, timeout: SETTLE_MS },
    )
    .toEqual({ spanish: true, english: [] });
}

/**
 * What every Spanish screen passes: `<html lang="es">`, no English interface text (the English catalogues'
 * messages), days and months in Spanish when it shows dates, and no serious axe violation (the check of
 * expectNoSeriousA11yViolations, soft).
 */
export async function expectSpanishScreen(page: Page, screen: string, { dates }: { dates: boolean }): Promise<void> {
  await softly(page.locator('html'), `${screen}: <html lang>`).toHaveAttribute('lang', 'es');
  await softly.poll(() => englishLeftOn(page), { message: `${screen}: English interface texts`, timeout: SETTLE_MS }).toEqual([]);
  if (dates) await expectSpanishDates(page, screen);
  await softly(async () => {
    expect(describeViolations(await seriousA11yViolations(page))).toEqual([]);
  }, `${screen}: serious axe violations`).toPass({ timeout: 10_000 });
}

/**
 * The Spanish interface texts that read differently in English: every Spanish message without arguments whose
 * English differs, and which no catalogue has in English too. Shown on an English page, one is a leftover.
 */
const spanishOnly: ReadonlySet<string> = (() => {
  const catalogue = (dir: CatalogueDir, language: string) => jsonFile(path.join(root, dir, 'src', 'i18n', 'messages', `${language}.json`));
  const texts = new Set<string>();
  for (const dir of CATALOGUE_DIRS) {
    const english = catalogue(dir, 'en');
    for (const [id, text] of Object.entries(catalogue(dir, 'es'))) {
      if (text.includes('{') || text.trim().length < 3) continue;
      if (english[id] !== undefined && english[id] !== text) texts.add(text.trim());
    }
  }
  // A text some catalogue has in English too (a name both languages share) is not Spanish-only.
  for (const dir of CATALOGUE_DIRS) for (const text of Object.values(catalogue(dir, 'en'))) texts.delete(text.trim());
  return texts;
})();

/**
 * The Spanish interface texts an English page shows (englishLeftOn's counterpart): visible text nodes and labels
 * that are Spanish catalogue messages with a different English wording. Empty on a page fully in English.
 */
export async function spanishLeftOn(page: Page): Promise<string[]> {
  const shown = await shownInterfaceTexts(page);
  return [...new Set(shown.filter((text) => spanishOnly.has(text)))];
}

/** expectSpanishScreen's counterpart for a page switched to English: `<html lang="en">`, no Spanish text, axe. */
export async function expectEnglishScreen(page: Page, screen: string): Promise<void> {
  await softly(page.locator('html'), `${screen}: <html lang>`).toHaveAttribute('lang', 'en');
  await softly.poll(() => spanishLeftOn(page), { message: `${screen}: Spanish interface texts`, timeout: SETTLE_MS }).toEqual([]);
  await softly(async () => {
    expect(describeViolations(await seriousA11yViolations(page))).toEqual([]);
  }, `${screen}: serious axe violations`).toPass({ timeout: 10_000 });
}

/** The language control of the header (the other languages) or the footer (all, the current one marked): named in every language at once. */
export const languageControl = (page: Page, where: 'banner' | 'contentinfo' = 'banner'): Locator =>
  page.getByRole(where).getByRole('navigation', { name: LANGUAGES.map((language) => language.languageWord).join(' · '), exact: true });

/** A language's name in itself, as the control lists it ("English", "Español"). */
export function languageName(code: string): string {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`No language ${code}`);
  return language.name;
}

/**
 * Signs up by e-mail in the Spanish auth dialog showing its sign-up step, then logs in from its "all set" step, as a
 * new visitor does; the dialog closes signed in.
 */
export async function signUpInSpanishDialog(dialog: Locator, email: string): Promise<void> {
  await expect(dialog.getByRole('heading', { name: message('shell', 'shell.auth.title.signUp') })).toBeVisible();
  await dialog.getByRole('button', { name: message('shell', 'shell.authFlow.signUpWithEmail') }).click();
  await dialog.getByLabel(message('shell', 'shell.emailRegister.email'), { exact: true }).fill(email);
  await dialog.getByLabel(message('shell', 'shell.emailRegister.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(message('shell', 'shell.emailRegister.confirm'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: message('shell', 'shell.emailRegister.signUp'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: message('shell', 'shell.auth.title.allSet') })).toBeVisible();
}

/** From the dialog's "all set" step: logs in with the address it filled in. */
export async function logInFromSpanishDialog(dialog: Locator, email: string): Promise<void> {
  await dialog.getByRole('button', { name: message('shell', 'shell.registerSuccess.logIn'), exact: true }).click();
  await expect(dialog.getByLabel(message('shell', 'shell.emailLogin.username'), { exact: true })).toHaveValue(email);
  await dialog.getByLabel(message('shell', 'shell.emailLogin.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: message('shell', 'shell.emailLogin.logIn'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Saves the listing on screen as a new search through its Spanish Save Search dialog (saveListingAs in Spanish). */
export async function saveListingInSpanish(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: message('mfe-discovery', 'discovery.saveSearch.button'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('mfe-discovery', 'discovery.saveSearchDialog.titleNew') });
  await dialog.getByLabel(message('mfe-discovery', 'discovery.saveSearchDialog.name'), { exact: true }).fill(name);
  await expectSpanishScreen(page, 'the Save Search dialog', { dates: false });
  await dialog.getByRole('button', { name: message('mfe-discovery', 'discovery.saveSearchDialog.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A mail's subject and its plain-text and HTML parts, decoded. */
export type MailParts = { readonly subject: string; readonly text: string; readonly html: string };

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  return { head: raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const headerIn = (head: string, name: string): string => new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';

/** RFC 2047 encoded words ("=?UTF-8?Q?b=C3=BAsquedas?=") decoded; the space between two encoded words goes. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    default:
      return body;
  }
}

/** Every leaf part of a MIME entity, with its type and decoded body. */
function leafParts(raw: string): { type: string; body: string }[] {
  const { head, body } = splitHead(raw);
  const type = headerIn(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(new RegExp(`^--${literal(boundary).source}(?:--)?[ \\t]*\\r?$`, 'm')).slice(1, -1);
    return pieces.flatMap((piece) => leafParts(piece.replace(/^\r?\n/, '')));
  }
  return [{ type: type.split(';')[0]?.trim().toLowerCase() ?? '', body: decodeBody(body, headerIn(head, 'Content-Transfer-Encoding')) }];
}

/** Text as a reader sees it: tags gone (a block's as a space), entities decoded, runs of white space as one space. */
export function visibleText(html: string): string {
  return html
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(?:p|div|br|hr|tr|td|th|li|ul|ol|h[1-6]|table|tbody|thead|center|section|header|footer)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A raw mail's subject, and its text and HTML parts as a reader sees them (white space collapsed). */
export function mailParts(raw: string): MailParts {
  const { head } = splitHead(raw);
  const parts = leafParts(raw);
  const text = parts.find((part) => part.type === 'text/plain')?.body ?? '';
  const html = parts.find((part) => part.type === 'text/html')?.body ?? '';
  return { subject: decodeWords(headerIn(head, 'Subject')), text: text.replace(/\s+/g, ' ').trim(), html: visibleText(html) };
}

/**
 * The newest mail in the main server's outbox to `email` whose text or HTML holds `holding` (waits for it), read
 * part by part: the mails the main server sends itself (the sign-up confirmation, the password reset).
 */
export async function outboxMail(email: string, holding: string, timeoutMs = 15_000): Promise<MailParts> {
  const folder = outboxDir('main');
  const find = async (): Promise<MailParts | null> => {
    const files = await readdir(folder).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((f) => f.endsWith('.eml')).map(async (f) => ({ file: path.join(folder, f), mtime: (await stat(path.join(folder, f))).mtimeMs })),
    );
    mails.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of mails) {
      const raw = await readFile(file, 'utf8');
      if (!headerIn(splitHead(raw).head, 'To').toLowerCase().includes(email.toLowerCase())) continue;
      const parts = mailParts(raw);
      if (parts.text.includes(holding) || parts.html.includes(holding)) return parts;
    }
    return null;
  };
  let found: MailParts | null = null;
  await expect
    .poll(async () => (found = await find()) !== null, { message: `No mail to ${email} holding "${holding}" in ${folder}`, timeout: timeoutMs })
    .toBe(true);
  return found as unknown as MailParts;
}
