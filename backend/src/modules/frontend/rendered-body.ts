import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import { scriptJson } from './page-boot.js';
import { escapeHtml } from './page-meta.js';
import type { RenderedBody } from './page-renderer.js';

const EMPTY_ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
/** React puts the preloads a render asks for (the first cards' images) ahead of its markup; they belong in the head. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** The shell's own stylesheet links, as its build writes them in index.html. */
const SHELL_STYLESHEET = /<link href="([^"]+\.css)" rel="stylesheet">/g;

/** The hrefs of the shell page's own stylesheets (main.css). */
export function shellStylesheets(html: string): string[] {
  return [...html.matchAll(SHELL_STYLESHEET)].map((match) => match[1] ?? '');
}

/**
 * A stylesheet in the page: inline when its text is at hand, so the first paint waits for no file. A disabled link
 * still names it: the app's loaders (rspack's and the federation runtime's) look for a stylesheet's link before adding
 * one, and find it loaded; a disabled link is never fetched. Without its text, the plain link.
 */
function stylesheet(href: string, texts: ReadonlyMap<string, string>): string {
  const attribute = escapeHtml(href);
  const text = texts.get(href);
  if (text === undefined) return `<link rel="stylesheet" href="${attribute}">`;
  // `</style` would end the element early; in CSS it can only be inside a string, where `<\/` reads the same.
  return `<style data-href="${attribute}">${text.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="${attribute}" disabled>`;
}

/**
 * The page's canonical link, unless its head has one (a detail page's), and its language alternates: every language
 * is served at the same address (the visitor's choice picks it), so each names the canonical URL, English as default.
 */
function addressLinks(html: string, canonicalUrl: string | null): string {
  const named = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;
  const canonical = named ?? (canonicalUrl === null ? null : escapeHtml(canonicalUrl));
  if (canonical === null) return '';
  const own = named === null ? `<link rel="canonical" href="${canonical}">` : '';
  return `${own}<link rel="alternate" hreflang="en" href="${canonical}"><link rel="alternate" hreflang="x-default" href="${canonical}">`;
}

/**
 * The shell's page with the server's body: the markup in `#root`, the shell's and the remote's stylesheets in the
 * head (inline when `texts` has them: the first paint needs them and nothing else), and the query cache it was
 * rendered from at the end of the body, read once by the shell before it hydrates. The "needs JavaScript" notice
 * goes: the page reads, and its links and forms work, without it. A page without an empty `#root` is answered
 * unchanged (the browser renders it).
 */
export function renderShellWithBody(html: string, body: RenderedBody, texts: ReadonlyMap<string, string> = new Map()): string {
  if (!EMPTY_ROOT.test(html)) return html;
  const preloads = LEADING_LINKS.exec(body.html)?.[0] ?? '';
  const markup = body.html.slice(preloads.length);
  const links = body.stylesheets.map((href) => stylesheet(href, texts)).join('') + preloads + addressLinks(html, body.canonicalUrl);
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(body.state)}</script>`;
  const out = html
    .replace(NOSCRIPT, '')
    .replace(SHELL_STYLESHEET, (_link, href: string) => stylesheet(href, texts))
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  const withLinks = /<\/head>/i.test(out) ? out.replace(/<\/head>/i, () => `${links}</head>`) : `${links}${out}`;
  return /<\/body>/i.test(withLinks) ? withLinks.replace(/<\/body>/i, () => `${state}</body>`) : `${withLinks}${state}`;
}
