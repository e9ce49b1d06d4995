import { LINK_REL } from '../description-html.js';

/**
 * Descriptions as the rich text field produces them, with what both sanitisers (the backend's on htmlparser2,
 * the browser's on DOMParser) must make of them: one list, so the two cannot drift apart.
 */
export const DESCRIPTION_HTML_CASES: readonly { html: string; sanitized: string }[] = [
  { html: '<p>Jazz night</p>', sanitized: '<p>Jazz night</p>' },
  {
    html: '<p><strong>Loud</strong> and <em>soft</em><br>music</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>',
    sanitized: '<p><strong>Loud</strong> and <em>soft</em><br />music</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>',
  },
  {
    html: '<p>Tickets <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/t?a=1&amp;b=2">here</a></p>',
    sanitized: `<p>Tickets <a href="https://example.org/t?a=1&amp;b=2" rel="${LINK_REL}">here</a></p>`,
  },
  { html: '<p><a href="mailto:info@example.org">mail</a></p>', sanitized: `<p><a href="mailto:info@example.org" rel="${LINK_REL}">mail</a></p>` },
  { html: '<p><a href="javascript:alert(1)">x</a></p>', sanitized: `<p><a rel="${LINK_REL}">x</a></p>` },
  { html: '<h2 class="x">Title</h2><p style="color:red">5 &lt; 6 &amp; "q"</p>', sanitized: 'Title<p>5 &lt; 6 &amp; "q"</p>' },
  { html: '<p>Hi<script>alert(1)</script><style>p{}</style></p><iframe src="https://evil.example"></iframe>', sanitized: '<p>Hi</p>' },
  { html: '<p><b>b</b> <i>i</i> <u>u</u> <s>s</s> caf\u00e9\u00a0\u2014</p>', sanitized: '<p><b>b</b> <i>i</i> u s caf\u00e9\u00a0\u2014</p>' },
];

/** Content pages as the rich text field produces them (headings, site links), with what both sanitisers make of them. */
export const CONTENT_PAGE_HTML_CASES: readonly { html: string; sanitized: string }[] = [
  {
    html: '<h2 id="x">1. The service</h2><h3>Saving</h3><h4>Deeper</h4><p>See <a href="/account/">your account</a>.</p>',
    sanitized: `<h2>1. The service</h2><h3>Saving</h3>Deeper<p>See <a href="/account/" rel="${LINK_REL}">your account</a>.</p>`,
  },
  { html: '<p><a href="//evil.example/">x</a><a href="/\\evil.example/">y</a></p>', sanitized: `<p><a rel="${LINK_REL}">x</a><a rel="${LINK_REL}">y</a></p>` },
  { html: '<h2>Hi<script>alert(1)</script></h2>', sanitized: '<h2>Hi</h2>' },
];
