import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { EventStatus } from '@events/contracts/event-status';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@events/contracts/languages';
import { FEED_MESSAGES, type FeedMessages } from './feed-messages.js';

/**
 * The feeds' texts in a language (issue 31): FEED_MESSAGES formatted with an intl of that language (the backend
 * parses ICU as it formats), and its dates with Intl in that language. A language without feed messages reads
 * English, as does English itself, word for word as the feeds read before they spoke Spanish.
 */

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

function intlOf(language: Language): IntlShape {
  let intl = intls.get(language);
  if (intl === undefined) {
    const messages: FeedMessages = (FEED_MESSAGES as Record<string, FeedMessages>)[language] ?? FEED_MESSAGES.en;
    intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: { ...messages } }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/** The message of `key` as a descriptor (by id only: the catalogue is FEED_MESSAGES, not the extracted ones). */
const byId = (key: keyof FeedMessages): { id: string } => ({ id: key });

export type FeedTexts = {
  readonly language: Language;
  readonly feedTitle: (name: string) => string;
  readonly nameWithStatus: (name: string, status: EventStatus) => string;
  /** The status label, or null while the event goes ahead as planned. */
  readonly statusFlag: (status: EventStatus) => string | null;
  readonly online: string;
  readonly whenWhere: (when: string, where: string) => string;
};

const texts = new Map<Language, FeedTexts>();

/** The feed texts of `language` (English for one the product does not speak). */
export function feedTexts(language: string | null | undefined): FeedTexts {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let known = texts.get(code);
  if (known === undefined) {
    const intl = intlOf(code);
    const format = (key: keyof FeedMessages, values?: Record<string, string>): string => intl.formatMessage(byId(key), values);
    known = {
      language: code,
      feedTitle: (name) => format('feedTitle', { name }),
      nameWithStatus: (name, status) => format('nameWithStatus', { name, status }),
      statusFlag: (status) => (status === 'scheduled' ? null : format('statusFlag', { status })),
      online: format('online'),
      whenWhere: (when, where) => (when === '' ? where : where === '' ? when : format('whenWhere', { when, where })),
    };
    texts.set(code, known);
  }
  return known;
}
