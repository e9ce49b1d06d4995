import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { SavedModule } from '../saved/saved.module.js';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountRateLimitGuard } from './account-rate-limit.guard.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { LanguageController } from './language.controller.js';
import { UserContextController } from './user-context.controller.js';
import { UserContextService } from './user-context.service.js';

/**
 * The signed-in user's own account: details (/account/), password change, deletion, connected social accounts,
 * the user context (GET /events/userdata/) and the language control's choice (issue 31). Builds on auth (sessions, rate limit,
 * social identities), users, producers, billing and claims (whether the user has claimed a venue); none of them
 * imports this module.
 */
@Module({
  imports: [AuthModule, UsersModule, ProducersModule, BillingModule, ClaimsModule, SavedModule, SavedSearchesModule, AddressesModule],
  controllers: [UserContextController, AccountController, LanguageController],
  providers: [
    UserContextService,
    AccountService,
    AccountSessionsService,
    AccountRateLimitGuard,
  ],
})
export class AccountModule {}
