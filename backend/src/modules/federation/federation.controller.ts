import { Body, Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type BlockedDomain, type BlockedDomainList, federationEndpoints as api, type VenueFediverse } from '@events/contracts/federation';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { DomainBlocksService } from './domain-blocks.service.js';
import { FederationService } from './federation.service.js';

/** What a venue's page shows of its fediverse actor (its handle, its address and its followers), and staff's blocks of remote servers. */
@Controller()
export class FederationController {
  constructor(
    private readonly federation: FederationService,
    private readonly blocks: DomainBlocksService,
  ) {}

  @Route(api.venueFediverse)
  venueFediverse(@Param() params: unknown, @Req() request: FastifyRequest): Promise<VenueFediverse> {
    return this.federation.venueFediverse(parseWith(api.venueFediverse.params, params).id, requestOrigin(request));
  }

  @Route(api.blockedDomains)
  blockedDomains(): Promise<BlockedDomainList> {
    return this.blocks.list();
  }

  @Route(api.blockDomain)
  blockDomain(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<BlockedDomain> {
    return this.blocks.block(parseWith(api.blockDomain.body, body ?? {}).domain, user.id);
  }

  @Route(api.unblockDomain)
  async unblockDomain(@Param() params: unknown): Promise<void> {
    await this.blocks.unblock(parseWith(api.unblockDomain.params, params).domain);
  }
}
