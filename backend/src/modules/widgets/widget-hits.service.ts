import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService, type JobLockResult } from '../../database/database.service.js';
import { rateLimitAddressOf } from '../../common/http/client-address.js';
import { type WidgetHit, WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetHostHitsCap } from './widget-host-hits-cap.js';

/** The rollup's job name (widgets.scheduler.ts) and advisory lock name (against `npm run widgets:rollup` running with it). */
export const WIDGET_ROLLUP_JOB = 'widget-hits-rollup';

export type RollupOutcome = { readonly hits: number; readonly pruned: number };

/** Page views wait at most this long in memory before their batched insert ... */
export const PAGE_VIEW_FLUSH_MS = 1000;
/** ... or until this many have gathered. */
const PAGE_VIEW_BATCH = 500;

/**
 * Widget traffic in: the widget page views the server renders, stored as raw hits in one insert a second (browsers'
 * batches: WidgetHitBatches); then the five-minute rollup into per widget, day and host counts, and the pruning of
 * raw hits past their retention.
 */
@Injectable()
export class WidgetHitsService implements OnModuleDestroy {
  private readonly logger = new Logger('WidgetHitsService');
  /**
   * Page views are counted as pages are rendered, so they gather here and go to the raw table in one insert a second:
   * a widget page costs no database write of its own. Their per-address cap is this instance's memory for the same
   * reason (a page over it still renders, uncounted); the cap per widget and host is taken when they are written.
   */
  private pending: WidgetHit[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly pageViewLimit: RateLimiterMemory;

  constructor(
    private readonly repository: WidgetHitsRepository,
    private readonly hostCap: WidgetHostHitsCap,
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.pageViewLimit = new RateLimiterMemory({ keyPrefix: 'widget-views', points: config.widgets.hitsRateLimit, duration: config.widgets.hitsRateWindowSeconds });
  }

  async onModuleDestroy(): Promise<void> {
    await this.flushPageViews();
  }

  /**
   * One widget page view, counted after the page is sent (the caller does not wait): over the address's allowance it
   * is simply not counted, and a failed insert is logged, so neither ever slows or breaks the page.
   */
  recordPageView(widgetId: number, host: string, clientIp: string | undefined): void {
    this.pageViewLimit.consume(rateLimitAddressOf(clientIp), 1).then(
      () => {
        this.pending.push({ widgetId, kind: 'widget', eventId: null, host });
        if (this.pending.length >= PAGE_VIEW_BATCH) void this.flushPageViews();
        else if (this.flushTimer === undefined) {
          this.flushTimer = setTimeout(() => void this.flushPageViews(), PAGE_VIEW_FLUSH_MS);
          this.flushTimer.unref();
        }
      },
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) this.logger.warn({ err: refusal }, 'Widget page view not counted');
      },
    );
  }

  /**
   * Writes the gathered page views in one insert, those within their widget's allowance on their host: a forged
   * Referer from many addresses credits a host no more than that.
   */
  async flushPageViews(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const hits = this.pending;
    this.pending = [];
    if (hits.length === 0) return;
    await this.hostCap
      .admit(hits)
      .then((admitted) => this.repository.insert(admitted))
      .catch((error: unknown) => this.logger.warn({ err: error }, `${hits.length} widget page views not counted`));
  }

  /**
   * The rollup job: under its advisory lock (one run at a time, the job engine's or widgets:rollup's), adds the
   * settled raw hits to the daily counts and prunes rolled-up raw hits older than the retention, in one transaction.
   * `{ran: false}` when another run holds the lock.
   */
  rollUp(settleSeconds: number = this.config.widgets.rollupSettleSeconds): Promise<JobLockResult<RollupOutcome>> {
    return this.db.withJobLock(WIDGET_ROLLUP_JOB, () =>
      this.db.transaction(async (tx) => {
        const hits = await this.repository.rollUp(settleSeconds, tx);
        const pruned = await this.repository.prune(this.config.widgets.hitsRetentionHours, tx);
        return { hits, pruned };
      }),
    );
  }
}
