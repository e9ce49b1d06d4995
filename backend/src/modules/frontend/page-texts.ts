import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@events/contracts/languages';

/**
 * The words the server writes into a page's head (issue 31): the shell's own title and description, and the lead of
 * a detail page's description. ICU messages per language; a language without its entry reads English. The rest of
 * the page is the apps' own catalogues, rendered by their server builds.
 */
const PAGE_TEXTS = {
  en: {
    shellTitle: 'Berkshires & Beyond: events and venues in western Massachusetts',
    shellDescription:
      'Find events and venues in western Massachusetts and neighbouring towns in Vermont, New York and Connecticut: search by place, date, category, price and age group.',
    online: 'Online',
    eventLead: '{when} at {where}',
    upcomingEvents: '{count, plural, one {# upcoming event} other {# upcoming events}}',
    notFound: 'Page not found',
  },
  es: {
    shellTitle: 'Berkshires & Beyond: eventos y lugares en el oeste de Massachusetts',
    shellDescription:
      'Encuentre eventos y lugares en el oeste de Massachusetts y en los pueblos vecinos de Vermont, Nueva York y Connecticut: busque por lugar, fecha, categoría, precio y edad.',
    online: 'En línea',
    eventLead: '{when} en {where}',
    upcomingEvents: '{count, plural, one {# evento próximo} other {# eventos próximos}}',
    notFound: 'Página no encontrada',
  },
} as const satisfies Record<string, Record<string, string>>;

export type PageTextId = keyof (typeof PAGE_TEXTS)['en'];

const formats = new Map<string, IntlMessageFormat>();

/** A head text in `language` (English when the language has none). */
export function pageText(language: Language, id: PageTextId, values?: Record<string, string | number>): string {
  const texts: Record<PageTextId, string> = language in PAGE_TEXTS ? PAGE_TEXTS[language as keyof typeof PAGE_TEXTS] : PAGE_TEXTS.en;
  const key = `${language}:${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(texts[id], texts === PAGE_TEXTS.en ? 'en' : language);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** The shell's English title and description, as its build writes them in index.html. */
export const SHELL_TEXTS_EN = { title: PAGE_TEXTS.en.shellTitle, description: PAGE_TEXTS.en.shellDescription } as const;
