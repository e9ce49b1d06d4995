import { sanitizeDescription } from '../../../common/text/description-sanitizer.js';
import { escapeHtml } from '../../../common/text/escape-html.js';
import { unescapeText } from './feed-lines.js';
import type { IcalComponent } from './feed-occurrences.js';

/**
 * A feed event's description as the event form's rich text (its allow-list: bold, italic, lists, links, paragraphs).
 * Outlook sends its HTML as X-ALT-DESC;FMTTYPE=text/html beside a plain DESCRIPTION, and that HTML is preferred;
 * Google Calendar puts HTML straight into DESCRIPTION; everyone else sends plain text, which becomes paragraphs.
 */

/** Tags that show a DESCRIPTION is HTML rather than text that happens to hold a "<". */
const HTML_TAG = /<\/?(?:p|br|b|strong|i|em|u|a|ul|ol|li|div|span|font|html|body|h[1-6])(?:\s[^>]*)?\/?>/i;

/** Plain text as HTML: a blank line starts a paragraph, a line break stays one; addresses stay text. */
export function plainTextToHtml(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  if (normalized === '') return '';
  return normalized
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${paragraph.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}

/** The HTML of X-ALT-DESC;FMTTYPE=text/html, with text escapes undone (ical.js leaves an X- value as written). */
function alternativeHtml(component: IcalComponent): string | null {
  for (const property of component.getAllProperties('x-alt-desc')) {
    const type = property.getFirstParameter('fmttype');
    const value = property.getFirstValue();
    if (typeof type !== 'string' || type.trim().toLowerCase() !== 'text/html' || typeof value !== 'string') continue;
    return property.type === 'text' ? value : unescapeText(value);
  }
  return null;
}

/** The sanitised description; '' when the event has none. */
export function descriptionHtmlOf(component: IcalComponent): string {
  const alternative = alternativeHtml(component);
  if (alternative !== null) {
    const html = sanitizeDescription(alternative);
    if (html !== '') return html;
  }
  const text = component.getFirstPropertyValue('description');
  if (typeof text !== 'string' || text.trim() === '') return '';
  return sanitizeDescription(HTML_TAG.test(text) ? text : plainTextToHtml(text));
}
