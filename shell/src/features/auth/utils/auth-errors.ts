import { isApiError } from '@events/api-client/api-error';
import { fieldErrorLines, fieldErrorsOf } from '@events/api-client/field-errors';

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const NETWORK_FAILURE = 'The server could not be reached. Please check your connection and try again.';

/** What to say for a failure that carries no field map (network, throttling, server error). */
export function generalMessageOf(error: unknown): string {
  if (!isApiError(error)) return GENERIC_FAILURE;
  if (error.kind === 'network') return NETWORK_FAILURE;
  return error.detail ?? GENERIC_FAILURE;
}

/**
 * Login errors as the spec lists them: 'field: message' for a field's message, the message alone for the
 * general ones (nonFieldErrors), or the general failure message.
 */
export function loginErrorMessages(error: unknown): string[] {
  const fields = fieldErrorsOf(error);
  const messages = fields ? fieldErrorLines(fields) : [];
  return messages.length > 0 ? messages : [generalMessageOf(error)];
}
