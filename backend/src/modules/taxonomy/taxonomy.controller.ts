import { Controller, type OnModuleInit, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../../common/auth/route.decorator.js';
import { AnswerValidators } from '../../common/http/answer-validators.js';
import { sendList } from '../../common/http/list-response.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { eventTypesEndpoints } from '@events/contracts/event-types';
import { TaxonomyService } from './taxonomy.service.js';

@Controller()
export class TaxonomyController implements OnModuleInit {
  constructor(
    private readonly taxonomy: TaxonomyService,
    private readonly validators: AnswerValidators,
  ) {}

  onModuleInit(): void {
    this.validators.register(eventTypesEndpoints.list, () => this.taxonomy.listValidator());
  }

  /**
   * Generic list: `page`, `page_size`, `id[]`, `search`, `ordering`; body = items, Link + x-total-count headers. Not
   * reached for an anonymous reader whose copy is current: its validator answers 304 (onModuleInit).
   */
  @Route(eventTypesEndpoints.list)
  async listEventTypes(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(eventTypesEndpoints.list.query, rawQuery);
    const page = await this.taxonomy.listEventTypes(query);
    sendList(req, res, page.items, query, page.total);
  }
}
