import { Injectable } from '@nestjs/common';
import { SitemapRepository } from './sitemap.repository.js';
import { SITEMAP_MAX_URLS, type SitemapEntry, sitemapXml } from './sitemap.js';
import { eventAbsoluteUrl, venueAbsoluteUrl } from '@events/domain/detail-paths';

/** The lists first, then every listed venue, then upcoming events, within the protocol's 50,000 addresses. */
@Injectable()
export class SitemapService {
  constructor(private readonly repository: SitemapRepository) {}

  async sitemapFor(origin: string): Promise<string> {
    const entries: SitemapEntry[] = ['/', '/events/', '/venues/'].map((path) => ({ loc: `${origin}${path}` }));
    const venues = await this.repository.findListedVenues(SITEMAP_MAX_URLS - entries.length);
    for (const v of venues) entries.push({ loc: `${origin}${venueAbsoluteUrl(v.id, v.slug)}`, lastmod: v.lastmod });
    const events = await this.repository.findUpcomingPublishedEvents(Math.max(0, SITEMAP_MAX_URLS - entries.length));
    for (const e of events) entries.push({ loc: `${origin}${eventAbsoluteUrl(e.id, e.slug)}`, lastmod: e.lastmod });
    return sitemapXml(entries);
  }
}
