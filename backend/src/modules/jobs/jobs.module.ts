import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { StaffActionsModule } from '../staff-actions/staff-actions.module.js';
import { JOB_ENGINE_CLOCK, JobEngine, type JobEngineClock } from './job-engine.js';
import { JobRegistry } from './job-registry.js';
import { JobsController } from './jobs.controller.js';
import { JobsRepository } from './jobs.repository.js';
import { JobsService } from './jobs.service.js';

export type JobsModuleOptions = {
  /** The clock of the engine's timers and cron passes: pg-boss's TestClock in tests; unset, the system's. */
  readonly clock?: JobEngineClock;
};

/**
 * The job engine (job-engine.ts) with the jobs the modules declare (@ScheduledJob, scheduled-job.ts), and the
 * superuser's Jobs screen. Global, so a module that queues a job in its own transaction injects JobEngine without
 * importing the engine a second time; it imports no domain module (the jobs are found, not imported).
 */
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions = {}): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      imports: [DiscoveryModule, StaffActionsModule],
      controllers: [JobsController],
      providers: [{ provide: JOB_ENGINE_CLOCK, useValue: options.clock ?? null }, JobRegistry, JobEngine, JobsRepository, JobsService],
      exports: [JobEngine],
    };
  }
}
