import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { BillingRepository, type SubscriptionRecord } from './billing.repository.js';

/** The plan a producer made by `user:create` or the demo seed gets: active, 10 active events per venue. */
export const DEMO_SUBSCRIPTION = { status: 'active', plan: 'demo', portalLink: null, activeEventsAllowed: 10 } as const;

/** Whether a subscription lets its holder publish now (active or in its trial). */
export function isActiveSubscription(subscription: SubscriptionRecord | undefined): subscription is SubscriptionRecord {
  return subscription !== undefined && (subscription.status === 'active' || subscription.status === 'trialing');
}

/** Subscriptions and plans: which plan a user is on and what it allows. */
@Injectable()
export class BillingService {
  constructor(private readonly repository: BillingRepository) {}

  /** The subscription that counts (an active or trialing one first, then the latest), if any. */
  findCurrentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
    return this.repository.findCurrentSubscription(userId);
  }

  async hasActiveSubscription(userId: number): Promise<boolean> {
    return isActiveSubscription(await this.repository.findCurrentSubscription(userId));
  }

  /** Starts the demo plan (see DEMO_SUBSCRIPTION) for a user made a producer by user:create or the demo seed. */
  startDemoSubscription(userId: number, manager?: SqlExecutor): Promise<void> {
    return this.repository.insertSubscription(userId, DEMO_SUBSCRIPTION, manager);
  }
}
