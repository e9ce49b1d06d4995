import { defineConfigSlice } from './config-slice.js';
import { booleanSchema } from './config-values.js';

export type ScheduledJobsConfig = {
  /**
   * Whether this instance keeps the job engine's timetables and works its queues (modules/jobs); off, it still queues
   * jobs ("Run now") for the instances that work them. Each slot's job runs once across instances either way.
   */
  readonly scheduledJobs: boolean;
};

export const scheduledJobsConfig = defineConfigSlice({
  variables: {
    SCHEDULED_JOBS: {
      schema: booleanSchema,
      default: 'true',
      description:
        'This instance keeps the job engine\'s timetables (rollups, occurrence horizon, alert digests, page-view prune) and runs the jobs, one run per slot across instances; false: it neither schedules nor runs them (it still queues a "Run now"), leaving them to other instances or to their commands. Tests run them by hand.',
    },
  },
  read: (values): ScheduledJobsConfig => ({ scheduledJobs: values.SCHEDULED_JOBS }),
});
