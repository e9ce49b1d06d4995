import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { EventsModule } from '../events/events.module.js';
import { SavedModule } from '../saved/saved.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { AccountRateLimitGuard } from './account-rate-limit.guard.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { DemoAccountsSeeder } from './demo-accounts.seeder.js';
import { UserContextService } from './user-context.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * Accounts: users, account details (/account/), linked social accounts, roles and the producer's venues and
 * subscription (minimal billing), the user context (GET /events/userdata/) and the demo accounts. EventsModule
 * is imported only so that its catalogue demo seed runs before the demo accounts (Nest bootstraps deeper
 * modules first), which gives the demo producer venues to manage.
 */
@Module({
  imports: [SavedModule, SavedSearchesModule, AddressesModule, EventsModule],
  controllers: [UsersController, AccountController],
  providers: [UsersRepository, UsersService, UserContextService, DemoAccountsSeeder, AccountService, AccountSessionsService, AccountRateLimitGuard],
  exports: [UsersService, UserContextService],
})
export class UsersModule {}
