import { Inject, Injectable } from '@nestjs/common';
import { type UserContext, userContextSchema } from '@events/contracts/auth';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { SavedService } from '../saved/saved.service.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { BillingService } from '../billing/billing.service.js';
import { ClaimsService } from '../claims/claims.service.js';
import { ProducersService } from '../producers/producers.service.js';
import { toAuthUser, UsersService } from '../users/users.service.js';

/**
 * GET /events/userdata/: everything the shell and the remotes need to know about the signed-in user.
 */
@Injectable()
export class UserContextService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly producers: ProducersService,
    private readonly billing: BillingService,
    private readonly saved: SavedService,
    private readonly savedSearches: SavedSearchesService,
    private readonly addresses: AddressesService,
    private readonly claims: ClaimsService,
  ) {}

  async contextFor(userId: number): Promise<UserContext> {
    const user = await this.users.findById(userId);
    const [hasActiveSubscription, producerQuotas, savedEventIds, savedPoiIds, addresses, hasClaims] = await Promise.all([
      this.billing.hasActiveSubscription(user.id),
      this.producers.producerQuotas(user),
      this.saved.savedIds('event', user.id),
      this.saved.savedIds('venue', user.id),
      this.addresses.entriesFor(user.id),
      this.claims.hasClaims(user.id),
    ]);
    return userContextSchema.parse({
      authenticated: true,
      ...toAuthUser(user),
      hasActiveSubscription,
      distanceUnits: user.distanceUnits,
      addresses,
      savedSearches: await this.savedSearches.namesFor(user.id),
      savedPoiIds,
      savedEventIds,
      producerQuotas,
      hasClaims,
      staffLinks: user.isStaff ? this.config.staffLinks : [],
      supportEmail: this.config.mail.supportAddress,
    });
  }
}
