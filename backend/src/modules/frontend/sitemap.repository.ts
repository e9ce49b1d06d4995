import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import { SITEMAP_UPCOMING_EVENTS_SQL, SITEMAP_VENUES_SQL } from './sitemap.queries.js';

export type SitemapRow = { readonly id: number; readonly slug: string; readonly lastmod: string };

@Injectable()
export class SitemapRepository {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: Clock,
  ) {}

  findListedVenues(limit: number): Promise<SitemapRow[]> {
    return this.db.query<SitemapRow[]>(SITEMAP_VENUES_SQL, [limit]);
  }

  findUpcomingPublishedEvents(limit: number): Promise<SitemapRow[]> {
    return this.db.query<SitemapRow[]>(SITEMAP_UPCOMING_EVENTS_SQL, [limit, this.clock.now()]);
  }
}
