/**
 * Plain text of the rich-text descriptions (bold, italic, lists, links; sanitised by the server) for places
 * that take text only: share texts, add-to-calendar links, meta descriptions. No DOM: runs in Node and the
 * browser alike.
 */

/** Spec: the description in a share or calendar entry is trimmed to 500 characters plus an ellipsis, then the page URL. */
export const SHARE_DESCRIPTION_MAX = 500;
export const ELLIPSIS = '…';

/** Tags whose content is not text: dropped together with what they hold. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template', 'title', 'head', 'svg', 'math', 'select']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'tr']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '\ufffd';
}

/** Decodes `&amp;`, `&#39;`, `&#x27;` and the common named entities; unknown names are kept as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;

/**
 * The text of an HTML fragment: paragraphs and line breaks kept, list items bulleted, every tag, attribute
 * and comment dropped, entities decoded, runs of white space collapsed.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let dropDepth = 0;
  let last = 0;
  const pushText = (raw: string) => {
    if (dropDepth === 0 && raw !== '') out.push(decodeEntities(raw.replace(/\s+/g, ' ')));
  };
  for (const match of html.matchAll(TAG)) {
    pushText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const closing = match[0].startsWith('</');
    if (DROP_WITH_CONTENT.has(name)) {
      dropDepth = closing ? Math.max(0, dropDepth - 1) : dropDepth + 1;
      continue;
    }
    if (dropDepth > 0) continue;
    if (name === 'br') out.push('\n');
    else if (name === 'li' && !closing) out.push('\n• ');
    else if (BLOCKS.has(name)) out.push('\n\n');
  }
  // A stray "<" that starts no tag is text.
  pushText(html.slice(last));
  return out
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters (code points, so an emoji is never cut in half), with an ellipsis when cut. */
export function trimText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/** One line: every run of white space (new lines included) as a single space. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The description of a share or calendar entry (spec): the plain text trimmed to 500 characters plus an
 * ellipsis, then the page URL after a blank line. Only the URL when there is no text.
 */
export function shareDescription(html: string, pageUrl: string, max: number = SHARE_DESCRIPTION_MAX): string {
  const text = trimText(htmlToText(html), max);
  if (pageUrl === '') return text;
  return text === '' ? pageUrl : `${text}\n\n${pageUrl}`;
}
