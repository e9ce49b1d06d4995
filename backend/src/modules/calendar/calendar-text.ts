import { Parser } from 'htmlparser2';

/** Spec: the description in a share or calendar entry is trimmed to 500 characters plus an ellipsis, then the page URL. */
export const CALENDAR_DESCRIPTION_MAX = 500;

/** Tags whose content is not text (dropped with them). */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template', 'title', 'head', 'svg', 'math', 'select']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);

/**
 * Plain text of a rich-text description (bold, italic, lists, links): paragraphs and line breaks kept,
 * list items bulleted, every tag and attribute dropped, entities decoded. Built on htmlparser2 directly
 * (sanitize-html cannot load under Jest on Node 20; see common/text/description-sanitizer.ts).
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROP_WITH_CONTENT.has(name)) dropDepth++;
        if (dropDepth > 0) return;
        if (name === 'br') out.push('\n');
        else if (name === 'li') out.push('\n• ');
        else if (BLOCKS.has(name)) out.push('\n\n');
      },
      ontext(text) {
        if (dropDepth === 0) out.push(text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (DROP_WITH_CONTENT.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        else if (dropDepth === 0 && BLOCKS.has(name)) out.push('\n\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters (code points), with an ellipsis when cut. */
export function trimText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** DESCRIPTION of a calendar entry: the plain text trimmed to 500 characters (+ "…"), a blank line, the page URL. */
export function calendarDescription(html: string, pageUrl: string): string {
  const text = trimText(htmlToText(html), CALENDAR_DESCRIPTION_MAX);
  return text === '' ? pageUrl : `${text}\n\n${pageUrl}`;
}
