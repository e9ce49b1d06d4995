import { Injectable } from '@nestjs/common';
import type { Plan } from '@events/contracts/billing';
import { PLAN_ADMIN_MESSAGES, type PlanAssign, type PlanAssigned, type PlanList, type PlanWrite } from '@events/contracts/plan-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { DatabaseService } from '../../database/database.service.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { BillingService } from '../billing/billing.service.js';
import { UsersService } from '../users/users.service.js';

/**
 * The superuser's Plans screen (issue 27): plan:set and plan:assign from the browser, each with its staff action
 * in the same transaction.
 */
@Injectable()
export class PlanAdminService {
  constructor(
    private readonly billing: BillingService,
    private readonly users: UsersService,
    private readonly staffActions: StaffActionsService,
    private readonly db: DatabaseService,
  ) {}

  async list(): Promise<PlanList> {
    return { results: await this.billing.listPlans() };
  }

  async put(actor: AuthUser, code: string, plan: PlanWrite): Promise<Plan> {
    await this.db.transaction(async (tx) => {
      const created = await this.billing.setPlan({ code, name: plan.name, activeEventsAllowed: plan.active_events_allowed }, tx);
      await this.staffActions.record({ action: 'plan_set', actorId: actor.id, detail: { code, ...plan, created } }, tx);
    });
    const saved = (await this.billing.listPlans()).find((p) => p.code === code);
    if (!saved) throw new Error(`plan ${code} vanished after saving`);
    return saved;
  }

  async assign(actor: AuthUser, input: PlanAssign): Promise<PlanAssigned> {
    const [account, plan] = await Promise.all([this.users.findByEmail(input.email), this.billing.findPlan(input.plan)]);
    const problems: Record<string, string[]> = {};
    if (!account) problems['email'] = [PLAN_ADMIN_MESSAGES.unknownAccount];
    if (!plan) problems['plan'] = [PLAN_ADMIN_MESSAGES.unknownPlan];
    if (!account || !plan) throw new RequestValidationError(problems);
    await this.db.transaction(async (tx) => {
      await this.billing.assignPlan(account.id, plan.code, input.status, input.portal_link === '' ? null : input.portal_link, tx);
      await this.staffActions.record({ action: 'plan_assign', actorId: actor.id, detail: { userId: account.id, email: account.email, plan: plan.code, status: input.status } }, tx);
    });
    const venues = await this.billing.managedVenueSubscriptions(account.id);
    return {
      email: account.email,
      plan: plan.code,
      status: input.status,
      venues: venues.filter((v) => v.subscription?.plan === plan.code).map((v) => v.venue),
    };
  }
}
