import { Module } from '@nestjs/common';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { UserAdminController } from './user-admin.controller.js';
import { UserAdminService } from './user-admin.service.js';

/**
 * The superuser's Users screen (issue 27): over users (accounts), auth (reset links) and analytics (the staff
 * actions record). Nothing imports this module, so it depends on all three without a cycle.
 */
@Module({
  imports: [UsersModule, AuthModule, StaffActionsModule],
  controllers: [UserAdminController],
  providers: [UserAdminService],
})
export class UserAdminModule {}
