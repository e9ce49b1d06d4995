import { CONTENT_PAGE_RULES, DESCRIPTION_ALLOWED_TAGS, DESCRIPTION_RULES, safeHref } from './description-html.js';

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

describe('content page rules', () => {
  it('add section headings to the description tags', () => {
    expect(CONTENT_PAGE_RULES.tags.filter((tag) => !(DESCRIPTION_ALLOWED_TAGS as readonly string[]).includes(tag))).toEqual(['h2', 'h3']);
    expect(DESCRIPTION_RULES.sitePaths).toBe(false);
  });

  it('keep links to paths of this site, never to another host written as a path', () => {
    expect(safeHref('/account/', CONTENT_PAGE_RULES.sitePaths)).toBe('/account/');
    expect(safeHref(' /help/#search ', true)).toBe('/help/#search');
    expect(safeHref('//evil.example/', true)).toBeUndefined();
    expect(safeHref('/\\evil.example/', true)).toBeUndefined();
    expect(safeHref('/\t/evil.example/', true)).toBeUndefined();
    expect(safeHref('javascript:alert(1)', true)).toBeUndefined();
    expect(safeHref('help/', true)).toBeUndefined();
  });
});
