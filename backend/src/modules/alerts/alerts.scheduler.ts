import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { ALERT_JOB_NAME, AlertsService } from './alerts.service.js';

/**
 * Minute 20 of every hour, region time: the service sends nothing before the send hour, and a user's digest of the
 * day goes once (a failed one again on the next hour), so the hourly run only catches up.
 */
export const ALERT_JOB_CRON = '20 * * * *';

/**
 * The saved-search digest job. The job engine runs it once per slot across instances, one run at a time, and
 * retries a failed run; that replaces this scheduler's own queue of runs, its stop flag and its error log. What
 * stays is the product's rule, in the service: never a second digest to a user the same region day (by the
 * product's clock). ALERTS_SCHEDULED=false leaves the job without a timetable: "Run now" and alerts:send still run it.
 */
@ScheduledJob({
  name: ALERT_JOB_NAME,
  title: 'Saved-search alert digests',
  cron: ALERT_JOB_CRON,
  retry: { limit: 2, delaySeconds: 120, maxDelaySeconds: 900 },
  expireInSeconds: 2 * 3600,
  scheduled: (config) => config.alerts.scheduled,
})
@Injectable()
export class AlertsScheduler implements JobHandler {
  constructor(
    private readonly alerts: AlertsService,
    private readonly clock: Clock,
  ) {}

  run(): Promise<JobOutput> {
    return this.alerts.runDigestJob(this.clock.now());
  }
}
