import { Module } from '@nestjs/common';
import { StaffActionsRepository } from './staff-actions.repository.js';
import { StaffActionsService } from './staff-actions.service.js';

/**
 * The staff-actions record (table staff_actions): one row per claim move, moderation decision, staff write or
 * superuser change. Each module records its own actions through StaffActionsService, in the transaction of the
 * change; the editor profile reads an editor's latest and the editors' report counts them. It needs no other module,
 * so the modules that record stay light.
 */
@Module({
  providers: [StaffActionsRepository, StaffActionsService],
  exports: [StaffActionsService],
})
export class StaffActionsModule {}
