import { escapeHtml } from './page-meta.js';

/** The sitemap protocol allows at most 50,000 addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { readonly loc: string; readonly lastmod?: string };

/** A sitemap (sitemaps.org 0.9) of absolute addresses, XML-escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Paths crawlers have no business in (the API, account and staff areas); the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /events/api/',
    'Disallow: /icalendar/',
    'Disallow: /message/',
    'Disallow: /account/',
    'Disallow: /saved/',
    'Disallow: /manage/',
    'Disallow: /editor/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
