import { DESCRIPTION_DROPPED_TAGS, DESCRIPTION_RULES, LINK_REL, safeHref, type RichTextRules } from '@events/domain/description-html';

/**
 * The browser's twin of the backend's description sanitiser (backend/src/modules/events/description-sanitizer.ts),
 * on the same allow-list and writing the same markup, so the rich text field's value is what the server stores:
 * allowed tags without attributes (a link keeps a safe href and gets LINK_REL), other tags unwrapped, dropped
 * tags removed with their content, text escaped.
 */

const DROPPED: ReadonlySet<string> = new Set(DESCRIPTION_DROPPED_TAGS);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function write(node: Node, out: string[], rules: RichTextRules, allowed: ReadonlySet<string>): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(escapeText(node.textContent ?? ''));
    return;
  }
  if (!(node instanceof Element)) return;
  const name = node.tagName.toLowerCase();
  if (DROPPED.has(name)) return;
  const keep = allowed.has(name);
  if (keep) {
    if (name === 'br') {
      out.push('<br />');
      return;
    }
    if (name === 'a') {
      const href = safeHref(node.getAttribute('href'), rules.sitePaths);
      out.push(href === undefined ? `<a rel="${LINK_REL}">` : `<a href="${escapeAttribute(href)}" rel="${LINK_REL}">`);
    } else {
      out.push(`<${name}>`);
    }
  }
  node.childNodes.forEach((child) => write(child, out, rules, allowed));
  if (keep) out.push(`</${name}>`);
}

/**
 * Sanitised description HTML (or a content page's, with its rules); '' for a text with no text (an empty
 * editor is "<p></p>").
 */
export function sanitizeDescriptionHtml(html: string, rules: RichTextRules = DESCRIPTION_RULES): string {
  const allowed: ReadonlySet<string> = new Set(rules.tags);
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  if ((body.textContent ?? '').trim() === '') return '';
  const out: string[] = [];
  body.childNodes.forEach((child) => write(child, out, rules, allowed));
  return out.join('').trim();
}
