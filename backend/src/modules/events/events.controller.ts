import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { EventDetail } from '@events/contracts/events';
import { idParamSchema } from '@events/contracts/lists';
import { pageQuerySchema, paginationFor } from '@events/contracts/lists';
import { liveSearchQuerySchema, type LiveSearchItem } from '@events/contracts/search';
import { Public } from '../../common/auth/public.decorator.js';
import { formatLinkHeader, pageLinks } from '../../common/http/link-header.js';
import { LIST_EXPOSED_HEADERS } from '../../common/http/list-response.js';
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
  async venueEvents(@Param('id') rawId: string, @Query() rawQuery: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { id } = parseWith(idParamSchema, { id: rawId });
    const page = parseQuery(pageQuerySchema, rawQuery);
    const { items, total } = await this.events.listUpcomingForVenue(id, page);
    res.setHeader('x-total-count', String(total));
    res.setHeader('Link', formatLinkHeader(pageLinks(req.originalUrl, page.page, page.page_size, total)));
    res.setHeader('Access-Control-Expose-Headers', LIST_EXPOSED_HEADERS.join(', '));
    res.json({ results: items, pagination: paginationFor(page, total) });
  }
}
