import { Injectable } from '@nestjs/common';
import type { ProducerQuota } from '@events/contracts/auth';
import { Clock } from '../../common/clock/clock.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { BillingService } from '../billing/billing.service.js';
import type { RoleFlags, UserRecord } from '../users/users.repository.js';
import { ProducersRepository } from './producers.repository.js';

/** Producers: the venues a user manages, the quota of active events per venue, and making a user a producer. */
@Injectable()
export class ProducersService {
  constructor(
    private readonly repository: ProducersRepository,
    private readonly billing: BillingService,
    private readonly clock: Clock,
  ) {}

  /**
   * Gives the user venues to manage (the first published venues nobody manages yet) and an active
   * subscription, so the producer role is real. Returns the venues; none when the catalogue is empty.
   */
  async makeProducer(userId: number, venueCount: number, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    const venues = await this.repository.findVenuesForDemoProducer(venueCount, manager);
    for (const [index, venue] of venues.entries()) await this.repository.addVenueManager(userId, venue.id, index === 0, manager);
    if (venues.length > 0) await this.billing.startDemoSubscription(userId, manager);
    return venues;
  }

  /**
   * Per managed venue: active events used of the allowance of the plan that venue's subscription is on. Staff,
   * zeditors and superusers are not limited (quota null), nor is a plan without a limit; a venue whose subscription
   * does not publish (none, canceled, unpaid, past_due beyond the grace period) may add nothing.
   */
  async producerQuotas(user: Pick<UserRecord, 'id' | 'isStaff' | 'isZeditor' | 'isSuperuser'>): Promise<ProducerQuota[]> {
    const venues = await this.repository.findManagedVenues(user.id, this.clock.now());
    if (venues.length === 0) return [];
    const subscriptions = new Map((await this.billing.managedVenueSubscriptions(user.id)).map((entry) => [entry.venue.id, entry.subscription]));
    const exempt = user.isStaff || user.isZeditor || user.isSuperuser;
    return venues.map((venue) => {
      const subscription = subscriptions.get(venue.id);
      const active = this.billing.isPublishing(subscription);
      const unlimited = exempt || (active && subscription.activeEventsAllowed === null);
      const allowed = active ? (subscription.activeEventsAllowed ?? 0) : 0;
      return {
        poi: { id: venue.id, name: venue.name },
        quota: unlimited ? null : { used: venue.upcomingEvents, allowed, canAdd: venue.upcomingEvents < allowed },
        isBillingContact: venue.isBillingContact,
        portalLink: venue.isBillingContact ? (subscription?.portalLink ?? null) : null,
      };
    });
  }

  /**
   * Who may edit a venue (spec section 6): superusers and zeditors any venue, anyone else only the venues they
   * manage. Editors without the zeditor flag are not catalogue editors.
   */
  async canManageVenue(user: RoleFlags & { readonly id: number }, venueId: number, manager?: SqlExecutor): Promise<boolean> {
    if (isCatalogueEditor(user)) return true;
    return this.repository.managesVenue(user.id, venueId, manager);
  }

  /** Who may edit an event: as for its venue. */
  async canManageEvent(user: RoleFlags & { readonly id: number }, eventId: number, manager?: SqlExecutor): Promise<boolean> {
    if (isCatalogueEditor(user)) return true;
    return this.repository.managesEvent(user.id, eventId, manager);
  }
}

/** Superusers and zeditors edit the whole catalogue and see the editor fields (spec section 6). */
export function isCatalogueEditor(user: RoleFlags): boolean {
  return user.isSuperuser || user.isZeditor;
}
