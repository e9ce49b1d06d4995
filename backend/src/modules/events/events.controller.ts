import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventDetail } from '@events/contracts/events';
import { idParamSchema } from '@events/contracts/lists';
import { pageQuerySchema, paginationFor } from '@events/contracts/lists';
import { liveSearchQuerySchema, type LiveSearchItem } from '@events/contracts/search';
import { Public } from '../../common/auth/public.decorator.js';
import { setListHeaders } from '../../common/http/list-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { EventsService } from './events.service.js';

/** Event detail, event live search and a venue's events. The listing lives in the search module. */
@Controller('events/api/v1')
@Public()
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** `?q=` (1 character or more) or `?id=`: at most 10 `{id, name, absolute_url}`, best first. */
  @Get('events/livesearch')
  liveSearch(@Query() rawQuery: unknown): Promise<LiveSearchItem[]> {
    return this.events.liveSearch(parseQuery(liveSearchQuerySchema, rawQuery));
  }

  @Get('events/:id')
  detail(@Param('id') rawId: string): Promise<EventDetail> {
    const { id } = parseWith(idParamSchema, { id: rawId });
    return this.events.getPublishedDetail(id);
  }

  /** `{results, pagination}` with Link and x-total-count, soonest first. */
  @Get('poi/:id/events')
  async venueEvents(@Param('id') rawId: string, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(idParamSchema, { id: rawId });
    const page = parseQuery(pageQuerySchema, rawQuery);
    const { items, total } = await this.events.listUpcomingForVenue(id, page);
    setListHeaders(req, res, page, total);
    res.send({ results: items, pagination: paginationFor(page, total) });
  }
}
