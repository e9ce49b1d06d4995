import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

/** date-fns's locale of the reader's language (its week start): Spanish's, or US English. */
function dateFnsLocale(language: string): Locale {
  return language === 'es' ? es : enUS;
}

/** The first day of a week in the reader's language, Sunday = 0 (US English) or Monday = 1 (Spanish). */
export function weekStartsOn(language: string): number {
  return dateFnsLocale(language).options?.weekStartsOn ?? 0;
}
