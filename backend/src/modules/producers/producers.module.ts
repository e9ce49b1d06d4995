import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoAccountsSeeder } from './demo-accounts.seeder.js';
import { ProducersController } from './producers.controller.js';
import { ProducersRepository } from './producers.repository.js';
import { ProducersService } from './producers.service.js';
import { RoleAccountsService } from './role-accounts.service.js';

/**
 * Producers: venue managers, quotas, making a producer; accounts of a role (user:create, demo accounts). The demo
 * accounts are made by the catalogue's demo seed once it has venues (seed/demo-seeder.ts), so this module needs
 * nothing of the events module, which imports it for who may manage an event.
 */
@Module({
  imports: [UsersModule, BillingModule],
  controllers: [ProducersController],
  providers: [ProducersRepository, ProducersService, RoleAccountsService, DemoAccountsSeeder],
  exports: [ProducersService, RoleAccountsService, DemoAccountsSeeder],
})
export class ProducersModule {}
