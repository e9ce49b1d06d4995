import { Body, Controller, Header, Param } from '@nestjs/common';
import type { Plan } from '@events/contracts/billing';
import { planAdminEndpoints as api, type PlanAssigned, type PlanList } from '@events/contracts/plan-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { PlanAdminService } from './plan-admin.service.js';

/** The superuser's Plans screen: the plans, a plan's name and allowance, putting an account's venues on one. */
@Controller()
export class PlanAdminController {
  constructor(private readonly admin: PlanAdminService) {}

  @Route(api.list)
  @Header('Cache-Control', 'private, no-store')
  list(): Promise<PlanList> {
    return this.admin.list();
  }

  @Route(api.put)
  put(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<Plan> {
    const { code } = parseWith(api.put.params, params);
    return this.admin.put(user, code, parseWith(api.put.body, body ?? {}));
  }

  @Route(api.assign)
  assign(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<PlanAssigned> {
    return this.admin.assign(user, parseWith(api.assign.body, body ?? {}));
  }
}
