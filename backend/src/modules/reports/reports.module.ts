import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * The staff reports: User Report and Editor Report (superusers), POI QA Report (editors). The Editor Report reads only
 * the staff-actions record (and users); the POI QA checks use the offline gazetteer and the time-zone table.
 */
@Module({
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
})
export class ReportsModule {}
