import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { postgresRateLimiter } from '../../database/postgres-rate-limiter.js';

/**
 * The hits one widget may be credited per embedding host and window (WIDGET_HOST_HITS_RATE_LIMIT per
 * WIDGET_HOST_HITS_RATE_WINDOW_SECONDS), whatever addresses send them: the per-address allowance alone let 20
 * addresses put 2,000 impressions on one host (issue 25 N5). Page views and browser batches share it. Counted in
 * PostgreSQL like the per-address allowance, so every instance counts the same hits; once a widget and host are
 * over, this instance refuses them from memory until the window ends. Hits over it are not stored, and the sender is
 * not told (an honest visitor of a busy site has nothing to retry).
 */
@Injectable()
export class WidgetHostHitsCap {
  private readonly limiter: RateLimiterPostgres;
  private readonly points: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    const { hostHitsRateLimit, hostHitsRateWindowSeconds } = config.widgets;
    this.points = hostHitsRateLimit;
    this.limiter = postgresRateLimiter(dataSource, {
      keyPrefix: 'widget-host-hits',
      points: hostHitsRateLimit,
      duration: hostHitsRateWindowSeconds,
      inMemoryBlockOnConsumed: hostHitsRateLimit,
    });
  }

  /**
   * The hits within their widget's allowance on their host, grouped by widget and host: one take per group (a
   * browser's batch is one; a second's page views a few).
   */
  async admit<H extends { readonly widgetId: number; readonly host: string }>(hits: readonly H[]): Promise<H[]> {
    const groups = new Map<string, { readonly widgetId: number; readonly host: string; readonly hits: H[] }>();
    for (const hit of hits) {
      const key = `${hit.widgetId} ${hit.host}`;
      const group = groups.get(key) ?? { widgetId: hit.widgetId, host: hit.host, hits: [] };
      group.hits.push(hit);
      groups.set(key, group);
    }
    const admitted: H[] = [];
    // One after the other: a second's page views hold one pool connection, not one per host.
    for (const group of groups.values()) admitted.push(...group.hits.slice(0, await this.take(group.widgetId, group.host, group.hits.length)));
    return admitted;
  }

  /** Takes up to `count` hits from the widget's allowance on `host`: answers how many are granted (0 to count). */
  private async take(widgetId: number, host: string, count: number): Promise<number> {
    if (count <= 0) return 0;
    const key = createHash('sha256').update(`${widgetId} ${host}`).digest('hex');
    try {
      await this.limiter.consume(key, count);
      return count;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Refused from memory (nothing consumed): none. Refused by the store: what was left before this take.
      if (refusal.consumedPoints === 0) return 0;
      return Math.min(count, Math.max(0, this.points - (refusal.consumedPoints - count)));
    }
  }
}
