import { Controller, type OnModuleInit, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EventDetail, eventsEndpoints as api } from '@events/contracts/events';
import { paginationFor } from '@events/contracts/lists';
import type { LiveSearchItem } from '@events/contracts/search';
import { Route } from '../../common/auth/route.decorator.js';
import { AnswerValidators } from '../../common/http/answer-validators.js';
import { setListHeaders } from '../../common/http/list-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { EventsService } from './events.service.js';

/** Event detail, event live search and a venue's events. The listing lives in the search module. */
@Controller()
export class EventsController implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly validators: AnswerValidators,
  ) {}

  onModuleInit(): void {
    this.validators.register(api.detail, ({ id }) => this.events.detailValidator(id));
  }

  /** `?q=` (1 character or more) or `?id=`: at most 10 `{id, name, absolute_url}`, best first. */
  @Route(api.liveSearch)
  liveSearch(@Query() rawQuery: unknown): Promise<LiveSearchItem[]> {
    return this.events.liveSearch(parseQuery(api.liveSearch.query, rawQuery));
  }

  /** Not reached for an anonymous reader whose copy is current: its validator answers 304 (onModuleInit). */
  @Route(api.detail)
  detail(@Param('id') rawId: string): Promise<EventDetail> {
    const { id } = parseWith(api.detail.params, { id: rawId });
    return this.events.getPublishedDetail(id);
  }

  /** `{results, pagination}` with Link and x-total-count, soonest first. */
  @Route(api.ofVenue)
  async venueEvents(@Param('id') rawId: string, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.ofVenue.params, { id: rawId });
    const page = parseQuery(api.ofVenue.query, rawQuery);
    const { items, total } = await this.events.listUpcomingForVenue(id, page);
    setListHeaders(req, res, page, total);
    res.send({ results: items, pagination: paginationFor(page, total) });
  }
}
