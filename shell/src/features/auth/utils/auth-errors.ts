import { isApiError } from '@events/api-client/api-error';
import type { FieldErrors } from '@events/contracts/lists';

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const NETWORK_FAILURE = 'The server could not be reached. Please check your connection and try again.';

const NON_FIELD = 'nonFieldErrors';

/** The 400 field map of an account call, or null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  return isApiError(error) && error.kind === 'http' && error.status === 400 ? error.fieldErrors : null;
}

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
  if (!fields) return [generalMessageOf(error)];
  const messages = Object.entries(fields).flatMap(([field, list]) =>
    field === NON_FIELD ? list : list.map((message) => `${field}: ${message}`),
  );
  return messages.length > 0 ? messages : [generalMessageOf(error)];
}

/**
 * Errors of fields a form does not show (registration's username, copied from the e-mail) and the general
 * ones, for the list beneath the fields; the shown fields' messages stay at their inputs.
 */
export function unshownFieldMessages(fields: FieldErrors, shown: readonly string[], labels: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries(fields).flatMap(([field, list]) => {
    if (shown.includes(field)) return [];
    if (field === NON_FIELD) return list;
    return list.map((message) => `${labels[field] ?? field}: ${message}`);
  });
}

/**
 * Why a social sign-in came back without signing in: the backend redirects to the login page (or the
 * connecting page) with `?social_error=<code>`.
 */
const SOCIAL_ERRORS: Readonly<Record<string, string>> = {
  cancelled: 'Sign-in was cancelled. You can try again or use your e-mail address.',
  failed: 'Signing in with that provider did not work. Please try again or use your e-mail address.',
  email_required: 'The provider did not share an e-mail address, which an account needs. Please sign up with your e-mail address instead.',
  inactive: 'This account is inactive.',
  already_linked: 'That sign-in is already linked to another account.',
};

export function socialErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return SOCIAL_ERRORS[code] ?? SOCIAL_ERRORS.failed ?? null;
}
