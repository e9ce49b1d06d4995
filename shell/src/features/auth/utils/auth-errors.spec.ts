import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@events/api-client/api-error';
import { createIntl } from '@events/api-client/intl';
import { loginErrorMessages } from './auth-errors';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const GENERIC_FAILURE = 'Something went wrong. Please try again.';
const NETWORK_FAILURE = 'The server could not be reached. Please check your connection and try again.';

describe('loginErrorMessages', () => {
  it("lists a 400's messages as 'field: message', the general ones alone", () => {
    const error = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { password: ['Too short.'], nonFieldErrors: ['Wrong password.'] } });
    expect(loginErrorMessages(error, intl)).toEqual(['password: Too short.', 'Wrong password.']);
  });

  it('falls back to the general failure for an empty map, a network failure or anything else', () => {
    expect(loginErrorMessages(new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: {} }), intl)).toEqual([GENERIC_FAILURE]);
    expect(loginErrorMessages(new ApiError({ kind: 'network', status: 0, message: 'offline' }), intl)).toEqual([NETWORK_FAILURE]);
    expect(loginErrorMessages(new Error('boom'), intl)).toEqual([GENERIC_FAILURE]);
  });
});
