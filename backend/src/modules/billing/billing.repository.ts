import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@events/contracts/reference';
import { DatabaseService } from '../../database/database.service.js';
import { affectedCount, type SqlExecutor } from '../../database/sql-executor.js';
import {
  APPLY_CHECKOUT_SQL,
  APPLY_STRIPE_STATUS_SQL,
  ASSIGN_ACCOUNT_PLAN_SQL,
  BILLED_VENUES_SQL,
  ENSURE_PLAN_SQL,
  FIND_PLAN_SQL,
  LIST_PLANS_SQL,
  MANAGED_VENUE_SUBSCRIPTIONS_SQL,
  RECORD_STRIPE_EVENT_SQL,
  SET_PORTAL_LINK_SQL,
  UPSERT_PLAN_SQL,
  UPSERT_VENUE_SUBSCRIPTION_SQL,
  VENUE_BILLING_CONTACT_SQL,
  VENUE_EXISTS_SQL,
  VENUE_SUBSCRIPTION_SQL,
} from './billing.queries.js';

/** A plan: its code (what subscriptions refer to), its name, and the active events per venue it allows (null: no limit). */
export type PlanRecord = {
  readonly code: string;
  readonly name: string;
  readonly activeEventsAllowed: number | null;
};

/** A subscription with its plan's allowance. */
export type SubscriptionRecord = {
  readonly id: number;
  readonly status: SubscriptionStatus;
  readonly plan: string;
  readonly planName: string;
  readonly portalLink: string | null;
  readonly activeEventsAllowed: number | null;
  readonly pastDueSince: Date | null;
  readonly updated: Date;
  readonly stripeCustomerId: string | null;
};

/** A venue a user manages, with the subscription that pays for it (none yet: undefined). */
export type ManagedVenueSubscription = {
  readonly venue: { readonly id: number; readonly name: string };
  readonly isBillingContact: boolean;
  readonly subscription: SubscriptionRecord | undefined;
};

/** The Stripe side of a checkout that completed. */
export type CheckoutState = {
  readonly venueId: number;
  readonly userId: number;
  readonly plan: string;
  readonly status: SubscriptionStatus;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly eventAt: Date;
};

type PlanRow = { code: string; name: string; active_events_allowed: number | null };
type SubscriptionRow = {
  subscription_id: number | null;
  status: SubscriptionStatus | null;
  plan: string | null;
  plan_name: string | null;
  portal_link: string | null;
  past_due_since: Date | null;
  updated: Date | null;
  stripe_customer_id: string | null;
  active_events_allowed: number | null;
};

function subscriptionOf(row: SubscriptionRow): SubscriptionRecord | undefined {
  if (row.subscription_id === null || row.status === null) return undefined;
  return {
    id: row.subscription_id,
    status: row.status,
    plan: row.plan ?? '',
    planName: row.plan_name ?? '',
    portalLink: row.portal_link,
    activeEventsAllowed: row.active_events_allowed,
    pastDueSince: row.past_due_since,
    updated: row.updated ?? new Date(0),
    stripeCustomerId: row.stripe_customer_id,
  };
}

const planOf = (row: PlanRow): PlanRecord => ({ code: row.code, name: row.name, activeEventsAllowed: row.active_events_allowed });

@Injectable()
export class BillingRepository {
  constructor(private readonly db: DatabaseService) {}

  async findManagedVenueSubscriptions(userId: number, manager?: SqlExecutor): Promise<ManagedVenueSubscription[]> {
    const rows = await (manager ?? this.db).query<(SubscriptionRow & { venue_id: number; venue_name: string; is_billing_contact: boolean })[]>(
      MANAGED_VENUE_SUBSCRIPTIONS_SQL,
      [userId],
    );
    return rows.map((row) => ({ venue: { id: row.venue_id, name: row.venue_name }, isBillingContact: row.is_billing_contact, subscription: subscriptionOf(row) }));
  }

  async findVenueSubscription(venueId: number, manager?: SqlExecutor): Promise<SubscriptionRecord | undefined> {
    const rows = await (manager ?? this.db).query<SubscriptionRow[]>(VENUE_SUBSCRIPTION_SQL, [venueId]);
    return rows[0] && subscriptionOf(rows[0]);
  }

  async setVenueSubscription(venueId: number, userId: number, plan: string, status: SubscriptionStatus, now: Date, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(UPSERT_VENUE_SUBSCRIPTION_SQL, [venueId, userId, plan, status, now]);
  }

  async findVenueBillingContact(venueId: number, manager?: SqlExecutor): Promise<number | undefined> {
    const rows = await (manager ?? this.db).query<{ user_id: number }[]>(VENUE_BILLING_CONTACT_SQL, [venueId]);
    return rows[0]?.user_id;
  }

  async venueExists(venueId: number, manager?: SqlExecutor): Promise<boolean> {
    return (await (manager ?? this.db).query<unknown[]>(VENUE_EXISTS_SQL, [venueId])).length > 0;
  }

  async setPortalLink(venueId: number, portalLink: string, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(SET_PORTAL_LINK_SQL, [venueId, portalLink]);
  }

  async findBilledVenues(userId: number, manager?: SqlExecutor): Promise<number[]> {
    const rows = await (manager ?? this.db).query<{ venue_id: number }[]>(BILLED_VENUES_SQL, [userId]);
    return rows.map((row) => row.venue_id);
  }

  async assignAccountPlan(userId: number, planCode: string, status: SubscriptionStatus, portalLink: string | null, now: Date, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(ASSIGN_ACCOUNT_PLAN_SQL, [userId, planCode, status, portalLink, now]);
  }

  /** True when the plan is new, false when an existing one was updated. */
  async upsertPlan(plan: PlanRecord, manager?: SqlExecutor): Promise<boolean> {
    const rows = await (manager ?? this.db).query<{ created: boolean }[]>(UPSERT_PLAN_SQL, [plan.code, plan.name, plan.activeEventsAllowed]);
    return rows[0]?.created ?? false;
  }

  async ensurePlan(plan: PlanRecord, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(ENSURE_PLAN_SQL, [plan.code, plan.name, plan.activeEventsAllowed]);
  }

  async findPlan(code: string, manager?: SqlExecutor): Promise<PlanRecord | undefined> {
    const rows = await (manager ?? this.db).query<PlanRow[]>(FIND_PLAN_SQL, [code]);
    return rows[0] && planOf(rows[0]);
  }

  async listPlans(): Promise<PlanRecord[]> {
    return (await this.db.query<PlanRow[]>(LIST_PLANS_SQL)).map(planOf);
  }

  /** False when the event was recorded before (a replayed delivery). */
  async recordStripeEvent(id: string, type: string, created: Date, manager: SqlExecutor): Promise<boolean> {
    const rows = await manager.query<unknown[]>(RECORD_STRIPE_EVENT_SQL, [id, type, created]);
    return rows.length > 0;
  }

  /** False when a newer event has already set the venue's subscription. */
  async applyCheckout(state: CheckoutState, now: Date, manager: SqlExecutor): Promise<boolean> {
    const rows = await manager.query<unknown[]>(APPLY_CHECKOUT_SQL, [
      state.venueId,
      state.userId,
      state.plan,
      state.status,
      state.customerId,
      state.subscriptionId,
      state.eventAt,
      now,
    ]);
    return rows.length > 0;
  }

  /** False when no subscription has that Stripe id, or a newer event has already set it. */
  async applyStripeStatus(subscriptionId: string, status: SubscriptionStatus, plan: string | null, eventAt: Date, now: Date, manager: SqlExecutor): Promise<boolean> {
    return affectedCount(await manager.query(APPLY_STRIPE_STATUS_SQL, [subscriptionId, status, plan, eventAt, now])) > 0;
  }
}
