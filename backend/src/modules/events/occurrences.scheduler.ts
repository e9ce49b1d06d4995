import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HOURLY_UPKEEP_RETRY, type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { HORIZON_JOB_NAME } from './occurrences.queries.js';
import { OccurrencesService, type HorizonRunResult } from './occurrences.service.js';

/** Minute 7 of every hour, region time (off the hour, away from the other jobs). */
export const HORIZON_JOB_CRON = '7 * * * *';

/**
 * Keeps the occurrence horizon current: at start-up in every instance, and every hour as a job of the job engine
 * (one run per slot across instances). The service's advisory lock stays: it is what keeps a boot run and the
 * engine's run (or the boot runs of instances starting together) from expanding the same series at once.
 */
@ScheduledJob({
  name: HORIZON_JOB_NAME,
  title: 'Occurrence horizon',
  cron: HORIZON_JOB_CRON,
  retry: HOURLY_UPKEEP_RETRY,
  expireInSeconds: 3600,
})
@Injectable()
export class OccurrencesScheduler implements JobHandler, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OccurrencesScheduler');
  private running: Promise<HorizonRunResult | undefined> = Promise.resolve(undefined);
  private stopping = false;

  constructor(private readonly occurrences: OccurrencesService) {}

  onApplicationBootstrap(): void {
    void this.runHorizonJob();
  }

  /** The engine's hourly run; a failure is the engine's to record and try again. */
  run(): Promise<JobOutput> {
    return this.occurrences.runHorizonJob();
  }

  /** The boot run: after any boot run of this instance still going; errors are logged, never thrown. */
  runHorizonJob(): Promise<HorizonRunResult | undefined> {
    if (this.stopping) return Promise.resolve(undefined);
    this.running = this.running.then(async () => {
      if (this.stopping) return undefined;
      try {
        return await this.occurrences.runHorizonJob();
      } catch (error) {
        this.logger.error({ err: error }, 'Occurrence horizon job failed');
        return undefined;
      }
    });
    return this.running;
  }

  /** Resolves when the boot run (if any) has finished. */
  async whenIdle(): Promise<void> {
    await this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}
