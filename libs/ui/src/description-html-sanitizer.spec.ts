import { CONTENT_PAGE_RULES, LINK_REL } from '@events/domain/description-html';
import { CONTENT_PAGE_HTML_CASES, DESCRIPTION_HTML_CASES } from '@events/domain/testing/description-html-cases';
import { sanitizeDescriptionHtml } from './description-html-sanitizer.js';

describe('sanitizeDescriptionHtml (same output as the backend)', () => {
  it('keeps bold, italic, lists, paragraphs and safe links', () => {
    expect(sanitizeDescriptionHtml('<p><strong>Bold</strong> and <em>it</em><br></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol>')).toBe(
      '<p><strong>Bold</strong> and <em>it</em><br /></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol>',
    );
    expect(sanitizeDescriptionHtml('<p><a target="_blank" class="x" href="https://example.org/?a=1&amp;b=&quot;2&quot;">site</a></p>')).toBe(
      `<p><a href="https://example.org/?a=1&amp;b=&quot;2&quot;" rel="${LINK_REL}">site</a></p>`,
    );
  });

  it('drops unsafe hrefs, unwraps other tags and removes scripts with their content', () => {
    expect(sanitizeDescriptionHtml('<p><a href="javascript:alert(1)">x</a></p>')).toBe(`<p><a rel="${LINK_REL}">x</a></p>`);
    expect(sanitizeDescriptionHtml('<h1 onclick="x()">Title</h1><script>alert(1)</script><p>&lt;b&gt; 1 &amp; 2</p>')).toBe('Title<p>&lt;b&gt; 1 &amp; 2</p>');
  });

  it('is empty for an editor with no text', () => {
    expect(sanitizeDescriptionHtml('<p></p>')).toBe('');
    expect(sanitizeDescriptionHtml('<p> <br></p>')).toBe('');
  });
});

describe('the cases shared with the backend sanitiser', () => {
  it.each(DESCRIPTION_HTML_CASES)('$html', ({ html, sanitized }) => {
    expect(sanitizeDescriptionHtml(html)).toBe(sanitized);
  });
});

describe('the content page cases shared with the backend sanitiser', () => {
  it.each(CONTENT_PAGE_HTML_CASES)('$html', ({ html, sanitized }) => {
    expect(sanitizeDescriptionHtml(html, CONTENT_PAGE_RULES)).toBe(sanitized);
  });
});
