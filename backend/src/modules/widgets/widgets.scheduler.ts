import { Injectable } from '@nestjs/common';
import { FIVE_MINUTE_ROLLUP_RUNS, type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { WIDGET_ROLLUP_JOB, WidgetHitsService } from './widget-hits.service.js';

/** Every five minutes, region time, at minutes 1, 6, 11... (away from the other jobs' minutes). */
export const WIDGET_ROLLUP_CRON = '1-59/5 * * * *';

/**
 * Rolls widget hits up into the daily counts the metrics page reads (spec: "Traffic data is updated every five
 * minutes") and prunes old raw hits: a job of the job engine (once per slot across instances, retried when it
 * fails). The service keeps its advisory lock for `npm run widgets:rollup`, which runs outside the engine.
 */
@ScheduledJob({
  name: WIDGET_ROLLUP_JOB,
  title: 'Widget hits rollup',
  cron: WIDGET_ROLLUP_CRON,
  ...FIVE_MINUTE_ROLLUP_RUNS,
})
@Injectable()
export class WidgetsScheduler implements JobHandler {
  constructor(private readonly hits: WidgetHitsService) {}

  run(): Promise<JobOutput> {
    return this.hits.rollUp();
  }
}
