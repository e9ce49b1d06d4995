import { idInAddress, idSchema, normalizeListQuery, pageQuerySchema, paginationFor, toFieldErrors } from './lists.js';

describe('normalizeListQuery', () => {
  it('folds bracket keys into arrays and skips empty values', () => {
    expect(normalizeListQuery({ 'event_types[]': ['1', '', '3'], keyword: '', page: '2' })).toEqual({
      event_types: ['1', '3'],
      page: '2',
    });
  });

  it('keeps a single bracket value as an array and a plain value as a string', () => {
    expect(normalizeListQuery({ 'prices[]': 'free', ordering: 'name' })).toEqual({ prices: ['free'], ordering: 'name' });
  });

  it('drops a key whose values are all blank', () => {
    expect(normalizeListQuery({ 'age_groups[]': [' ', ''] })).toEqual({});
  });
});

describe('page query', () => {
  it('defaults to page 1 of 20', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it('names the field of a bad value', () => {
    const result = pageQuerySchema.safeParse({ page: 'x', page_size: '1000' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        page: ['A valid integer is required.'],
        page_size: ['The maximum value is 100.'],
      });
    }
  });

  it('counts pages from the total', () => {
    expect(paginationFor({ page: 2, page_size: 20 }, 41)).toEqual({ curPage: 2, totalPages: 3, totalItems: 41 });
    expect(paginationFor({ page: 1, page_size: 20 }, 0)).toEqual({ curPage: 1, totalPages: 1, totalItems: 0 });
  });
});

describe('idSchema', () => {
  it('takes a number or decimal digits', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(' 42 ')).toBe(42);
  });

  it('refuses what only coercion would make a number: a boolean, an array, null, an exponent, a fraction', () => {
    for (const value of [true, false, ['7'], [7], null, '', '1e3', '7.5', 7.5, 0, -3, '0x10']) {
      const result = idSchema.safeParse(value);
      expect({ value, success: result.success }).toEqual({ value, success: false });
      if (!result.success) expect(result.error.issues[0]?.message).toBe('A valid integer is required.');
    }
  });
});

describe('idInAddress', () => {
  it('reads the id a path segment or query value names', () => {
    expect(idInAddress('7')).toBe(7);
    expect(idInAddress('2147483647')).toBe(2147483647);
  });

  it('names none for anything else: no value, a word, zero, a sign or space, past the largest id', () => {
    for (const raw of [undefined, null, '', 'abc', '0', '-3', ' 7', '7.0', '1e3', '2147483648', '99999999999']) expect(idInAddress(raw)).toBeNull();
  });
});
