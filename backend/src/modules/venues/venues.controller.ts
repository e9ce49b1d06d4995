import { Controller, Get, Param, Query } from '@nestjs/common';
import { idParamSchema } from '@events/contracts/lists';
import { liveSearchQuerySchema, type LiveSearchItem } from '@events/contracts/search';
import type { VenueDetail } from '@events/contracts/venues';
import { Public } from '../../common/auth/public.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { VenuesService } from './venues.service.js';

/** Venue (point of interest) detail and live search. The listing lives in the search module. */
@Controller('events/api/v1/poi')
@Public()
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  /** `?q=` (1 character or more) or `?id=`: at most 10 `{id, name, absolute_url}`, best first. */
  @Get('livesearch')
  liveSearch(@Query() rawQuery: unknown): Promise<LiveSearchItem[]> {
    return this.venues.liveSearch(parseQuery(liveSearchQuerySchema, rawQuery));
  }

  @Get(':id')
  detail(@Param('id') rawId: string): Promise<VenueDetail> {
    const { id } = parseWith(idParamSchema, { id: rawId });
    return this.venues.getPublishedDetail(id);
  }
}
