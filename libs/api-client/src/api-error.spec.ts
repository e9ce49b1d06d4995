import { ApiError, errorFromResponse, isApiError, toFieldErrors } from './api-error.js';

describe('toFieldErrors', () => {
  it('keeps the field map of a 400 answer and names root problems nonFieldErrors', () => {
    expect(
      toFieldErrors({ address_name: ['This field is required.'], nonFieldErrors: ['Please correct form errors before submitting.'] }),
    ).toEqual({ address_name: ['This field is required.'], nonFieldErrors: ['Please correct form errors before submitting.'] });
  });

  it('turns single strings into lists and folds non_field_errors and detail into nonFieldErrors', () => {
    expect(toFieldErrors({ city: 'Enter a valid city.', non_field_errors: ['A'], detail: 'B' })).toEqual({
      city: ['Enter a valid city.'],
      nonFieldErrors: ['A', 'B'],
    });
  });

  it('flattens nested objects to dotted field names and drops non-string messages', () => {
    expect(toFieldErrors({ location: { state: ['Enter a valid U.S. state.'] }, page: [1, 'bad'] })).toEqual({
      'location.state': ['Enter a valid U.S. state.'],
      page: ['bad'],
    });
  });

  it('maps a bare list body to nonFieldErrors', () => {
    expect(toFieldErrors(['Nope.'])).toEqual({ nonFieldErrors: ['Nope.'] });
  });
});

describe('errorFromResponse', () => {
  it('gives a 400 its field errors', () => {
    const error = errorFromResponse(400, { page_size: ['The maximum value is 100.'] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { page_size: ['The maximum value is 100.'] } });
  });

  it('gives 401/403/404 their detail and no field errors', () => {
    const error = errorFromResponse(404, { detail: 'Not found.' });
    expect(error).toMatchObject({ kind: 'http', status: 404, detail: 'Not found.', message: 'Not found.', fieldErrors: {} });
  });

  it('still answers for a body without detail', () => {
    expect(errorFromResponse(502, 'Bad gateway')).toMatchObject({ status: 502, detail: null, message: 'Request failed with status 502.' });
  });
});

describe('isApiError', () => {
  it('recognises an ApiError by its brand, also one made by another copy of this module', () => {
    expect(isApiError(new ApiError({ kind: 'network', status: 0, message: 'x' }))).toBe(true);
    const foreign = Object.assign(new Error('x'), { [Symbol.for('@events/api-client/ApiError')]: true });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('x')).toBe(false);
  });
});
