import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { UsersModule } from '../users/users.module.js';
import { PlanAdminController } from './plan-admin.controller.js';
import { PlanAdminService } from './plan-admin.service.js';

/** The superuser's Plans screen (issue 27), over billing, users and the staff actions record; nothing imports it. */
@Module({
  imports: [BillingModule, UsersModule, StaffActionsModule],
  controllers: [PlanAdminController],
  providers: [PlanAdminService],
})
export class PlanAdminModule {}
