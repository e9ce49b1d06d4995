import { isApiError } from './api-error.js';

/** Retries allowed for a failed read: network errors and 5xx answers are retried, client errors never. */
export const MAX_RETRIES = 2;

export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}
