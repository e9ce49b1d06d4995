import { Controller, type OnModuleInit, Param, Query } from '@nestjs/common';
import type { LiveSearchItem } from '@events/contracts/search';
import { type VenueDetail, venuesEndpoints as api } from '@events/contracts/venues';
import { Route } from '../../common/auth/route.decorator.js';
import { AnswerValidators } from '../../common/http/answer-validators.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { VenuesService } from './venues.service.js';

/** Venue (point of interest) detail and live search. The listing lives in the search module. */
@Controller()
export class VenuesController implements OnModuleInit {
  constructor(
    private readonly venues: VenuesService,
    private readonly validators: AnswerValidators,
  ) {}

  onModuleInit(): void {
    this.validators.register(api.detail, () => this.venues.detailValidator());
  }

  /** `?q=` (1 character or more) or `?id=`: at most 10 `{id, name, absolute_url}`, best first. */
  @Route(api.liveSearch)
  liveSearch(@Query() rawQuery: unknown): Promise<LiveSearchItem[]> {
    return this.venues.liveSearch(parseQuery(api.liveSearch.query, rawQuery));
  }

  /** Not reached for an anonymous reader whose copy is current: its validator answers 304 (onModuleInit). */
  @Route(api.detail)
  detail(@Param('id') rawId: string): Promise<VenueDetail> {
    const { id } = parseWith(api.detail.params, { id: rawId });
    return this.venues.getPublishedDetail(id);
  }
}
