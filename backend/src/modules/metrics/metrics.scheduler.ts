import { Injectable } from '@nestjs/common';
import { HOURLY_UPKEEP_RETRY, type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { MetricsService } from './metrics.service.js';

/** Minute 23 of every hour, region time (off the hour, away from the occurrence horizon's minute 7). */
export const PAGE_VIEW_PRUNE_CRON = '23 * * * *';

/**
 * Keeps the page-view table (impressions counted once per page view) to about a day of rows: a job of the job
 * engine, which runs it once per slot across instances and one run at a time (it runs nowhere else), so the
 * delete needs no lock of its own.
 */
@ScheduledJob({
  name: 'impression-page-views-prune',
  title: 'Impression page-view prune',
  cron: PAGE_VIEW_PRUNE_CRON,
  retry: HOURLY_UPKEEP_RETRY,
  expireInSeconds: 900,
})
@Injectable()
export class MetricsScheduler implements JobHandler {
  constructor(private readonly metrics: MetricsService) {}

  async run(): Promise<JobOutput> {
    return { pruned: await this.metrics.prunePageViews() };
  }
}
