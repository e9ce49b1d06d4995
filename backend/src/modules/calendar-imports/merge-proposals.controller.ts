import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type MergeDecisionResult, mergeProposalsEndpoints as api } from '@events/contracts/merge-proposals';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { MergeProposalsService } from './merge-proposals.service.js';

/** The editor desk's proposed merges of imported events (issue 30): the list, and an editor's decision. */
@Controller()
export class MergeProposalsController {
  constructor(private readonly proposals: MergeProposalsService) {}

  @Route(api.list)
  async list(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.proposals.list(query), query);
  }

  @Route(api.decide)
  decide(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<MergeDecisionResult> {
    const { id } = parseWith(api.decide.params, params);
    return this.proposals.decide(user, id, parseWith(api.decide.body, body ?? {}).decision);
  }
}
