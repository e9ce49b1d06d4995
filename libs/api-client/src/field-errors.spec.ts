import { OFFLINE_ACTION_MESSAGE, OFFLINE_ERROR_CODE } from '@events/contracts/app-worker';
import { ApiError } from './api-error.js';
import { fieldErrorLines, fieldErrorsOf, submitErrorsOf, unshownFieldErrorLines } from './field-errors.js';

describe('fieldErrorsOf', () => {
  it('answers the field map of a 400 and null for other failures', () => {
    const bad = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { city: ['This field is required.'] } });
    expect(fieldErrorsOf(bad)).toEqual({ city: ['This field is required.'] });
    expect(fieldErrorsOf(new ApiError({ kind: 'http', status: 404, message: 'Not found.' }))).toBeNull();
    expect(fieldErrorsOf(new ApiError({ kind: 'network', status: 0, message: 'offline' }))).toBeNull();
    expect(fieldErrorsOf(new Error('boom'))).toBeNull();
  });

});

describe('submitErrorsOf', () => {
  it("answers a 400's field map, the offline reason as a general error, and null for other failures", () => {
    const offline = new ApiError({ kind: 'network', status: 0, message: OFFLINE_ACTION_MESSAGE, code: OFFLINE_ERROR_CODE });
    expect(submitErrorsOf(offline)).toEqual({ nonFieldErrors: [OFFLINE_ACTION_MESSAGE] });
    expect(fieldErrorLines(submitErrorsOf(offline) ?? {})).toEqual([OFFLINE_ACTION_MESSAGE]);
    expect(fieldErrorsOf(offline)).toBeNull();
    const bad = new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { city: ['This field is required.'] } });
    expect(submitErrorsOf(bad)).toEqual({ city: ['This field is required.'] });
    expect(submitErrorsOf(new ApiError({ kind: 'network', status: 0, message: 'The server could not be reached.' }))).toBeNull();
    expect(submitErrorsOf(new ApiError({ kind: 'http', status: 500, message: 'x' }))).toBeNull();
  });
});

describe('fieldErrorLines', () => {
  it("lists 'field: message' per message and the general messages alone", () => {
    expect(
      fieldErrorLines({ address_name: ['This field is required.'], state: ['Enter a valid U.S. state.', 'Second.'], nonFieldErrors: ['Try again.'] }),
    ).toEqual(['address_name: This field is required.', 'state: Enter a valid U.S. state.', 'state: Second.', 'Try again.']);
  });

  it('uses a label for a field when one is given', () => {
    expect(fieldErrorLines({ lat: ['Value must be between -90 and 90.'] }, { lat: 'Latitude' })).toEqual(['Latitude: Value must be between -90 and 90.']);
  });
});

describe('unshownFieldErrorLines', () => {
  it('lists only the fields the form does not show, with their labels, and the general messages', () => {
    const fields = { email: ['Taken.'], username: ['Taken too.'], nonFieldErrors: ['Try again.'] };
    expect(unshownFieldErrorLines(fields, ['email'], { username: 'Username' })).toEqual(['Username: Taken too.', 'Try again.']);
  });
});
