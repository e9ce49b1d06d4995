import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@events/api-client/api-error';
import { GENERIC_FAILURE, loginErrorMessages, NETWORK_FAILURE } from './auth-errors';

describe('loginErrorMessages', () => {
  it("lists a 400's messages as 'field: message', the general ones alone", () => {
    const error = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { password: ['Too short.'], nonFieldErrors: ['Wrong password.'] } });
    expect(loginErrorMessages(error)).toEqual(['password: Too short.', 'Wrong password.']);
  });

  it('falls back to the general failure for an empty map, a network failure or anything else', () => {
    expect(loginErrorMessages(new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: {} }))).toEqual([GENERIC_FAILURE]);
    expect(loginErrorMessages(new ApiError({ kind: 'network', status: 0, message: 'offline' }))).toEqual([NETWORK_FAILURE]);
    expect(loginErrorMessages(new Error('boom'))).toEqual([GENERIC_FAILURE]);
  });
});
