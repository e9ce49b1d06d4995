import { readFileSync } from 'node:fs';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { contractCatalogueFile } from '@events/contracts/i18n/contract-catalogue-file';
import { contractMessageOf, fieldErrorCodes } from '@events/contracts/i18n/contract-messages';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import type { FieldErrors } from '@events/contracts/lists';

/**
 * The header of a 400 field error answer naming each message's stable code (issue 31): JSON of the body's fields,
 * each with one code per message in the same order, null for a message that is no contract message. The body keeps
 * its shape exactly (`{field: [messages]}`); only its wording follows the reader's language.
 */
export const FIELD_ERROR_CODES_HEADER = 'Field-Error-Codes';

/**
 * The longest Field-Error-Codes value sent: a body of thousands of messages (one per item of a huge array) would pass
 * what HTTP clients accept in headers (Node's 16 KB for all of them), so such an answer goes without it.
 */
export const FIELD_ERROR_CODES_MAX_LENGTH = 8192;

const cache = createIntlCache();
const intls = new Map<Language, IntlShape | null>();

function readIntl(language: Language): IntlShape | null {
  try {
    const messages = JSON.parse(readFileSync(contractCatalogueFile(language), 'utf8')) as Record<string, string>;
    return createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);
  } catch {
    return null;
  }
}

/** The contract messages of a language, read once; null when the language has no catalogue (its readers get English). */
function intlOf(language: Language): IntlShape | null {
  if (intls.has(language)) return intls.get(language) ?? null;
  const intl = readIntl(language);
  intls.set(language, intl);
  return intl;
}

/** One message in `language`: a contract message from the language's catalogue, anything else as it is. */
export function messageIn(language: Language, message: string): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const recognised = contractMessageOf(message);
  const intl = recognised && intlOf(language);
  if (!recognised || !intl || !(recognised.code in intl.messages)) return message;
  // By code from the contracts' catalogue (not a message the backend's own catalogue extracts).
  const descriptor = { id: recognised.code };
  return intl.formatMessage(descriptor, recognised.values);
}

/** A field error map worded in `language`: the same fields and order, each message translated when it is a contract message. */
export function fieldErrorsIn(language: Language, fields: FieldErrors): FieldErrors {
  if (language === DEFAULT_LANGUAGE) return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => messageIn(language, message))]));
}

/** The value of FIELD_ERROR_CODES_HEADER for a field error map (read from its English wording); null past the limit. */
export function fieldErrorCodesHeader(fields: FieldErrors): string | null {
  const value = JSON.stringify(fieldErrorCodes(fields));
  return value.length <= FIELD_ERROR_CODES_MAX_LENGTH ? value : null;
}
