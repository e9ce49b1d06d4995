import { match } from '@formatjs/intl-localematcher';

/**
 * The languages the product speaks (issue 31). A third language is its entry in LANGUAGES and its catalogues beside
 * each app's English one (every app loads `messages/<code>.json` by the code): no other line changes. English is
 * the first, and the product's own: the spec's wording is its catalogue's text, and a missing message falls back to it.
 */
export type Language = string;

export type LanguageInfo = {
  /** BCP 47 language subtag: `en`, `es`; the catalogues' file names, the cookie's value, `<html lang>`. */
  readonly code: Language;
  /** The language's name in itself, as the language control lists it to a reader of any language. */
  readonly name: string;
  /** The word "Language" in the language: the language control is named in every language at once. */
  readonly languageWord: string;
  /** Open Graph's `og:locale` (language_TERRITORY): the region's own territory. */
  readonly ogLocale: string;
};

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', languageWord: 'Language', ogLocale: 'en_US' },
  { code: 'es', name: 'Español', languageWord: 'Idioma', ogLocale: 'es_US' },
];
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);
export const DEFAULT_LANGUAGE: Language = LANGUAGE_CODES[0] ?? 'en';

/** The cookie the language control sets: a year, the whole site, sent on top-level navigations (SameSite=Lax). */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGE_CODES.includes(value);
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) ?? (LANGUAGES[0] as LanguageInfo);
}

/** The language ranges of an Accept-Language header, most wanted first (q=0 ranges and `*` left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const range = tag.trim();
    if (range === '' || range === '*' || !(weight > 0) || !/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(range)) return [];
    return [{ range, weight, index }];
  });
  return ranges.sort((a, b) => b.weight - a.weight || a.index - b.index).map(({ range }) => range);
}

/** What a request says of its reader's language, strongest first. */
export type LanguageHints = {
  /** The signed-in user's saved choice (account settings). */
  readonly saved?: string | null;
  /** The language cookie, set by the language control. */
  readonly cookie?: string | null;
  /** The request's Accept-Language header. */
  readonly acceptLanguage?: string | null;
};

/**
 * The reader's language: the saved choice, else the cookie, else the best match of Accept-Language (`es-MX` reads
 * Spanish), else English. A hint naming no language the product speaks is passed over.
 */
export function negotiateLanguage(hints: LanguageHints): Language {
  if (isLanguage(hints.saved)) return hints.saved;
  if (isLanguage(hints.cookie)) return hints.cookie;
  const accepted = acceptedLanguages(hints.acceptLanguage);
  if (accepted.length === 0) return DEFAULT_LANGUAGE;
  try {
    return match(accepted, LANGUAGE_CODES, DEFAULT_LANGUAGE);
  } catch {
    // A range Intl cannot canonicalise: the reader gets the default rather than an error page.
    return DEFAULT_LANGUAGE;
  }
}

/** The language control's address (language-endpoints.ts): sets the cookie, then sends the reader back to `next`. */
export const LANGUAGE_CHOICE_PATH = '/events/api/v1/language/{language}/';

/** The control's link to `language`, coming back to `next` (a path of this site). */
export function languageChoiceUrl(language: Language, next: string): string {
  return `${LANGUAGE_CHOICE_PATH.replace('{language}', encodeURIComponent(language))}?${new URLSearchParams({ next }).toString()}`;
}
