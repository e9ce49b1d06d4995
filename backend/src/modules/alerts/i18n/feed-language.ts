import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language, negotiateLanguage } from '@events/contracts/languages';

/**
 * The language of a feed or a widget page (issue 31): `?lang=` on its address first, then (widgets) the producer's
 * setting, then the request's Accept-Language, then English. A feed's own words follow it (calendar/i18n/feed-intl.ts);
 * a reply whose language came from the header says so in Vary, so shared caches keep one copy per language.
 */

/** A language and whether the request's Accept-Language chose it (the answer then varies with that header). */
export type ChosenLanguage = { readonly language: Language; readonly fromHeader: boolean };

/** The `?lang=` of a request's query, if it names a language the product speaks. */
export function langOf(query: unknown): Language | null {
  const lang = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return isLanguage(lang) ? lang : null;
}

/** The request's Accept-Language, if it sent one. */
export function acceptLanguageOf(req: Pick<FastifyRequest, 'headers'>): string | null {
  const header = req.headers['accept-language'];
  return typeof header === 'string' ? header : null;
}

/**
 * `?lang=` first, else the producer's setting (widgets only), else the request's Accept-Language, else English.
 * `fromHeader` is true when the header was consulted, whatever it said: the same address answers another
 * language to another header.
 */
export function chooseLanguage(hints: { readonly lang?: string | null; readonly setting?: string | null; readonly acceptLanguage: string | null }): ChosenLanguage {
  if (isLanguage(hints.lang)) return { language: hints.lang, fromHeader: false };
  if (isLanguage(hints.setting)) return { language: hints.setting, fromHeader: false };
  return { language: negotiateLanguage({ acceptLanguage: hints.acceptLanguage }), fromHeader: true };
}

/** Adds Accept-Language to a reply's Vary header (keeping what it already names). */
export function varyOnAcceptLanguage(current: string | number | string[] | undefined): string {
  const named = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return named.some((name) => name.toLowerCase() === 'accept-language' || name === '*') ? named.join(', ') : [...named, 'Accept-Language'].join(', ');
}
