import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { FIVE_MINUTE_ROLLUP_RUNS, type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { ANALYTICS_ROLLUP_JOB } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

/**
 * Every five minutes (section 9: traffic data refreshes every five minutes), region time, at minutes 4, 9, 14...
 * to stay off the widget rollup's minutes and the hourly jobs'.
 */
export const ANALYTICS_ROLLUP_CRON = '4-59/5 * * * *';

/**
 * The page-view rollup, a job of the job engine (once per slot across instances, retried when it fails). The
 * service keeps its advisory job lock for `npm run analytics:rollup`, which runs outside the engine.
 */
@ScheduledJob({
  name: ANALYTICS_ROLLUP_JOB,
  title: 'Page-view rollup',
  cron: ANALYTICS_ROLLUP_CRON,
  ...FIVE_MINUTE_ROLLUP_RUNS,
})
@Injectable()
export class AnalyticsScheduler implements JobHandler {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly clock: Clock,
  ) {}

  run(): Promise<JobOutput> {
    return this.analytics.rollUp(this.clock.now());
  }
}
