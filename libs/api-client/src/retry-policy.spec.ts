import { ApiError } from './api-error.js';
import { shouldRetryRequest } from './retry-policy.js';

const error = (kind: ApiError['kind'], status: number) => new ApiError({ kind, status, message: 'x' });

describe('shouldRetryRequest', () => {
  it('retries network errors and 5xx answers a bounded number of times', () => {
    expect(shouldRetryRequest(0, error('network', 0))).toBe(true);
    expect(shouldRetryRequest(1, error('http', 503))).toBe(true);
    expect(shouldRetryRequest(2, error('http', 503))).toBe(false);
  });

  it('never retries client errors, bad answers or unknown errors', () => {
    expect(shouldRetryRequest(0, error('http', 400))).toBe(false);
    expect(shouldRetryRequest(0, error('http', 404))).toBe(false);
    expect(shouldRetryRequest(0, error('invalid-response', 200))).toBe(false);
    expect(shouldRetryRequest(0, new Error('boom'))).toBe(false);
  });
});
