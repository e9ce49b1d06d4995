import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module.js';
import { EventsModule } from '../events/events.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoAccountsSeeder } from './demo-accounts.seeder.js';
import { ProducersController } from './producers.controller.js';
import { ProducersRepository } from './producers.repository.js';
import { ProducersService } from './producers.service.js';
import { RoleAccountsService } from './role-accounts.service.js';

/**
 * Producers: venue managers, quotas, making a producer; accounts of a role (user:create, demo accounts).
 * EventsModule is imported only so that its catalogue demo seed runs before the demo accounts (Nest bootstraps
 * deeper modules first), which gives the demo producer venues to manage.
 */
@Module({
  imports: [UsersModule, BillingModule, EventsModule],
  controllers: [ProducersController],
  providers: [ProducersRepository, ProducersService, RoleAccountsService, DemoAccountsSeeder],
  exports: [ProducersService, RoleAccountsService],
})
export class ProducersModule {}
