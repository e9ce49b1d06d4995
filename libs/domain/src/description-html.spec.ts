import { DESCRIPTION_ALLOWED_TAGS, safeHref } from './description-html.js';

describe('description allow-list', () => {
  it('keeps the tags of bold, italic, lists, paragraphs and links', () => {
    expect([...DESCRIPTION_ALLOWED_TAGS].sort()).toEqual(['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'strong', 'ul']);
  });

  it('keeps absolute http(s) and mailto hrefs', () => {
    expect(safeHref(' https://example.org/x ')).toBe('https://example.org/x');
    expect(safeHref('mailto:info@example.org')).toBe('mailto:info@example.org');
  });

  it('drops every other href', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('/relative')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
