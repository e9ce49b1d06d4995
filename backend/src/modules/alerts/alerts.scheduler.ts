import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AlertsService, type DigestRunResult } from './alerts.service.js';

/**
 * Minute 20 of every hour: the service sends nothing before the send hour, and a user's digest of the day goes
 * once (a failed one again on the next hour), so the hourly run only catches up.
 */
export const ALERT_JOB_CRON = '0 20 * * * *';

/** Runs the saved-search digest job; with several instances the job lock lets one of them do it. */
@Injectable()
export class AlertsScheduler implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AlertsScheduler');
  private running: Promise<DigestRunResult | undefined> = Promise.resolve(undefined);
  private stopping = false;

  constructor(
    private readonly alerts: AlertsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Cron(ALERT_JOB_CRON, { name: 'saved-search-alerts' })
  async onSchedule(): Promise<void> {
    if (this.config.alerts.scheduled) await this.runDigestJob();
  }

  /** Runs the job unless a run of this instance is still going; errors are logged, never thrown. */
  runDigestJob(): Promise<DigestRunResult | undefined> {
    if (this.stopping) return Promise.resolve(undefined);
    this.running = this.running.then(async () => {
      if (this.stopping) return undefined;
      try {
        return await this.alerts.runDigestJob(this.clock.now());
      } catch (error) {
        this.logger.error({ err: error }, 'Saved-search alert job failed');
        return undefined;
      }
    });
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}
