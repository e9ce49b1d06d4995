import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@events/contracts/languages';
import { BACKEND_ROOT } from '../../config/project-paths.js';

/**
 * What the server words in the reader's language (issue 31): mails, the unsubscribe page, push notifications, the
 * calendars' search descriptions. Each text's words are ICU messages defined beside it (`defineMessages`, the English
 * wording as the default), found by `node scripts/i18n.mjs extract` and kept in the backend's catalogue,
 * backend/src/i18n/messages/<code>.json. A mail is formatted with the intl of its recipient's language: the saved
 * choice of their account, English when they made none (users.language is null); an answer, with its request's.
 */

const CATALOGUE_DIR = path.join(BACKEND_ROOT, 'src', 'i18n', 'messages');

const logger = new Logger('ServerIntl');
const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

function catalogue(language: Language): Record<string, string> {
  const file = path.join(CATALOGUE_DIR, `${language}.json`);
  // English is the sources' own wording: without its file, every message reads its default.
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The intl the server words texts for readers of `language` with; English for a language the product does not speak. */
export function serverIntl(language: string | null | undefined): IntlShape {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let intl = intls.get(code);
  if (intl === undefined) {
    intl = createIntl(
      {
        locale: code,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: catalogue(code),
        onError: (error) => {
          // English messages are their defaults; a translation missing elsewhere is caught by `i18n.mjs check`.
          if (error.code === IntlErrorCode.MISSING_TRANSLATION && code === DEFAULT_LANGUAGE) return;
          logger.warn({ err: error, language: code }, 'Message not formatted in the reader language');
        },
      },
      cache,
    );
    intls.set(code, intl);
  }
  return intl;
}

/**
 * The language of a mail to an account: the account's saved choice; else, for a mail answering a request (a password
 * reset, the contact form), the request's language (common/i18n/request-language.ts); else English.
 */
export function mailLanguage(saved: string | null | undefined, request?: string | null): Language {
  if (isLanguage(saved)) return saved;
  return isLanguage(request) ? request : DEFAULT_LANGUAGE;
}

/**
 * "Sat, Nov 28, 2026 7:00 PM" in the reader's language: a local day (`yyyy-MM-dd`) and a wall-clock time
 * (`HH:mm[:ss]`) as they read at the venue, which Intl formats as UTC so no zone moves them.
 */
export function formatLocalDateTime(intl: IntlShape, date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const dayText = intl.formatDate(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  // ICU puts a narrow no-break space before AM/PM; the mails have always had a plain one.
  const timeText = intl.formatTime(instant, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).replace(/\u202f/g, ' ');
  return `${dayText} ${timeText}`;
}
