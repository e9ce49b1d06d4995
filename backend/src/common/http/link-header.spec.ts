import { formatLinkHeader, lastPage, pageLinks, withPage } from './link-header.js';

describe('withPage', () => {
  it('replaces the page and keeps every other parameter as received', () => {
    expect(withPage('/events/api/event_types/?id[]=1&id[]=2&page=2&page_size=5', 3)).toBe(
      '/events/api/event_types/?id[]=1&id[]=2&page_size=5&page=3',
    );
  });

  it('adds a page to a URL without a query', () => {
    expect(withPage('/events/api/event_types/', 2)).toBe('/events/api/event_types/?page=2');
  });

  it('drops an encoded page key and empty parts', () => {
    expect(withPage('/x?%70age=4&&search=a%20b', 1)).toBe('/x?search=a%20b&page=1');
  });
});

describe('pageLinks', () => {
  it('gives next and last on the first page', () => {
    expect(pageLinks('/l?page_size=5', 1, 5, 18)).toEqual({ next: '/l?page_size=5&page=2', last: '/l?page_size=5&page=4' });
  });

  it('gives next, prev and last in the middle', () => {
    expect(pageLinks('/l?page=2', 2, 5, 18)).toEqual({ next: '/l?page=3', prev: '/l?page=1', last: '/l?page=4' });
  });

  it('gives prev and last on the last page', () => {
    expect(pageLinks('/l?page=4', 4, 5, 18)).toEqual({ prev: '/l?page=3', last: '/l?page=4' });
  });

  it('points prev at the last page when asked beyond it', () => {
    expect(pageLinks('/l?page=9', 9, 5, 18)).toEqual({ prev: '/l?page=4', last: '/l?page=4' });
  });

  it('has one page for an empty list', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(pageLinks('/l', 1, 20, 0)).toEqual({ last: '/l?page=1' });
  });
});

describe('formatLinkHeader', () => {
  it('writes RFC 8288 links in next, prev, last order', () => {
    expect(formatLinkHeader({ last: '/l?page=4', prev: '/l?page=1', next: '/l?page=3' })).toBe(
      '</l?page=3>; rel="next", </l?page=1>; rel="prev", </l?page=4>; rel="last"',
    );
  });
});
