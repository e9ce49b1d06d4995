import { DESCRIPTION_DROPPED_TAGS, DESCRIPTION_RULES, LINK_REL, safeHref, type RichTextRules } from '@events/domain/description-html';
import { Parser } from 'htmlparser2';

/**
 * Event descriptions are stored sanitised (spec: bold, italic, lists, links only). The allow-list, shared with
 * the rich text field, is @events/domain/description-html; it is applied over htmlparser2 (the parser
 * sanitize-html is built on; sanitize-html itself `require()`s htmlparser2, an ES module, which Jest 30 cannot
 * do on Node 20, so the app would not load under test):
 * - kept: b, strong, i, em, ul, ol, li, p, br, a;
 * - other tags are unwrapped (their text kept); script, style and similar lose their contents too;
 * - every attribute is dropped except a link's href, kept only for absolute http, https and mailto URLs;
 * - every link gets rel="noopener noreferrer nofollow";
 * - text is re-escaped, so no markup survives by accident.
 */
const DROP_WITH_CONTENT: ReadonlySet<string> = new Set(DESCRIPTION_DROPPED_TAGS);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

export function sanitizeDescription(html: string): string {
  return sanitizeRichText(html, DESCRIPTION_RULES);
}

/** The same over other rules (a content page's add headings and links to the site's own paths). */
export function sanitizeRichText(html: string, rules: RichTextRules): string {
  const allowed: ReadonlySet<string> = new Set(rules.tags);
  const out: string[] = [];
  /** Per open element: was its start tag written? */
  const open: boolean[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (DROP_WITH_CONTENT.has(name)) dropDepth++;
        const keep = dropDepth === 0 && allowed.has(name);
        open.push(keep);
        if (!keep) return;
        if (name === 'br') out.push('<br />');
        else if (name === 'a') {
          const href = safeHref(attribs['href'], rules.sitePaths);
          out.push(href === undefined ? `<a rel="${LINK_REL}">` : `<a href="${escapeAttribute(href)}" rel="${LINK_REL}">`);
        } else out.push(`<${name}>`);
      },
      ontext(text) {
        if (dropDepth === 0) out.push(escapeText(text));
      },
      onclosetag(name) {
        const kept = open.pop();
        if (kept && name !== 'br') out.push(`</${name}>`);
        if (DROP_WITH_CONTENT.has(name)) dropDepth = Math.max(0, dropDepth - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out.join('').trim();
}
