import { Body, Controller, Header } from '@nestjs/common';
import { metricsEndpoints } from '@events/contracts/metrics';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { MetricsService } from './metrics.service.js';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  /**
   * `{items: [{kind, id, widgetId?}]}` (1 to 100 items): card and detail impressions, added to today's counts.
   * Public; a signed-in browser's cookie-authenticated call echoes the CSRF token (header or the
   * `csrfmiddlewaretoken` body field, which navigator.sendBeacon can carry). 400 with a field map on bad input.
   */
  @Route(metricsEndpoints.impressions)
  @Header('Cache-Control', 'no-store')
  async impressions(@Body() body: unknown): Promise<void> {
    const batch = parseWith(metricsEndpoints.impressions.body, typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});
    await this.metrics.recordImpressions(batch);
  }
}
