import { CONTENT_PAGE_RULES, LINK_REL } from '@events/domain/description-html';
import { CONTENT_PAGE_HTML_CASES, DESCRIPTION_HTML_CASES } from '@events/domain/testing/description-html-cases';
import { sanitizeDescription, sanitizeRichText } from './description-sanitizer.js';

describe('sanitizeDescription', () => {
  it('loads and runs on this machine\'s Node (20.x) under Jest', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(20);
    expect(sanitizeDescription('<p>Hello</p>')).toBe('<p>Hello</p>');
  });

  it('keeps bold, italic, lists, paragraphs, breaks and links', () => {
    const html = '<p><b>Bold</b> <strong>strong</strong> <i>it</i> <em>em</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeDescription(html)).toBe('<p><b>Bold</b> <strong>strong</strong> <i>it</i> <em>em</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>');
  });

  it('drops scripts, styles and their contents, and unwraps other tags keeping the text', () => {
    expect(sanitizeDescription('<p>Hi<script>alert(1)</script><style>p{color:red}</style></p>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<div><h1>Title</h1><span>text</span><img src="x" onerror="alert(1)"></div>')).toBe('Titletext');
    expect(sanitizeDescription('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });

  it('strips every attribute but a link href, and forces rel on links', () => {
    expect(sanitizeDescription('<p style="color:red" class="x" onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeDescription('<a href="https://example.org" target="_blank" rel="opener" onclick="x()">site</a>')).toBe(
      `<a href="https://example.org" rel="${LINK_REL}">site</a>`,
    );
    expect(sanitizeDescription('<a href="mailto:info@example.org">mail</a>')).toBe(`<a href="mailto:info@example.org" rel="${LINK_REL}">mail</a>`);
  });

  it('removes unsafe link schemes', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
    expect(sanitizeDescription('<a href="data:text/html,hi">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
    expect(sanitizeDescription('<a href="//evil.example">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
    expect(sanitizeDescription('<a href="java\tscript:alert(1)">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
    expect(sanitizeDescription('<a href="&#106;avascript:alert(1)">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
    expect(sanitizeDescription('<a href="https://example.org/?a=1&amp;b=&quot;2&quot;">x</a>')).toBe(
      `<a href="https://example.org/?a=1&amp;b=&quot;2&quot;" rel="${LINK_REL}">x</a>`,
    );
  });

  it('escapes stray markup characters in text and closes what it opened', () => {
    expect(sanitizeDescription('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
    expect(sanitizeDescription('&lt;script&gt;x&lt;/script&gt;')).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(sanitizeDescription('<ul><li>one<li>two</ul><b>open')).toBe('<ul><li>one</li><li>two</li></ul><b>open</b>');
    expect(sanitizeDescription('<svg><script>x</script><text>t</text></svg>after')).toBe('after');
  });
});

describe('the cases shared with the rich text field (its browser sanitiser must agree)', () => {
  it.each(DESCRIPTION_HTML_CASES)('$html', ({ html, sanitized }) => {
    expect(sanitizeDescription(html)).toBe(sanitized);
  });
});

describe('the content page cases shared with the rich text field', () => {
  it.each(CONTENT_PAGE_HTML_CASES)('$html', ({ html, sanitized }) => {
    expect(sanitizeRichText(html, CONTENT_PAGE_RULES)).toBe(sanitized);
  });
});
