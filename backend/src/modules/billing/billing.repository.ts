import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@events/contracts/reference';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { CURRENT_SUBSCRIPTION_SQL, INSERT_SUBSCRIPTION_SQL } from './billing.queries.js';

export type SubscriptionRecord = {
  readonly status: SubscriptionStatus;
  readonly plan: string;
  readonly portalLink: string | null;
  readonly activeEventsAllowed: number | null;
};

@Injectable()
export class BillingRepository {
  constructor(private readonly db: DatabaseService) {}

  async findCurrentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<
      { status: SubscriptionStatus; plan: string; portal_link: string | null; active_events_allowed: number | null }[]
    >(CURRENT_SUBSCRIPTION_SQL, [userId]);
    const row = rows[0];
    return row && { status: row.status, plan: row.plan, portalLink: row.portal_link, activeEventsAllowed: row.active_events_allowed };
  }

  async insertSubscription(userId: number, subscription: SubscriptionRecord, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(INSERT_SUBSCRIPTION_SQL, [
      userId,
      subscription.status,
      subscription.plan,
      subscription.portalLink,
      subscription.activeEventsAllowed,
    ]);
  }
}
