import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@events/contracts/reference';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { BillingRepository, type PlanRecord, type SubscriptionRecord } from './billing.repository.js';

/**
 * The plan a producer made by `user:create` or the demo seed is put on: 10 active events per venue, so the quota bar
 * shows. Made on first use; a superuser may change it afterwards with `npm run plan:set -- --code demo ...`.
 */
export const DEMO_PLAN: PlanRecord = { code: 'demo', name: 'Demo', activeEventsAllowed: 10 };

/** Whether a subscription lets its holder publish now (active or in its trial). */
export function isActiveSubscription(subscription: SubscriptionRecord | undefined): subscription is SubscriptionRecord {
  return subscription !== undefined && (subscription.status === 'active' || subscription.status === 'trialing');
}

/** Subscriptions and plans: which plan a user is on and what it allows. */
@Injectable()
export class BillingService {
  constructor(private readonly repository: BillingRepository) {}

  /** The subscription that counts (an active or trialing one first, then the latest), with its plan's allowance. */
  findCurrentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
    return this.repository.findCurrentSubscription(userId);
  }

  async hasActiveSubscription(userId: number): Promise<boolean> {
    return isActiveSubscription(await this.repository.findCurrentSubscription(userId));
  }

  /** Starts an active subscription on the demo plan (see DEMO_PLAN) for a producer made by user:create or the demo seed. */
  async startDemoSubscription(userId: number, manager?: SqlExecutor): Promise<void> {
    await this.repository.ensurePlan(DEMO_PLAN, manager);
    await this.repository.insertSubscription(userId, { status: 'active', plan: DEMO_PLAN.code, portalLink: null }, manager);
  }

  /** Creates a plan or changes its name and allowance; true when it is new. */
  setPlan(plan: PlanRecord, manager?: SqlExecutor): Promise<boolean> {
    return this.repository.upsertPlan(plan, manager);
  }

  findPlan(code: string, manager?: SqlExecutor): Promise<PlanRecord | undefined> {
    return this.repository.findPlan(code, manager);
  }

  /**
   * Puts a user on an existing plan with a status: their latest subscription changes, or a first one is made. The
   * portal link is kept unless a new one is given.
   */
  assignPlan(userId: number, planCode: string, status: SubscriptionStatus, portalLink: string | null, manager?: SqlExecutor): Promise<void> {
    return this.repository.assignPlan(userId, planCode, status, portalLink, manager);
  }
}
