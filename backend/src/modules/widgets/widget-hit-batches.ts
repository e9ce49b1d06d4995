import { Injectable } from '@nestjs/common';
import { UNKNOWN_HOST, type WidgetHitBatch } from '@events/contracts/widget-metrics';
import { WidgetHitTokens } from './widget-hit-token.js';
import { WidgetHitsRateLimit } from './widget-hits-rate-limit.js';
import { type WidgetHit, WidgetHitsRepository } from './widget-hits.repository.js';
import { WidgetHostHitsCap } from './widget-host-hits-cap.js';
import { WidgetPagesService } from './widget-pages.service.js';
import { WidgetsError } from './widgets.errors.js';

/**
 * The hits a browser reports from a widget page (event cards seen, events opened), checked before they count
 * (issue 25 N5: an invented host from 20 addresses put 2,000 impressions into a producer's metrics):
 * - the host credited is the one the page's token names (WidgetHitTokens: the server saw it in the page's Referer),
 *   never the body's. A batch without a valid token (a page made before tokens, the federated module, an expired or
 *   altered token) still counts, under the unknown host: refusing it would take honest views out of the widget's
 *   totals, while no host can be credited without a page the server rendered for it.
 * - a batch reports one widget's traffic (the page's queue sends only its own): the token's widget, else the first
 *   item's. Items naming another widget are dropped, so a token made for one widget credits nothing to another.
 * - an event hit counts only for an event the calendar lists today (WidgetPagesService.shownAmong: one listing
 *   statement for the batch); hits of an unknown or lapsed calendar are dropped.
 * - the address's allowance (429 beyond), then the widget's allowance on the host (WidgetHostHitsCap: hits beyond
 *   it are dropped silently).
 * Dropped hits are never told apart from stored ones in the answer.
 */
@Injectable()
export class WidgetHitBatches {
  constructor(
    private readonly rateLimit: WidgetHitsRateLimit,
    private readonly tokens: WidgetHitTokens,
    private readonly pages: WidgetPagesService,
    private readonly hostCap: WidgetHostHitsCap,
    private readonly repository: WidgetHitsRepository,
  ) {}

  /** Throttled per address (WidgetsError 'throttled'); answers how many hits were stored. */
  async record(batch: WidgetHitBatch, clientIp: string | undefined): Promise<number> {
    const retryAfter = await this.rateLimit.take(clientIp, batch.items.length);
    if (retryAfter !== null) throw new WidgetsError('throttled', retryAfter);
    const source = this.tokens.verify(batch.token);
    const widgetId = source?.widgetId ?? batch.items[0]?.widget_id;
    if (widgetId === undefined) return 0;
    const host = source?.host ?? UNKNOWN_HOST;
    const items = batch.items.filter((item) => item.widget_id === widgetId);
    const shown = await this.pages.shownAmong(
      widgetId,
      items.flatMap((item) => (item.kind === 'event' && item.event_id !== undefined ? [item.event_id] : [])),
    );
    if (shown === null) return 0;
    const hits: WidgetHit[] = items.flatMap((item): WidgetHit[] => {
      if (item.kind === 'widget') return [{ widgetId, kind: 'widget', eventId: null, host }];
      return item.event_id !== undefined && shown.has(item.event_id) ? [{ widgetId, kind: 'event', eventId: item.event_id, host }] : [];
    });
    return this.repository.insert(await this.hostCap.admit(hits));
  }
}
