import { isApiError } from '@events/api-client/api-error';

/**
 * The reason shown after "Failed to delete item: " / "Failed to rename item: ": the server's detail or first
 * message, else the error's own message; undefined (the spec's "unknown error") when there is none.
 */
export function failureReason(error: unknown): string | undefined {
  if (isApiError(error)) {
    const first = Object.values(error.fieldErrors).flat()[0];
    return error.detail ?? first ?? (error.message || undefined);
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
