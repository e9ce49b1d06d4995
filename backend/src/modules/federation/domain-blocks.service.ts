import { Injectable } from '@nestjs/common';
import type { BlockedDomain, BlockedDomainList } from '@events/contracts/federation';
import { Clock } from '../../common/clock/clock.js';
import { FederationError } from './federation.errors.js';
import { FederationRepository, type BlockedDomainRow } from './federation.repository.js';

function toBlockedDomain(row: BlockedDomainRow): BlockedDomain {
  return { domain: row.domain, created: row.created.toISOString(), followersRemoved: row.followers_removed };
}

/**
 * The remote servers staff blocked: a blocked server's requests are refused (federation-routes.ts), its followers
 * go with the block, and deliveries to it still queued are dropped (pg-boss-message-queue.ts).
 */
@Injectable()
export class DomainBlocksService {
  constructor(
    private readonly repository: FederationRepository,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<BlockedDomainList> {
    return { results: (await this.repository.blockedDomains()).map(toBlockedDomain) };
  }

  async block(domain: string, staffId: number): Promise<BlockedDomain> {
    return toBlockedDomain(await this.repository.blockDomain(domain, staffId, this.clock.now()));
  }

  async unblock(domain: string): Promise<void> {
    if (!(await this.repository.unblockDomain(domain))) throw new FederationError('domain_not_blocked');
  }
}
