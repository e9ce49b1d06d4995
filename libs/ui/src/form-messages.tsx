import { contractMessageOf } from '@events/contracts/i18n/contract-messages';
import type { FieldErrors as ApiFieldErrors } from '@events/contracts/lists';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

/** A field's error, or that of a field whose value is not a plain value (react-hook-form's Merge of the two). */
export type FieldErrorLike = Pick<FieldError, 'message' | 'types'>;

/** The messages of one react-hook-form field error: the server's list, or the schema's message. */
export function messagesOf(error: FieldErrorLike | undefined): string[] {
  if (!error) return [];
  if (error.types) {
    return Object.values(error.types).flatMap((value) => {
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    });
  }
  return error.message ? [error.message] : [];
}

/**
 * A message in the reader's language (issue 31). The contracts' schemas say their messages in the spec's English
 * (VALIDATION, the *_MESSAGES constants): one of those is recognised by its stable code and worded from the
 * contracts' catalogue, which each app's intl holds beside its own (createAppIntl). Anything else (the server's
 * answers, already in the request's language; a message the form made) is shown as it is, and so is every message in
 * English or outside any provider.
 */
export function contractMessageIn(intl: IntlShape, message: string): string {
  if (intl.locale === intl.defaultLocale) return message;
  const recognised = contractMessageOf(message);
  if (!recognised || !(recognised.code in intl.messages)) return message;
  // The catalogue's message by its code (compiled in the browser): nothing here is parsed at runtime.
  const descriptor = { id: recognised.code };
  return intl.formatMessage(descriptor, recognised.values);
}

/** `messages` in the reader's language (contractMessageIn), for the lists of field and form errors. */
export function useMessagesInLanguage(messages: readonly string[]): string[] {
  const intl = useAppIntl();
  return messages.map((message) => contractMessageIn(intl, message));
}

/**
 * Puts the server's per-field messages on the fields the form shows (each field keeps all its messages; they
 * clear when the field is edited and validates again).
 */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: ApiFieldErrors, shown: readonly Path<T>[]): void {
  for (const name of shown) {
    const messages = fields[name];
    if (!messages || messages.length === 0) continue;
    setError(name, {
      type: 'server',
      message: messages.join(' '),
      types: Object.fromEntries(messages.map((message, i) => [`server${i}`, message])),
    });
  }
}
