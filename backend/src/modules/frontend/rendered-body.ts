import { LANGUAGE_CODES } from '@events/contracts/languages';
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
 * The page's stylesheets: inline when their text is at hand (PageStylesheets: ready for a `<style>` element), so the
 * first paint waits for no file, and each text once (a build may write the same rules to two files). A disabled link
 * still names each: the app's loaders (rspack's and the federation runtime's) look for a stylesheet's link before
 * adding one, and find it loaded; a disabled link is never fetched. Without its text, the plain link.
 */
class PageStylesheetTags {
  private readonly inlined = new Set<string>();

  constructor(private readonly texts: ReadonlyMap<string, string>) {}

  tags(href: string): string {
    const attribute = escapeHtml(href);
    const text = this.texts.get(href);
    if (text === undefined) return `<link rel="stylesheet" href="${attribute}">`;
    const link = `<link rel="stylesheet" href="${attribute}" disabled>`;
    if (this.inlined.has(text)) return link;
    this.inlined.add(text);
    return `<style data-href="${attribute}">${text}</style>${link}`;
  }
}

/**
 * The page's canonical link, unless its head has one (a detail page's), and its language alternates: every language
 * is served at the same address (the visitor's choice picks it), so each names the canonical URL, as does x-default.
 */
function addressLinks(html: string, canonicalUrl: string | null): string {
  const named = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;
  const canonical = named ?? (canonicalUrl === null ? null : escapeHtml(canonicalUrl));
  if (canonical === null) return '';
  const own = named === null ? `<link rel="canonical" href="${canonical}">` : '';
  const alternates = [...LANGUAGE_CODES, 'x-default'].map((code) => `<link rel="alternate" hreflang="${code}" href="${canonical}">`);
  return `${own}${alternates.join('')}`;
}

/**
 * The shell's page with the server's body: the markup in `#root`, the shell's and the remote's stylesheets in the
 * head (inline when `texts` has them: the first paint needs them and nothing else), and the query cache it was
 * rendered from at the end of the body, read once by the shell before it hydrates. The "needs JavaScript" notice
 * goes: the page reads, and its links and forms work, without it. A page without an empty `#root` between its head
 * and its body's end is answered unchanged (the browser renders it).
 */
export function renderShellWithBody(html: string, body: RenderedBody, texts: ReadonlyMap<string, string> = new Map()): string {
  const page = html.replace(NOSCRIPT, '');
  const root = EMPTY_ROOT.exec(page);
  const headEnd = page.search(/<\/head>/i);
  const bodyEnd = page.search(/<\/body>/i);
  if (root === null || headEnd === -1 || bodyEnd === -1 || !(headEnd < root.index && root.index < bodyEnd)) return html;
  const preloads = LEADING_LINKS.exec(body.html)?.[0] ?? '';
  const markup = body.html.slice(preloads.length);
  const stylesheets = new PageStylesheetTags(texts);
  const shellHead = page.slice(0, headEnd).replace(SHELL_STYLESHEET, (_link, href: string) => stylesheets.tags(href));
  const links = body.stylesheets.map((href) => stylesheets.tags(href)).join('') + preloads + addressLinks(page, body.canonicalUrl);
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(body.state)}</script>`;
  // Put together from the shell page's parts around its head's end, its empty root and its body's end: the large
  // parts (stylesheets, markup, cache) go in as they are, scanned by no pattern.
  return [
    shellHead,
    links,
    page.slice(headEnd, root.index),
    `<div id="root">${markup}</div>`,
    page.slice(root.index + root[0].length, bodyEnd),
    state,
    page.slice(bodyEnd),
  ].join('');
}
