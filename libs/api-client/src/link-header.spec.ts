import { parseLinkHeader, parseTotalCount } from './link-header.js';

describe('parseLinkHeader', () => {
  it('reads next, prev and last page numbers', () => {
    const header =
      '<http://localhost:3000/events/api/event_types/?page=3&page_size=5>; rel="next", ' +
      '<http://localhost:3000/events/api/event_types/?page=1&page_size=5>; rel="prev", ' +
      '<http://localhost:3000/events/api/event_types/?page=4&page_size=5>; rel="last"';
    expect(parseLinkHeader(header)).toEqual({ next: 3, prev: 1, last: 4 });
  });

  it('treats a link without a page parameter as page 1', () => {
    expect(parseLinkHeader('</events/api/event_types/?page_size=5>; rel="first"')).toEqual({ first: 1 });
  });

  it('accepts relative targets, unquoted and multi-valued rel, and commas inside URLs', () => {
    expect(parseLinkHeader('</x/?ids=1,2&page=2>; rel=next, </x/?page=2>; rel="last next"')).toEqual({ next: 2, last: 2 });
  });

  it('ignores unknown relations and malformed entries', () => {
    expect(parseLinkHeader('<?page=2>; rel="alternate", garbage, <?page=abc>; rel="next"')).toEqual({});
  });

  it('answers an empty map for a missing header', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
  });
});

describe('parseTotalCount', () => {
  it('reads a whole number and rejects anything else', () => {
    expect(parseTotalCount('18')).toBe(18);
    expect(parseTotalCount('0')).toBe(0);
    expect(parseTotalCount('1.5')).toBeNull();
    expect(parseTotalCount('-1')).toBeNull();
    expect(parseTotalCount('')).toBeNull();
    expect(parseTotalCount(null)).toBeNull();
  });
});
