import { Injectable } from '@nestjs/common';
import type { ProducerQuota } from '@events/contracts/auth';
import { Clock } from '../../common/clock/clock.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import type { VenueSubscription } from '@events/contracts/billing';
import { BillingService, DEMO_PLAN } from '../billing/billing.service.js';
import type { StaffRoleFlags, UserRecord } from '../users/users.service.js';
import { ProducersRepository } from './producers.repository.js';

/** A venue as its producer manages it: events to come, the subscription that pays for it, and the quota. */
export type ManagedVenue = {
  readonly poi: { readonly id: number; readonly name: string };
  readonly isBillingContact: boolean;
  readonly upcomingEvents: number;
  /** The subscription that pays for the venue, as the API answers it; null when it has none. */
  readonly subscription: VenueSubscription | null;
  /** The subscription's Stripe customer portal or the link staff set, for the billing contact only. */
  readonly portalLink: string | null;
  readonly quota: ProducerQuota['quota'];
};

/** Producers: the venues a user manages, the quota of active events per venue, and making a user a producer. */
@Injectable()
export class ProducersService {
  constructor(
    private readonly repository: ProducersRepository,
    private readonly billing: BillingService,
    private readonly clock: Clock,
  ) {}

  /**
   * Gives the user venues to manage, as their billing contact, and an active subscription on the demo plan, so the
   * producer role is real. The venues are the first published ones nobody manages yet; with `showcase` (the demo
   * producer), one with room on the demo plan and one at its limit, where the catalogue has them. Returns the
   * venues; none when the catalogue is empty.
   */
  async makeProducer(userId: number, venueCount: number, manager?: SqlExecutor, showcase = false): Promise<{ id: number; name: string }[]> {
    const venues = showcase ? await this.showcaseVenues(venueCount, manager) : await this.repository.findVenuesForDemoProducer(venueCount, manager);
    for (const venue of venues) await this.repository.addVenueManager(userId, venue.id, true, manager);
    if (venues.length > 0) await this.billing.startDemoSubscription(userId, manager);
    return venues;
  }

  private async showcaseVenues(venueCount: number, manager?: SqlExecutor): Promise<{ id: number; name: string }[]> {
    const found = await this.repository.findShowcaseVenues(DEMO_PLAN.activeEventsAllowed ?? 0, this.clock.now(), manager);
    return found.length === 2 ? found : this.repository.findVenuesForDemoProducer(venueCount, manager);
  }

  /**
   * Per managed venue: active events used of the allowance of the plan that venue's subscription is on. Staff,
   * zeditors and superusers are not limited (quota null), nor is a plan without a limit; a venue whose subscription
   * does not publish (none, canceled, unpaid, past_due beyond the grace period) may add nothing.
   */
  async producerQuotas(user: Pick<UserRecord, 'id' | 'isStaff' | 'isZeditor' | 'isSuperuser'>): Promise<ProducerQuota[]> {
    return (await this.managedVenues(user)).map(({ poi, quota, isBillingContact, portalLink }) => ({ poi, quota, isBillingContact, portalLink }));
  }

  /** The venues the user manages, each with its events to come, its subscription and the quota that follows. */
  async managedVenues(user: Pick<UserRecord, 'id' | 'isStaff' | 'isZeditor' | 'isSuperuser'>): Promise<ManagedVenue[]> {
    const venues = await this.repository.findManagedVenues(user.id, this.clock.now());
    if (venues.length === 0) return [];
    const subscriptions = new Map((await this.billing.managedVenueSubscriptions(user.id)).map((entry) => [entry.venue.id, entry.subscription]));
    const exempt = user.isStaff || user.isZeditor || user.isSuperuser;
    return venues.map((venue) => {
      const subscription = subscriptions.get(venue.id);
      const publishing = this.billing.isPublishing(subscription);
      const unlimited = exempt || (publishing && subscription.activeEventsAllowed === null);
      const allowed = publishing ? (subscription.activeEventsAllowed ?? 0) : 0;
      return {
        poi: { id: venue.id, name: venue.name },
        isBillingContact: venue.isBillingContact,
        upcomingEvents: venue.upcomingEvents,
        subscription: subscription ? this.billing.describe(subscription) : null,
        portalLink: venue.isBillingContact ? (subscription?.portalLink ?? null) : null,
        quota: unlimited ? null : { used: venue.upcomingEvents, allowed, canAdd: venue.upcomingEvents < allowed },
      };
    });
  }

  /**
   * Who may edit a venue (spec section 6): superusers and zeditors any venue, anyone else only the venues they
   * manage. Editors without the zeditor flag are not catalogue editors.
   */
  async canManageVenue(user: StaffRoleFlags & { readonly id: number }, venueId: number, manager?: SqlExecutor): Promise<boolean> {
    if (isCatalogueEditor(user)) return true;
    return this.repository.managesVenue(user.id, venueId, manager);
  }

  /** Who may edit an event: as for its venue. */
  async canManageEvent(user: StaffRoleFlags & { readonly id: number }, eventId: number, manager?: SqlExecutor): Promise<boolean> {
    if (isCatalogueEditor(user)) return true;
    return this.repository.managesEvent(user.id, eventId, manager);
  }
}

/** Superusers and zeditors edit the whole catalogue and see the editor fields (spec section 6). */
export function isCatalogueEditor(user: StaffRoleFlags): boolean {
  return user.isSuperuser || user.isZeditor;
}
