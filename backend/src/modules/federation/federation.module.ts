import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { VenuesModule } from '../venues/venues.module.js';
import { DomainBlocksService } from './domain-blocks.service.js';
import { EventDeliveriesScheduler } from './event-deliveries.scheduler.js';
import { EventDeliveriesService } from './event-deliveries.service.js';
import { FederationController } from './federation.controller.js';
import { FederationRepository } from './federation.repository.js';
import { FederationRoutes } from './federation-routes.js';
import { FederationService } from './federation.service.js';

/**
 * Venues on the fediverse (issue 33): ActivityPub actors for the published venues, WebFinger, NodeInfo, their
 * followers, outboxes and inboxes, their events as ActivityStreams objects at their pages' addresses, the job that
 * sends followers what changed among those events, and staff's blocks of remote servers.
 */
@Module({
  imports: [VenuesModule, EventsModule],
  controllers: [FederationController],
  providers: [FederationRepository, FederationService, FederationRoutes, DomainBlocksService, EventDeliveriesService, EventDeliveriesScheduler],
  exports: [FederationService],
})
export class FederationModule {}
