import { serializeQuery, withQuery } from './query-string.js';

describe('serializeQuery', () => {
  it('writes arrays bracket-style, one pair per value', () => {
    expect(serializeQuery({ event_types: [1, 3], page: 2 })).toBe('event_types[]=1&event_types[]=3&page=2');
  });

  it('keeps a key that already ends in []', () => {
    expect(serializeQuery({ 'id[]': ['4', '5'] })).toBe('id[]=4&id[]=5');
  });

  it('skips empty, blank, null and undefined values, in arrays too', () => {
    expect(
      serializeQuery({ keyword: '', radius: undefined, address_id: null, q: '  ', age_groups: ['', 'teen', null], page_size: 100 }),
    ).toBe('age_groups[]=teen&page_size=100');
  });

  it('drops an array whose values are all empty', () => {
    expect(serializeQuery({ prices: [], event_types: [''] })).toBe('');
  });

  it('keeps false and zero, drops NaN', () => {
    expect(serializeQuery({ is_online: false, latitude: 0, longitude: Number.NaN })).toBe('is_online=false&latitude=0');
  });

  it('percent-encodes keys and values', () => {
    expect(serializeQuery({ keyword: 'jazz & blues', 'a b': 'x/y' })).toBe('keyword=jazz%20%26%20blues&a%20b=x%2Fy');
  });
});

describe('withQuery', () => {
  it('adds the query to a path, or leaves it alone when nothing is left', () => {
    expect(withQuery('/events/api/event_types/', { page_size: 100 })).toBe('/events/api/event_types/?page_size=100');
    expect(withQuery('/events/api/event_types/', { keyword: '' })).toBe('/events/api/event_types/');
    expect(withQuery('/a/?x=1', { y: 2 })).toBe('/a/?x=1&y=2');
  });
});
