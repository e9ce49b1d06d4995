import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@events/contracts/reference';
import { DatabaseService } from '../../database/database.service.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import {
  ASSIGN_PLAN_SQL,
  CURRENT_SUBSCRIPTION_SQL,
  ENSURE_PLAN_SQL,
  FIND_PLAN_SQL,
  INSERT_SUBSCRIPTION_SQL,
  UPSERT_PLAN_SQL,
} from './billing.queries.js';

/** A plan: its code (what subscriptions refer to), its name, and the active events per venue it allows (null: no limit). */
export type PlanRecord = {
  readonly code: string;
  readonly name: string;
  readonly activeEventsAllowed: number | null;
};

/** A subscription with its plan's allowance. */
export type SubscriptionRecord = {
  readonly status: SubscriptionStatus;
  readonly plan: string;
  readonly planName: string;
  readonly portalLink: string | null;
  readonly activeEventsAllowed: number | null;
};

type PlanRow = { code: string; name: string; active_events_allowed: number | null };

@Injectable()
export class BillingRepository {
  constructor(private readonly db: DatabaseService) {}

  async findCurrentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<
      { status: SubscriptionStatus; plan: string; plan_name: string; portal_link: string | null; active_events_allowed: number | null }[]
    >(CURRENT_SUBSCRIPTION_SQL, [userId]);
    const row = rows[0];
    return (
      row && { status: row.status, plan: row.plan, planName: row.plan_name, portalLink: row.portal_link, activeEventsAllowed: row.active_events_allowed }
    );
  }

  async insertSubscription(userId: number, subscription: { status: SubscriptionStatus; plan: string; portalLink: string | null }, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(INSERT_SUBSCRIPTION_SQL, [userId, subscription.status, subscription.plan, subscription.portalLink]);
  }

  async assignPlan(userId: number, planCode: string, status: SubscriptionStatus, portalLink: string | null, manager?: SqlExecutor): Promise<void> {
    await (manager ?? this.db).query(ASSIGN_PLAN_SQL, [userId, planCode, status, portalLink]);
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
    const row = rows[0];
    return row && { code: row.code, name: row.name, activeEventsAllowed: row.active_events_allowed };
  }
}
