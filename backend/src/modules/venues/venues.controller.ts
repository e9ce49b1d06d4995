import { Controller, Param, Query } from '@nestjs/common';
import type { LiveSearchItem } from '@events/contracts/search';
import { type VenueDetail, venuesEndpoints as api } from '@events/contracts/venues';
import { Route } from '../../common/auth/route.decorator.js';
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

  @Route(api.detail)
  detail(@Param('id') rawId: string): Promise<VenueDetail> {
    const { id } = parseWith(api.detail.params, { id: rawId });
    return this.venues.getPublishedDetail(id);
  }
}
