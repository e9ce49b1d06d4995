import { dateFieldMessage, httpUrlMessage, isoToUsDate } from './form-field-rules.js';
import { boundedNumber, optionalHttpUrl, optionalText, requiredDate, requiredHttpUrl, requiredText, usStateSchema } from './form-fields.js';
import { toFieldErrors } from './lists.js';
import { z } from 'zod';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text', () => {
  it('requires a required text and trims it', () => {
    expect(messages(requiredText({ max: 10 }), '   ')).toEqual(['This field is required.']);
    expect(messages(requiredText({ max: 10 }), undefined)).toEqual(['This field is required.']);
    expect(requiredText({ max: 10 }).parse('  Hall  ')).toBe('Hall');
  });

  it('says the spec words for a length outside the bounds', () => {
    expect(messages(requiredText({ max: 5 }), 'abcdef')).toEqual(['This field is limited to 5 characters.']);
    expect(messages(requiredText({ min: 3, max: 5 }), 'ab')).toEqual(['This field must be between 3 and 5 characters.']);
    expect(messages(requiredText({ min: 3, max: 5 }), 'abcdef')).toEqual(['This field must be between 3 and 5 characters.']);
    expect(messages(requiredText({ min: 3 }), 'ab')).toEqual(['This field must be at least 3 character(s).']);
    expect(messages(requiredText({ min: 3, max: 5 }), 'abcd')).toEqual([]);
  });

  it('lets an optional text be blank or missing', () => {
    expect(optionalText({ max: 5 }).parse(undefined)).toBe('');
    expect(optionalText({ min: 3, max: 5 }).parse('  ')).toBe('');
    expect(messages(optionalText({ max: 5 }), 'abcdef')).toEqual(['This field is limited to 5 characters.']);
  });
});

describe('http(s) URL', () => {
  it('asks for the scheme first', () => {
    expect(httpUrlMessage('example.org')).toBe('URL must begin with "http:" or "https:"');
    expect(httpUrlMessage('ftp://example.org')).toBe('URL must begin with "http:" or "https:"');
    expect(httpUrlMessage('javascript:alert(1)')).toBe('URL must begin with "http:" or "https:"');
  });

  it('refuses what is not a URL', () => {
    expect(httpUrlMessage('http://')).toBe('Enter a valid URL.');
    expect(httpUrlMessage('https://no spaces.org')).toBe('Enter a valid URL.');
    expect(httpUrlMessage('https://intranet')).toBe('Enter a valid URL.');
    expect(httpUrlMessage('https://example..org')).toBe('Enter a valid URL.');
    expect(httpUrlMessage('https://-bad.org')).toBe('Enter a valid URL.');
    expect(httpUrlMessage('https://example.org:123456')).toBe('Enter a valid URL.');
  });

  it('accepts absolute http(s) URLs', () => {
    expect(httpUrlMessage('https://example.org/path?q=1')).toBeUndefined();
    expect(httpUrlMessage('HTTP://Example.org')).toBeUndefined();
    expect(httpUrlMessage('http://localhost:3000/')).toBeUndefined();
    expect(httpUrlMessage('http://[::1]/')).toBeUndefined();
    expect(httpUrlMessage('http://192.168.0.1:8080')).toBeUndefined();
    expect(httpUrlMessage('https://user:pw@sub.example.co.uk/a b'.replace(' ', '%20'))).toBeUndefined();
    expect(httpUrlMessage('https://café.example/')).toBeUndefined();
  });

  it('makes schemas with the length rule too', () => {
    expect(messages(requiredHttpUrl({ max: 512 }), '')).toEqual(['This field is required.']);
    expect(messages(requiredHttpUrl({ max: 20 }), 'https://example.org/a-long-path')).toEqual(['This field is limited to 20 characters.']);
    expect(optionalHttpUrl({ max: 512 }).parse(undefined)).toBe('');
    expect(optionalHttpUrl({ max: 512 }).parse(' ')).toBe('');
    expect(messages(optionalHttpUrl({ max: 512 }), 'www.example.org')).toEqual(['URL must begin with "http:" or "https:"']);
  });
});

describe('U.S. state', () => {
  it('takes a state or DC code in any case', () => {
    expect(usStateSchema.parse('ma')).toBe('MA');
    expect(usStateSchema.parse('DC')).toBe('DC');
  });

  it('says the spec words for anything else', () => {
    expect(messages(usStateSchema, 'XX')).toEqual(['Enter a valid U.S. state.']);
    expect(messages(usStateSchema, '')).toEqual(['This field is required.']);
  });
});

describe('number', () => {
  it('names both bounds when there are two', () => {
    expect(messages(boundedNumber({ min: 1, max: 99 }), 0)).toEqual(['Value must be between 1 and 99.']);
    expect(messages(boundedNumber({ min: 1, max: 99 }), 100)).toEqual(['Value must be between 1 and 99.']);
    expect(messages(boundedNumber({ min: 1, max: 99 }), 5)).toEqual([]);
  });

  it('names the one bound there is', () => {
    expect(messages(boundedNumber({ min: 1 }), 0)).toEqual(['The minimum value is 1.']);
    expect(messages(boundedNumber({ max: 10 }), 11)).toEqual(['The maximum value is 10.']);
  });

  it('refuses fractions where integers are asked for, and a missing number', () => {
    expect(messages(boundedNumber({ integer: true }), 1.5)).toEqual(['A valid integer is required.']);
    expect(messages(boundedNumber(), undefined)).toEqual(['This field is required.']);
    expect(boundedNumber({ min: 0 }).nullable().parse(null)).toBeNull();
  });
});

describe('date', () => {
  it('formats an ISO date as the field shows it', () => {
    expect(isoToUsDate('2026-03-14')).toBe('03/14/2026');
  });

  it('says the spec words', () => {
    expect(dateFieldMessage('03/14/20')).toBe('Enter a valid date in MM/DD/YYYY format.');
    expect(dateFieldMessage('02/30/2026')).toBe('Enter a valid date.');
    expect(dateFieldMessage('2026-02-30')).toBe('Enter a valid date.');
    expect(dateFieldMessage('2026-03-01', { min: '2026-03-02' })).toBe('Date must not be earlier than today');
    expect(dateFieldMessage('2026-03-01', { min: '2026-03-02', minLabel: '03/02/2026' })).toBe('Date must not be earlier than 03/02/2026');
    expect(dateFieldMessage('2027-03-01', { max: '2026-12-31' })).toBe('Date must not be later than 12/31/2026');
    expect(dateFieldMessage('2026-03-14', { min: '2026-03-14', max: '2026-03-14' })).toBeUndefined();
  });

  it('makes a required date schema', () => {
    expect(messages(requiredDate(), '')).toEqual(['This field is required.']);
    expect(requiredDate().parse('2026-03-14')).toBe('2026-03-14');
  });
});

describe('in an object', () => {
  it('gives a field map with the spec words', () => {
    const schema = z.object({ name: requiredText({ max: 3 }), website: optionalHttpUrl({ max: 512 }), state: usStateSchema });
    const result = schema.safeParse({ name: 'abcd', website: 'example.org', state: 'ZZ' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        name: ['This field is limited to 3 characters.'],
        website: ['URL must begin with "http:" or "https:"'],
        state: ['Enter a valid U.S. state.'],
      });
    }
  });
});
