import { isApiError } from '@events/api-client/api-error';

/** A failure that carries no field map (network, server error). */
export const GENERAL_FAILURE = 'Something went wrong. Please try your request again.';

/** What a refused or failed call says: the server's detail, its first general message, or the general failure. */
export function failureMessageOf(error: unknown): string {
  if (!isApiError(error)) return GENERAL_FAILURE;
  const general = error.fieldErrors.nonFieldErrors?.[0];
  return general ?? error.detail ?? GENERAL_FAILURE;
}
