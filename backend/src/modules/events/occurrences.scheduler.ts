import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { OccurrencesService, type HorizonRunResult } from './occurrences.service.js';

/** Minute 7 of every hour (off the hour, away from other jobs). */
export const HORIZON_JOB_CRON = '0 7 * * * *';

/**
 * Keeps the occurrence horizon current: at start-up and every hour. Each run holds a PostgreSQL advisory
 * lock, so with several backend instances one of them does the work and the others skip.
 */
@Injectable()
export class OccurrencesScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OccurrencesScheduler');
  private running: Promise<HorizonRunResult | undefined> = Promise.resolve(undefined);
  private stopping = false;

  constructor(private readonly occurrences: OccurrencesService) {}

  onApplicationBootstrap(): void {
    void this.runHorizonJob();
  }

  @Cron(HORIZON_JOB_CRON, { name: 'occurrence-horizon' })
  async onSchedule(): Promise<void> {
    await this.runHorizonJob();
  }

  /** Runs the job unless a run of this instance is still going; errors are logged, never thrown. */
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

  /** Resolves when the current run (if any) has finished. */
  async whenIdle(): Promise<void> {
    await this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}
