import { Inject, Injectable } from '@nestjs/common';
import { BILLING_MESSAGES, type Plan, type VenueSubscription } from '@events/contracts/billing';
import type { SubscriptionStatus } from '@events/contracts/reference';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { DatabaseService } from '../../database/database.service.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import type { BillingConfig } from './billing.config.js';
import { BillingError } from './billing.errors.js';
import { BillingRepository, type ManagedVenueSubscription, type PlanRecord, type SubscriptionRecord } from './billing.repository.js';

/**
 * The plan a producer made by `user:create` or the demo seed is put on: 10 active events per venue, so the quota bar
 * shows. Made on first use; a superuser may change it afterwards with `npm run plan:set -- --code demo ...`.
 */
export const DEMO_PLAN: PlanRecord = { code: 'demo', name: 'Demo', activeEventsAllowed: 10 };

const DAY_MS = 86_400_000;

/** What decides whether a subscription publishes; other modules that read it in their own statement pass just this. */
export type SubscriptionState = Pick<SubscriptionRecord, 'status' | 'pastDueSince' | 'updated'>;

/**
 * Whether a subscription lets its venue's producers publish now: active or trialing, or past_due for less than the
 * grace period (counted from when it became past_due), `now` being the product clock's instant in milliseconds. Canceled, unpaid and incomplete ones never do.
 */
export function isPublishing<S extends SubscriptionState>(subscription: S | undefined, graceDays: number, now: number): subscription is S {
  if (subscription === undefined) return false;
  if (subscription.status === 'active' || subscription.status === 'trialing') return true;
  if (subscription.status !== 'past_due') return false;
  const since = (subscription.pastDueSince ?? subscription.updated).getTime();
  return now - since < graceDays * DAY_MS;
}

/** Plans and per-venue subscriptions: which plan pays for a venue, and whether its producers may publish. */
@Injectable()
export class BillingService {
  private readonly config: BillingConfig;

  constructor(
    private readonly repository: BillingRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.config = config.billing;
  }

  get pastDueGraceDays(): number {
    return this.config.pastDueGraceDays;
  }

  get stripeEnabled(): boolean {
    return this.config.stripeSecretKey !== undefined;
  }

  isPublishing<S extends SubscriptionState>(subscription: S | undefined): subscription is S {
    return isPublishing(subscription, this.config.pastDueGraceDays, this.clock.nowMs());
  }

  /** The venues a user manages, each with the subscription that pays for it. */
  managedVenueSubscriptions(userId: number, manager?: SqlExecutor): Promise<ManagedVenueSubscription[]> {
    return this.repository.findManagedVenueSubscriptions(userId, manager);
  }

  /** True while any venue the user manages has a subscription that publishes (see isPublishing). */
  async hasActiveSubscription(userId: number): Promise<boolean> {
    const venues = await this.repository.findManagedVenueSubscriptions(userId);
    return venues.some((venue) => this.isPublishing(venue.subscription));
  }

  findVenueSubscription(venueId: number, manager?: SqlExecutor): Promise<SubscriptionRecord | undefined> {
    return this.repository.findVenueSubscription(venueId, manager);
  }

  /** A venue subscription as the API answers it. */
  describe(subscription: SubscriptionRecord): VenueSubscription {
    return {
      status: subscription.status,
      plan: subscription.plan,
      planName: subscription.planName,
      activeEventsAllowed: subscription.activeEventsAllowed,
      publishing: this.isPublishing(subscription),
    };
  }

  /** Starts an active subscription on the demo plan (see DEMO_PLAN) for a producer made by user:create or the demo seed. */
  async startDemoSubscription(userId: number, manager?: SqlExecutor): Promise<void> {
    await this.repository.ensurePlan(DEMO_PLAN, manager);
    await this.assignPlan(userId, DEMO_PLAN.code, 'active', null, manager);
  }

  /** Creates a plan or changes its name and allowance; true when it is new. */
  setPlan(plan: PlanRecord, manager?: SqlExecutor): Promise<boolean> {
    return this.repository.upsertPlan(plan, manager);
  }

  findPlan(code: string, manager?: SqlExecutor): Promise<PlanRecord | undefined> {
    return this.repository.findPlan(code, manager);
  }

  /** Every plan, with whether Checkout sells it. */
  async listPlans(): Promise<Plan[]> {
    const plans = await this.repository.listPlans();
    return plans.map((plan) => ({ ...plan, purchasable: this.stripeEnabled && this.config.stripePrices[plan.code] !== undefined }));
  }

  /**
   * Puts a user on an existing plan with a status: the subscriptions of the venues they are billing contact of (every
   * venue they manage when billing contact of none), or an account-wide one while they manage no venue. The portal
   * link is kept unless a new one is given.
   */
  async assignPlan(userId: number, planCode: string, status: SubscriptionStatus, portalLink: string | null, manager?: SqlExecutor): Promise<void> {
    const venues = await this.repository.findBilledVenues(userId, manager);
    if (venues.length === 0) {
      await this.repository.assignAccountPlan(userId, planCode, status, portalLink, this.clock.now(), manager);
      return;
    }
    for (const venueId of venues) {
      await this.repository.setVenueSubscription(venueId, userId, planCode, status, this.clock.now(), manager);
      if (portalLink !== null) await this.repository.setPortalLink(venueId, portalLink, manager);
    }
  }

  /**
   * Sets one venue's plan and status by hand (manual billing): a superuser in the moderation modal, or the CLI. A new
   * subscription bills the venue's billing contact (else its first manager, else `fallbackUserId`).
   */
  async setVenueSubscription(venueId: number, planCode: string, status: SubscriptionStatus, fallbackUserId: number, manager?: SqlExecutor): Promise<VenueSubscription> {
    if (!(await this.repository.venueExists(venueId, manager))) throw new BillingError('venue_not_found');
    if (!(await this.repository.findPlan(planCode, manager))) throw new RequestValidationError({ plan: [BILLING_MESSAGES.unknownPlan] });
    const contact = (await this.repository.findVenueBillingContact(venueId, manager)) ?? fallbackUserId;
    await this.repository.setVenueSubscription(venueId, contact, planCode, status, this.clock.now(), manager);
    const subscription = await this.repository.findVenueSubscription(venueId, manager);
    if (!subscription) throw new BillingError('venue_not_found');
    return this.describe(subscription);
  }
}

/** The service outside Nest (the command-line tools), on their own database connection. */
export function billingServiceOn(db: DatabaseService, config: AppConfig, clock: Clock): BillingService {
  return new BillingService(new BillingRepository(db), config, clock);
}
