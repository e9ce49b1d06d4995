import { Body, Controller, Header, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { metricsEndpoints } from '@events/contracts/metrics';
import { Route } from '../../common/auth/route.decorator.js';
import { objectBody, parseWith } from '../../common/validation/parse-request.js';
import { MetricsService } from './metrics.service.js';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  /**
   * `{pageView, items: [{kind, id, widgetId?}]}` (1 to 100 items): card and detail impressions, each added to
   * today's counts once per page view. Public; a signed-in browser's cookie-authenticated call echoes the CSRF token
   * (header or the `csrfmiddlewaretoken` body field, which navigator.sendBeacon can carry). 400 with a field map on
   * bad input; 429 with Retry-After once the client address has sent its allowance for the window.
   */
  @Route(metricsEndpoints.impressions)
  @Header('Cache-Control', 'no-store')
  async impressions(@Body() body: unknown, @Req() req: FastifyRequest): Promise<void> {
    await this.metrics.recordImpressions(parseWith(metricsEndpoints.impressions.body, objectBody(body)), req.ip);
  }
}
