import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type WidgetMetrics, widgetMetricsEndpoints as api } from '@events/contracts/widget-metrics';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { objectBody, parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { isCountableView } from './widget-hit-source.js';
import { WidgetHitBatches } from './widget-hit-batches.js';
import { WidgetMetricsService } from './widget-metrics.service.js';

/** A calendar's traffic (owner only) and the public hits endpoint the widget pages report to. */
@Controller()
export class WidgetMetricsController {
  constructor(
    private readonly metrics: WidgetMetricsService,
    private readonly hits: WidgetHitBatches,
  ) {}

  @Route(api.metrics)
  metricsOf(@Param() params: unknown, @Query() rawQuery: unknown, @CurrentUser() user: AuthUser): Promise<WidgetMetrics> {
    const { widgetId } = parseWith(api.metrics.params, params);
    return this.metrics.metrics(user.id, widgetId, parseQuery(api.metrics.query, rawQuery));
  }

  /**
   * `{token, items: [{kind, widget_id, event_id?}]}`: the hits that count (see WidgetHitBatches) are stored as raw hits
   * for the next rollup. Crawlers and prefetches are answered 204 without counting; 429 with Retry-After once the
   * client address has used its allowance; every other batch 204, whatever was dropped.
   */
  @Route(api.hits)
  async record(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    const batch = parseWith(api.hits.body, objectBody(body));
    res.header('Cache-Control', 'no-store');
    if (!isCountableView(req.headers)) return;
    await this.hits.record(batch, req.ip);
  }
}
