import { Body, Controller, Header, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { analyticsEndpoints, type CustomEvents, type SiteStats, type VenueView } from '@events/contracts/analytics';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { objectBody, parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { AnalyticsService } from './analytics.service.js';

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
function optedOut(req: FastifyRequest): boolean {
  return req.headers['dnt'] === '1' || req.headers['sec-gpc'] === '1';
}

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /**
   * The shell's beacon `{views: [{page_view, path}], impressions?: {pageView, items}}`: public; a signed-in browser's
   * cookie-authenticated call carries the CSRF token in the `csrfmiddlewaretoken` body field (sendBeacon sets no
   * header). Bots and opted-out browsers are answered 204 and not stored.
   */
  @Route(analyticsEndpoints.beacon)
  @Header('Cache-Control', 'no-store')
  async beacon(@Body() body: unknown, @Req() req: FastifyRequest): Promise<void> {
    const beacon = parseWith(analyticsEndpoints.beacon.body, objectBody(body));
    await this.analytics.recordBeacon(beacon, { ip: req.ip, userAgent: req.headers['user-agent'], optedOut: optedOut(req) });
  }

  @Route(analyticsEndpoints.siteStats)
  @Header('Cache-Control', 'private, no-store')
  siteStats(@Query() query: unknown): Promise<SiteStats> {
    return this.analytics.siteStats(parseQuery(analyticsEndpoints.siteStats.query, query));
  }

  @Route(analyticsEndpoints.customEvents)
  @Header('Cache-Control', 'private, no-store')
  customEvents(@Query() query: unknown): Promise<CustomEvents> {
    return this.analytics.customEvents(parseQuery(analyticsEndpoints.customEvents.query, query));
  }

  @Route(analyticsEndpoints.venueView)
  @Header('Cache-Control', 'private, no-store')
  venueView(@CurrentUser() user: AuthUser, @Param() params: unknown, @Query() query: unknown): Promise<VenueView> {
    const { venueId } = parseWith(analyticsEndpoints.venueView.params, params);
    return this.analytics.venueView(user, venueId, parseQuery(analyticsEndpoints.venueView.query, query));
  }
}
