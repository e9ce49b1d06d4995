import { normalizeListQuery, pageQuerySchema, paginationFor, toFieldErrors } from './lists.js';

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
