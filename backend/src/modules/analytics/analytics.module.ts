import { Module } from '@nestjs/common';
import { StaffActionsRepository } from './staff-actions.repository.js';

/**
 * The product's own analytics store. Today it holds the staff-actions record (claim moves, moderation decisions,
 * staff writes) that other modules write through StaffActionsRepository and the reports read.
 */
@Module({
  providers: [StaffActionsRepository],
  exports: [StaffActionsRepository],
})
export class AnalyticsModule {}
