/**
 * The allow-list of an event description (spec: bold, italic, lists, links only), one list for the rich text
 * field in the browser and the backend's sanitiser, so what the editor sends is what the server keeps.
 */

/** Tags kept; every other tag is unwrapped (its text kept). */
export const DESCRIPTION_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'p', 'br', 'a'] as const;

/** What a rich text keeps: its tags, and whether a link may lead to a path of this site ("/account/"). */
export type RichTextRules = { readonly tags: readonly string[]; readonly sitePaths: boolean };

/** An event's or a venue's description. */
export const DESCRIPTION_RULES: RichTextRules = { tags: DESCRIPTION_ALLOWED_TAGS, sitePaths: false };

/**
 * A content page (Terms of Use, About, Help): a description's tags plus section headings, so a long page stays
 * navigable by its headings (the page's title is its level-1 heading), and links to the site's own pages.
 */
export const CONTENT_PAGE_RULES: RichTextRules = { tags: [...DESCRIPTION_ALLOWED_TAGS, 'h2', 'h3'], sitePaths: true };

/** Tags whose content is not text and is dropped along with the tag. */
export const DESCRIPTION_DROPPED_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'select',
] as const;

/** The rel every kept link carries. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Link schemes kept in an href; any other href is dropped (the link's text stays). */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

const SCHEMES: ReadonlySet<string> = new Set(LINK_SCHEMES);

/**
 * The href if it is an absolute http(s) or mailto URL, or with `sitePaths` a path of this site ("/help/", never
 * "//host" or "/\\host", which browsers read as another host); else undefined.
 */
export function safeHref(raw: string | null | undefined, sitePaths = false): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const href = raw.trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = Array.from(href)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  if (sitePaths && /^\/(?![/\\])/.test(compact)) return compact;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined || !SCHEMES.has(scheme)) return undefined;
  if (scheme !== 'mailto' && !/^https?:\/\/[^/\s]/i.test(compact)) return undefined;
  return href;
}
