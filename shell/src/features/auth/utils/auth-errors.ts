import { isApiError } from '@events/api-client/api-error';
import { fieldErrorLines, fieldErrorsOf } from '@events/api-client/field-errors';
import { defineMessages, type IntlShape } from '@events/api-client/intl';

const messages = defineMessages({
  generic: { id: 'shell.auth.failure.generic', defaultMessage: 'Something went wrong. Please try again.' },
  network: { id: 'shell.auth.failure.network', defaultMessage: 'The server could not be reached. Please check your connection and try again.' },
});

/** What to say for a failure that carries no field map (network, throttling, server error; the server's detail is in the reader's language). */
export function generalMessageOf(error: unknown, intl: IntlShape): string {
  if (!isApiError(error)) return intl.formatMessage(messages.generic);
  if (error.kind === 'network') return intl.formatMessage(messages.network);
  return error.detail ?? intl.formatMessage(messages.generic);
}

/**
 * Login errors as the spec lists them: 'field: message' for a field's message, the message alone for the
 * general ones (nonFieldErrors), or the general failure message.
 */
export function loginErrorMessages(error: unknown, intl: IntlShape): string[] {
  const fields = fieldErrorsOf(error);
  const lines = fields ? fieldErrorLines(fields) : [];
  return lines.length > 0 ? lines : [generalMessageOf(error, intl)];
}
