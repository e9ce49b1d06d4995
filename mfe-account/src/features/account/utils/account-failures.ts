import { isApiError } from '@events/api-client/api-error';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import type { FieldErrors } from '@events/contracts/lists';
import { setServerErrors } from '@events/ui/form-messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { defineMessages, type IntlShape } from '@events/api-client/intl';

const messages = defineMessages({
  /** A failure that carries no field map (network, server error). */
  general: { id: 'account.failure.general', defaultMessage: 'Something went wrong. Please try your request again.' },
});

/** What a refused or failed call says: the server's detail (in the request's language), its first general message, or the general failure. */
export function failureMessageOf(error: unknown, intl: IntlShape): string {
  if (!isApiError(error)) return intl.formatMessage(messages.general);
  const general = error.fieldErrors.nonFieldErrors?.[0];
  return general ?? error.detail ?? intl.formatMessage(messages.general);
}

/**
 * A failed save of an account form: a 400's messages go on the fields the form shows and `listed` picks the
 * lines for the list above the buttons; any other failure lists the general failure.
 */
export function submitFailureLines<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shown: readonly Path<T>[],
  listed: (fields: FieldErrors) => string[],
  intl: IntlShape,
): string[] {
  const fields = fieldErrorsOf(error);
  if (!fields) return [intl.formatMessage(messages.general)];
  setServerErrors(setError, fields, shown);
  return listed(fields);
}
