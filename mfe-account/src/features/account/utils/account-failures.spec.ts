import { jest } from '@jest/globals';
import { ApiError } from '@events/api-client/api-error';
import { ACCOUNT_MESSAGES } from '@events/contracts/account';
import { createIntl } from '@events/api-client/intl';
import { failureMessageOf, submitFailureLines } from './account-failures';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const GENERAL_FAILURE = 'Something went wrong. Please try your request again.';

describe('failureMessageOf', () => {
  it("shows the server's reason for a refusal", () => {
    const refusal = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { nonFieldErrors: [ACCOUNT_MESSAGES.lastSignInMethod] } });
    expect(failureMessageOf(refusal, intl)).toBe(ACCOUNT_MESSAGES.lastSignInMethod);
    expect(failureMessageOf(new ApiError({ kind: 'http', status: 404, message: 'x', detail: 'Not found.' }), intl)).toBe('Not found.');
  });

  it('falls back to the general failure', () => {
    expect(failureMessageOf(new ApiError({ kind: 'network', status: 0, message: 'offline' }), intl)).toBe(GENERAL_FAILURE);
    expect(failureMessageOf(new Error('boom'), intl)).toBe(GENERAL_FAILURE);
  });
});

describe('submitFailureLines', () => {
  it("puts a 400's messages on the shown fields and lists the chosen lines", () => {
    const setError = jest.fn();
    const bad = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { email: ['Taken.'], nonFieldErrors: ['No.'] } });
    expect(submitFailureLines(bad, setError, ['email'], (fields) => Object.keys(fields), intl)).toEqual(['email', 'nonFieldErrors']);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.', types: { server0: 'Taken.' } });
  });

  it('lists the general failure for any other failure', () => {
    const setError = jest.fn();
    expect(submitFailureLines(new Error('boom'), setError, ['email'], () => ['unused'], intl)).toEqual([GENERAL_FAILURE]);
    expect(setError).not.toHaveBeenCalled();
  });
});
