import { Controller, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../../common/auth/route.decorator.js';
import { sendList } from '../../common/http/list-response.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { eventTypesEndpoints } from '@events/contracts/event-types';
import { TaxonomyService } from './taxonomy.service.js';

@Controller()
export class TaxonomyController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  /** Generic list: `page`, `page_size`, `id[]`, `search`, `ordering`; body = items, Link + x-total-count headers. */
  @Route(eventTypesEndpoints.list)
  async listEventTypes(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(eventTypesEndpoints.list.query, rawQuery);
    const { items, total } = await this.taxonomy.listEventTypes(query);
    sendList(req, res, items, query, total);
  }
}
