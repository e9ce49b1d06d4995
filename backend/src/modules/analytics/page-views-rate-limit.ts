import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ClientAllowance } from '../metrics/client-allowance.js';

/**
 * The page views allowance of each client address (issue 25 N4: 250 beacons of 20 views took a venue from 0 to 5,000
 * views): a beacon takes one point per view it carries (PAGE_VIEWS_RATE_LIMIT), as impressions are capped.
 */
@Injectable()
export class PageViewsRateLimit extends ClientAllowance {
  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { pageViewsRateLimit, pageViewsRateWindowSeconds } = config.metrics;
    super(dataSource, { keyPrefix: 'page_views', points: pageViewsRateLimit, duration: pageViewsRateWindowSeconds });
  }
}
