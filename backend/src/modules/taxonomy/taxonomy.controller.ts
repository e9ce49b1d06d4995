import { Controller, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../../common/auth/route.decorator.js';
import { buildUnlessCurrent } from '../../common/http/conditional-get.js';
import { sendList } from '../../common/http/list-response.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { eventTypesEndpoints } from '@events/contracts/event-types';
import { TaxonomyService } from './taxonomy.service.js';

@Controller()
export class TaxonomyController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  /**
   * Generic list: `page`, `page_size`, `id[]`, `search`, `ordering`; body = items, Link + x-total-count headers. Nothing
   * (a 304) when an anonymous reader's copy is current.
   */
  @Route(eventTypesEndpoints.list)
  async listEventTypes(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(eventTypesEndpoints.list.query, rawQuery);
    const page = await buildUnlessCurrent(req, () => this.taxonomy.listValidator(), () => this.taxonomy.listEventTypes(query));
    if (page === undefined) res.send();
    else sendList(req, res, page.items, query, page.total);
  }
}
