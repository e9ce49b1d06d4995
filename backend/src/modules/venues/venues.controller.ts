import { Controller, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { LiveSearchItem } from '@events/contracts/search';
import { type VenueDetail, venuesEndpoints as api } from '@events/contracts/venues';
import { Route } from '../../common/auth/route.decorator.js';
import { buildUnlessCurrent } from '../../common/http/conditional-get.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { VenuesService } from './venues.service.js';

/** Venue (point of interest) detail and live search. The listing lives in the search module. */
@Controller()
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  /** `?q=` (1 character or more) or `?id=`: at most 10 `{id, name, absolute_url}`, best first. */
  @Route(api.liveSearch)
  liveSearch(@Query() rawQuery: unknown): Promise<LiveSearchItem[]> {
    return this.venues.liveSearch(parseQuery(api.liveSearch.query, rawQuery));
  }

  /** Undefined (sent as a 304) when an anonymous reader's copy is current. */
  @Route(api.detail)
  detail(@Param('id') rawId: string, @Req() req: FastifyRequest): Promise<VenueDetail | undefined> {
    const { id } = parseWith(api.detail.params, { id: rawId });
    return buildUnlessCurrent(req, () => this.venues.detailValidator(), () => this.venues.getPublishedDetail(id));
  }
}
