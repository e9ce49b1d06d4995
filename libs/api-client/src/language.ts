import { PSEUDO_LOCALE_KEY } from '@events/contracts/pseudo-locale';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language } from '@events/contracts/languages';
import { createContext, use } from 'react';

/**
 * The reader's language (issue 31), one for the shell and every remote: this module is a shared singleton
 * (`@events/api-client/*`), so the context the shell provides is the one the remotes read. Each app formats its own
 * catalogue's messages in it (libs/ui i18n/app-intl.tsx).
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return use(LanguageContext);
}

/** The page's language as the server chose it for this request and wrote it on `<html lang>`. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The language cookie's text: the whole site, a year, sent on top-level navigations. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether this browser reads the English pages in the pseudo-locale: a check of the catalogues for translators and
 * tests (a text that reads plainly bypassed them), never offered to readers, never rendered on the server.
 */
export function pseudoLocaleOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    // Storage a browser refuses (a sandboxed frame) is no switch.
    return false;
  }
}
