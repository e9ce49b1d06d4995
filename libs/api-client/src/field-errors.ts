import { OFFLINE_ERROR_CODE } from '@events/contracts/app-worker';
import type { FieldErrors } from '@events/contracts/lists';
import { isApiError } from './api-error.js';

const NON_FIELD = 'nonFieldErrors';

/** The 400 field map of a write, or null for any other failure (network, 403, 404, 5xx). */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  return isApiError(error) && error.kind === 'http' && error.status === 400 ? error.fieldErrors : null;
}

/**
 * What a form whose other failures the spec has logged only (no message of its own) shows for a failed submit: the
 * 400 field map, or, when the request failed while the browser was offline, that reason as a general error (issue
 * 32: an action that needs the network says so). Null for any other failure.
 */
export function submitErrorsOf(error: unknown): FieldErrors | null {
  if (isApiError(error) && error.code === OFFLINE_ERROR_CODE) return { [NON_FIELD]: [error.message] };
  return fieldErrorsOf(error);
}

/**
 * A 400's messages as the spec lists them above a form's buttons: 'field: message' for a field's message (the
 * field's label when `labels` names it), the message alone for the general ones (nonFieldErrors).
 */
export function fieldErrorLines(fields: FieldErrors, labels: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries(fields).flatMap(([field, list]) =>
    field === NON_FIELD ? list : list.map((message) => `${labels[field] ?? field}: ${message}`),
  );
}

/**
 * The lines of the fields a form does not show (registration's username, copied from the e-mail) and the general
 * ones, for the list beneath its fields; the shown fields' messages stay at their inputs.
 */
export function unshownFieldErrorLines(fields: FieldErrors, shown: readonly string[], labels: Readonly<Record<string, string>> = {}): string[] {
  return fieldErrorLines(Object.fromEntries(Object.entries(fields).filter(([field]) => !shown.includes(field))), labels);
}
