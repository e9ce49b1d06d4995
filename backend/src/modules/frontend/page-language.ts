import { LANGUAGES, languageInfo, type Language } from '@events/contracts/languages';
import { escapeHtml } from '../../common/text/escape-html.js';
import { pageText, SHELL_TEXTS_EN } from './page-texts.js';

const HTML_LANG = /<html\b[^>]*>/i;
const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

/** The text of an attribute or a title as written in HTML (the entities the shell's template uses). */
function unescape(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * The shell's page in the reader's language (issue 31): `<html lang>`, the shell's own title and description in the
 * language (a detail page's own title is the item's name, left as it is), and Open Graph's locale with the other
 * languages as alternates. The page's address is the same in every language (its hreflang links: rendered-body.ts).
 */
export function renderShellInLanguage(html: string, language: Language): string {
  const info = languageInfo(language);
  let out = html.replace(HTML_LANG, (tag) => (/\blang="[^"]*"/.test(tag) ? tag.replace(/\blang="[^"]*"/, `lang="${escapeHtml(info.code)}"`) : tag.replace(/^<html/i, `<html lang="${escapeHtml(info.code)}"`)));
  out = out.replace(TITLE, (tag, title: string) => (unescape(title.trim()) === SHELL_TEXTS_EN.title ? `<title>${escapeHtml(pageText(info.code, 'shellTitle'))}</title>` : tag));
  out = out.replace(DESCRIPTION, (tag, content: string) =>
    unescape(content) === SHELL_TEXTS_EN.description ? `<meta name="description" content="${escapeHtml(pageText(info.code, 'shellDescription'))}">` : tag,
  );
  const locales = [
    `<meta property="og:locale" content="${escapeHtml(info.ogLocale)}">`,
    ...LANGUAGES.filter((other) => other.code !== info.code).map((other) => `<meta property="og:locale:alternate" content="${escapeHtml(other.ogLocale)}">`),
  ].join('');
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, () => `${locales}</head>`) : out;
}

