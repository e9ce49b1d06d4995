import { Injectable } from '@nestjs/common';
import type { ImpressionBatch } from '@events/contracts/metrics';
import { localDateOf } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { ImpressionsRateLimit } from './impressions-rate-limit.js';
import { type ImpressionSeen, MetricsRepository } from './metrics.repository.js';

/** How long a page view's items are remembered: a card seen again in a page left open longer counts again. */
export const PAGE_VIEW_RETENTION_HOURS = 24;

/** The distinct items of a batch, in a stable order: a page view reports each card once. */
export function distinctImpressions(batch: Pick<ImpressionBatch, 'items'>): ImpressionSeen[] {
  const items = new Map<string, ImpressionSeen>();
  for (const item of batch.items) {
    const widgetId = item.widgetId ?? '';
    items.set(`${item.kind}\u0000${item.id}\u0000${widgetId}`, { kind: item.kind, objectId: item.id, widgetId });
  }
  return [...items.values()];
}

@Injectable()
export class MetricsService {
  constructor(
    private readonly repository: MetricsRepository,
    private readonly rateLimit: ImpressionsRateLimit,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts a browser's batch of impressions for today: each item once per page view, items about unknown objects
   * ignored. The client address pays one point of its allowance per distinct item (MetricsError 'throttled' over it).
   */
  async recordImpressions(batch: ImpressionBatch, clientIp: string | undefined): Promise<void> {
    const items = distinctImpressions(batch);
    await this.rateLimit.take(clientIp, items.length);
    await this.repository.addPageViewImpressionsForToday(batch.pageView, items, localDateOf(this.clock.now(), REGION_TIME_ZONE));
  }

  /** Forgets page views older than the retention; answers how many. */
  prunePageViews(): Promise<number> {
    return this.repository.prunePageViewsOlderThan(PAGE_VIEW_RETENTION_HOURS);
  }
}
